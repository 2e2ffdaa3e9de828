/** Whether a node is an iframe outside `inside` (the secure frame drawn over the dialog, not one of its own). */
export function isOutsideFrame(node: unknown, inside: Element | null): node is HTMLIFrameElement {
  return typeof HTMLIFrameElement !== 'undefined' && node instanceof HTMLIFrameElement && !(inside?.contains(node) ?? false);
}

/**
 * While the embedded wallet's approval card shows, lets focus move into the secure iframe drawn over the dialog:
 * the dialog's focus trap would pull focus back from any element outside it, so the focus events that go to or
 * come from that iframe are stopped before the page's document sees them. Returns the function that ends it.
 */
export function letFocusIntoFrames(dialog: () => Element | null): () => void {
  const guard = (event: FocusEvent) => {
    const inside = dialog();
    if (isOutsideFrame(event.target, inside) || isOutsideFrame(event.relatedTarget, inside)) event.stopImmediatePropagation();
  };
  window.addEventListener('focusin', guard, true);
  window.addEventListener('focusout', guard, true);
  return () => {
    window.removeEventListener('focusin', guard, true);
    window.removeEventListener('focusout', guard, true);
  };
}

/**
 * The dialog hides everything outside it from assistive technology (`aria-hidden`); the iframe drawn over the
 * approval area (found at its centre) is made readable again while it shows there. Returns the function that
 * hides it again.
 */
export function revealFrameAt(point: { readonly x: number; readonly y: number }, dialog: Element | null): () => void {
  const found = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(point.x, point.y) : null;
  if (!isOutsideFrame(found, dialog) || found.getAttribute('aria-hidden') !== 'true') return () => {};
  found.removeAttribute('aria-hidden');
  return () => {
    // Only while the dialog still hides the page (its marker is there): once it closed, it has shown the page again.
    if (found.isConnected && found.hasAttribute('data-aria-hidden') && !found.hasAttribute('aria-hidden')) found.setAttribute('aria-hidden', 'true');
  };
}
