// The page behind an open modal does not scroll. Radix Dialog's own lock writes a `<style>` element into the page,
// which a Content-Security-Policy without 'unsafe-inline' styles refuses; this one sets the few properties it needs
// through the CSSOM (`element.style.setProperty`), which such a policy allows, and puts back what was there.

/** One inline declaration as it was before the lock: its value and priority ('' when it was not set). */
interface SavedDeclaration {
  readonly element: HTMLElement;
  readonly property: string;
  readonly value: string;
  readonly priority: string;
}

/** The custom property that carries the scrollbar's width while locked, for host elements that want to keep in place. */
export const SCROLLBAR_GAP_PROPERTY = '--connect-modal-scrollbar-gap';

let holders = 0;
let saved: SavedDeclaration[] = [];

function set(element: HTMLElement, property: string, value: string): void {
  saved.push({
    element,
    property,
    value: element.style.getPropertyValue(property),
    priority: element.style.getPropertyPriority(property),
  });
  element.style.setProperty(property, value, 'important');
}

/**
 * Width the page's vertical scrollbar takes from the layout: 0 without one, or when the page keeps a stable
 * gutter (`scrollbar-gutter: stable`), which stays when scrolling is switched off.
 */
export function scrollbarGap(doc: Document): number {
  const view = doc.defaultView;
  if (!view) return 0;
  const root = doc.documentElement;
  if (view.getComputedStyle(root).getPropertyValue('scrollbar-gutter').startsWith('stable')) return 0;
  return Math.max(0, view.innerWidth - root.clientWidth);
}

/** What a lock needs to know of the page, read while its layout is still clean. */
interface PageMetrics {
  readonly doc: Document;
  readonly gap: number;
  readonly bodyPaddingRight: number;
}

let ahead: PageMetrics | undefined;

function readMetrics(doc: Document): PageMetrics {
  const gap = scrollbarGap(doc);
  const view = doc.defaultView;
  const bodyPaddingRight = gap > 0 && view ? Number.parseFloat(view.getComputedStyle(doc.body).paddingRight) || 0 : 0;
  return { doc, gap, bodyPaddingRight };
}

/**
 * Reads what the next lock needs (the scrollbar's width, the body's padding) now, while the page's layout is clean:
 * called as the modal is asked to open, before the dialog is rendered, it spares the opening a layout of the page
 * done only to measure it. The reading is good until the current task ends.
 */
export function measurePageAhead(doc: Document = document): void {
  if (holders > 0) return;
  ahead = readMetrics(doc);
  setTimeout(() => {
    ahead = undefined;
  }, 0);
}

/**
 * Locks the page's scrolling: the root stops scrolling, and the body gets the scrollbar's width as
 * right padding so the page does not shift. Locks nest: the page scrolls again once every lock is released.
 * Returns the release function; calling it more than once releases once.
 */
export function lockPageScroll(doc: Document = document): () => void {
  if (holders === 0) {
    const { body, documentElement: root } = doc;
    const { gap, bodyPaddingRight } = ahead?.doc === doc ? ahead : readMetrics(doc);
    ahead = undefined;
    if (gap > 0) set(body, 'padding-right', `${bodyPaddingRight + gap}px`);
    set(body, SCROLLBAR_GAP_PROPERTY, `${gap}px`);
    // On the root only: hidden on the body too would make the body a box of its own, moving the page.
    set(root, 'overflow', 'hidden');
    // A scroll that reaches the edge of the modal's own scrolling area does not carry on to the page.
    set(root, 'overscroll-behavior', 'none');
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    // Put back in reverse order, so a property set twice ends as it first was.
    for (const declaration of saved.reverse()) {
      if (declaration.value) declaration.element.style.setProperty(declaration.property, declaration.value, declaration.priority);
      else declaration.element.style.removeProperty(declaration.property);
    }
    saved = [];
  };
}
