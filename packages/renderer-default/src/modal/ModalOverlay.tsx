'use client';
import { useLayoutEffect, useState } from 'react';
import { lockPageScroll, measurePageScroll } from './scrollLock.js';
import * as styles from './modal.css.js';

/**
 * The dimmed backdrop of the open dialog, which also keeps the page behind it from scrolling for as long as it is
 * shown. It stands in for Radix's `Dialog.Overlay`, whose scroll lock injects a `<style>` element; a press on it is
 * outside the dialog's content, so it still closes the dialog.
 */
export function ModalOverlay() {
  // Measured while rendering, before the dialog's elements go in, so the lock adds no layout of the page with them.
  const [measure] = useState(() => (typeof document === 'undefined' ? undefined : measurePageScroll(document)));
  useLayoutEffect(() => lockPageScroll(document, measure), [measure]);
  // Radix switches pointer events off on the body while a modal dialog is open; the backdrop takes them back.
  return <div className={styles.overlay} style={{ pointerEvents: 'auto' }} data-testid="connect-modal-overlay" aria-hidden="true" />;
}
