'use client';
import { useLayoutEffect } from 'react';
import { lockPageScroll } from './scrollLock.js';
import * as styles from './modal.css.js';

/**
 * The dimmed backdrop of the open dialog, which also keeps the page behind it from scrolling for as long as it is
 * shown. It stands in for Radix's `Dialog.Overlay`, whose scroll lock injects a `<style>` element; a press on it is
 * outside the dialog's content, so it still closes the dialog.
 */
export function ModalOverlay() {
  useLayoutEffect(() => lockPageScroll(document), []);
  // Radix switches pointer events off on the body while a modal dialog is open; the backdrop takes them back.
  return <div className={styles.overlay} style={{ pointerEvents: 'auto' }} data-testid="connect-modal-overlay" aria-hidden="true" />;
}
