'use client';
import { useLayoutEffect } from 'react';
import { lockPageScroll } from './scrollLock.js';
import * as styles from './modal.css.js';

/**
 * The dimmed backdrop of the open dialog, which also keeps the page behind it from scrolling for as long as it is
 * shown. A press on it is outside the dialog's content, so it asks to close the dialog.
 */
export function ModalOverlay() {
  useLayoutEffect(() => lockPageScroll(document), []);
  return <div className={styles.overlay} data-testid="connect-modal-overlay" aria-hidden="true" />;
}
