'use client';
import type { ElementType } from 'react';
import { useModal } from '@connect-modal/headless/react';
import { ModalHeader } from './ModalHeader.js';
import { ModalToast } from './ModalToast.js';
import { ViewHost } from './ViewHost.js';
import { useViewTitle } from './useViewTitle.js';
import * as styles from './modal.css.js';

/** Props of ModalCard. */
export interface ModalCardProps {
  embedded: boolean;
  titleAs: ElementType;
  titleId?: string;
  /** Asks to close; undefined in embedded mode, where there is no close button. */
  onClose?: (() => void) | undefined;
  scope: () => HTMLElement | null;
  claimFocus: () => boolean;
}

/** The card: header, the current view and the toast. Shakes when a close is refused. */
export function ModalCard({ embedded, titleAs, titleId, onClose, scope, claimFocus }: ModalCardProps) {
  const modal = useModal();
  const title = useViewTitle(modal.view, modal.data);
  const className = [embedded ? styles.embeddedCard : styles.card, modal.shaking ? styles.shaking : ''].filter(Boolean).join(' ');
  return (
    <div className={className} data-testid="connect-modal-card" data-view={modal.view}>
      {modal.loading && <span className={styles.loadingBar} aria-hidden="true" />}
      <ModalHeader
        title={title}
        titleAs={titleAs}
        {...(titleId ? { titleId } : {})}
        showBack={modal.stack.length > 1}
        onBack={modal.goBack}
        onClose={onClose}
        closeDisabled={modal.isCloseDisabled}
      />
      <ViewHost scope={scope} claimFocus={claimFocus} />
      <ModalToast />
    </div>
  );
}
