'use client';
import { useToast } from '@connect-modal/headless/react';
import { ErrorIcon, SuccessIcon } from '../icons/icons.js';
import { Spinner } from '../components/Spinner.js';
import { useMessages } from '../messages/MessagesContext.js';
import { toastText } from '../messages/toastText.js';
import * as styles from './toast.css.js';

/**
 * The modal's toast, in a live region that exists before any message so screen readers announce it. The product's
 * toasts are worded in the modal's language by code; an app's own text shows as it was given.
 */
export function ModalToast() {
  const toast = useToast();
  const t = useMessages();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast.open && (
        <div key={toast.id} className={styles.toast} data-testid="toast" data-variant={toast.variant}>
          <span className={styles.icon[toast.variant]}>
            {toast.variant === 'loading' ? <Spinner /> : toast.variant === 'success' ? <SuccessIcon size={18} /> : <ErrorIcon size={18} />}
          </span>
          <span className={styles.message}>{toastText(toast, t)}</span>
        </div>
      )}
    </div>
  );
}
