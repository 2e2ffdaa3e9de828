'use client';
import { useCallback } from 'react';
import { useToast } from '@connect-modal/headless/react';
import { LinkIcon } from '../icons/WalletConnectIcon.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import * as styles from './CopyLinkField.css.js';

/** Props of CopyLinkField. */
export interface CopyLinkFieldProps {
  /** The link; undefined while it is being made (the button is then disabled). */
  readonly value: string | undefined;
  /** What the link is, read before it. */
  readonly label: string;
  readonly copyLabel: string;
  readonly copiedMessage: string;
  readonly failedMessage: string;
  readonly 'data-testid'?: string;
}

/** A link shown on one line (selectable in full) with a button that copies it and says so in a toast. */
export function CopyLinkField({ value, label, copyLabel, copiedMessage, failedMessage, 'data-testid': testId }: CopyLinkFieldProps) {
  const { showSuccess, showError } = useToast();
  const copy = useCallback(() => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!value || !clipboard) {
      showError(failedMessage);
      return;
    }
    clipboard.writeText(value).then(
      () => showSuccess(copiedMessage),
      () => showError(failedMessage),
    );
  }, [value, copiedMessage, failedMessage, showSuccess, showError]);
  return (
    <div className={styles.linkField}>
      <p className={styles.linkText} title={value}>
        <span className={visuallyHidden}>{label}: </span>
        <span data-testid={testId}>{value ?? '…'}</span>
      </p>
      <button type="button" className={styles.copyButton} onClick={copy} disabled={!value} data-testid={testId ? `${testId}-copy` : undefined}>
        <LinkIcon size={14} />
        {copyLabel}
      </button>
    </div>
  );
}
