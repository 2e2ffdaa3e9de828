// What makes the open modal a modal dialog, in plain DOM: focus stays inside it (Tab and Shift+Tab wrap, focus
// that lands outside is brought back), Escape and a press outside ask to dismiss it, and the rest of the page is
// hidden from assistive technology while it shows.
import { hideOthers } from 'aria-hidden';

/** Options of trapDialog. */
export interface DialogBehaviourOptions {
  /** Escape, or a primary press outside the dialog: the dialog asks to close (the host may refuse). */
  onDismiss(): void;
  /** Whether a press outside on this target leaves the dialog open (the secure frame drawn over it). */
  keepOpen?(target: EventTarget | null): boolean;
}

/** Whether an element is tabbable on its own: focusable by Tab, enabled and not a hidden input. */
function tabbableAlone(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.hidden) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return !(element instanceof HTMLInputElement && element.type === 'hidden');
}

/** Whether an element takes part in layout and is visible (a closed `<details>` or a hidden panel does not). */
function shown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The first and last elements inside `container` that Tab reaches, in document order. */
export function tabbableEdges(container: HTMLElement): { first: HTMLElement | undefined; last: HTMLElement | undefined } {
  const candidates: HTMLElement[] = [];
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof HTMLElement && tabbableAlone(node)) candidates.push(node);
  }
  return { first: candidates.find(shown), last: candidates.reverse().find(shown) };
}

/** Whether an event's target is `container` or inside it, across open shadow roots. */
function within(container: Element, event: Event): boolean {
  return event.composedPath().includes(container);
}

/**
 * Makes `content` behave as a modal dialog until the returned function is called: focus is kept inside it, Tab
 * wraps, Escape and a primary press outside call `onDismiss`, and everything outside is `aria-hidden`. Focus
 * moving into an iframe is not seen here when the page stops those focus events first (see letFocusIntoFrames).
 */
export function trapDialog(content: HTMLElement, options: DialogBehaviourOptions): () => void {
  const doc = content.ownerDocument;
  let lastFocused: HTMLElement = content;
  const focus = (element: HTMLElement) => element.focus({ preventScroll: true });

  const onFocusIn = (event: FocusEvent) => {
    if (within(content, event)) {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    } else focus(lastFocused.isConnected ? lastFocused : content);
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    // Focus leaving for nothing (a press on a blank area) is let be; leaving for an element outside is undone.
    if (next instanceof Node && !content.contains(next)) focus(lastFocused.isConnected ? lastFocused : content);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.isComposing) {
      event.preventDefault();
      options.onDismiss();
      return;
    }
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !within(content, event)) return;
    const { first, last } = tabbableEdges(content);
    const active = doc.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === content)) {
      event.preventDefault();
      focus(last);
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      focus(first);
    }
  };
  // A press outside dismisses once released (on its click), so the release never lands on the page beneath.
  let pressedOutside = false;
  const onPointerDown = (event: PointerEvent) => {
    // A secondary press (right click, Ctrl+click) opens a menu; it is not a dismissal.
    pressedOutside = !within(content, event) && event.button === 0 && !event.ctrlKey && !options.keepOpen?.(event.target);
  };
  const onClick = (event: MouseEvent) => {
    const dismiss = pressedOutside && !within(content, event);
    pressedOutside = false;
    if (dismiss) options.onDismiss();
  };
  // A focused element removed by a view change leaves focus on the body: it goes back to the dialog.
  const observer =
    typeof MutationObserver === 'undefined'
      ? undefined
      : new MutationObserver((mutations) => {
          if (doc.activeElement !== doc.body) return;
          if (mutations.some((mutation) => mutation.removedNodes.length > 0)) focus(content);
        });
  observer?.observe(content, { childList: true, subtree: true });

  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('click', onClick, true);
  const showOthers = hideOthers(content);
  return () => {
    showOthers();
    observer?.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('click', onClick, true);
  };
}
