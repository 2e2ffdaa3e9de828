'use client';
import { useToast } from '@connect-modal/headless/react';
import { ErrorIcon, SuccessIcon } from '../icons/icons.js';
import { Spinner } from '../components/Spinner.js';
import * as styles from './toast.css.js';

/** The modal's toast, in a live region that exists before any message so screen readers announce it. */
export function ModalToast() {
  const toast = useToast();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast.open && (
        <div key={toast.id} className={styles.toast} data-testid="toast" data-variant={toast.variant}>
          <span className={styles.icon[toast.variant]}>
            {toast.variant === 'loading' ? <Spinner /> : toast.variant === 'success' ? <SuccessIcon size={18} /> : <ErrorIcon size={18} />}
          </span>
          <span className={styles.message}>{toast.message}</span>
        </div>
      )}
    </div>
  );
}
