'use client';
import type { ElementType } from 'react';
import { BackIcon, CloseIcon } from '../icons/icons.js';
import { IconButton } from '../components/IconButton.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from './header.css.js';

/** Props of ModalHeader. */
export interface ModalHeaderProps {
  title: string;
  /** The heading element: the dialog's title, or a plain heading when embedded. */
  titleAs: ElementType;
  titleId?: string;
  showBack: boolean;
  onBack(): void;
  /** Undefined hides the close button (embedded mode). */
  onClose?: (() => void) | undefined;
  closeDisabled: boolean;
}

/** Back button, title and close button. The title re-animates whenever it changes. */
export function ModalHeader({ title, titleAs: Title, titleId, showBack, onBack, onClose, closeDisabled }: ModalHeaderProps) {
  const t = useMessages();
  return (
    <div className={styles.header}>
      <span className={styles.slot}>
        {showBack && (
          <IconButton label={t('modal.back')} onClick={onBack} data-testid="modal-back">
            <BackIcon />
          </IconButton>
        )}
      </span>
      {/* Without an id of its own the dialog title keeps the one the dialog is labelled by. */}
      <Title key={title} {...(titleId ? { id: titleId } : {})} className={styles.title} data-testid="modal-title">
        {title}
      </Title>
      <span className={styles.slot}>
        {onClose && (
          <IconButton label={t('modal.close')} onClick={onClose} disabled={closeDisabled} data-testid="modal-close">
            <CloseIcon />
          </IconButton>
        )}
      </span>
    </div>
  );
}
