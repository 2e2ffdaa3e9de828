// The visitor is about to open the modal: a pointer over its button, focus on it, a press. The modal's first view
// (and the data code it needs) loads then, not while the page is idle, so a visitor who never reaches for the
// button never fetches it; the dialog's frame is loaded while idle and shows on the click either way.

let intended = false;
const listeners = new Set<() => void>();

/** Marks the intent (once per page); listeners hear it once. */
export function announceOpenIntent(): void {
  if (intended) return;
  intended = true;
  for (const listener of [...listeners]) listener();
}

/** Whether an intent to open was announced on this page. */
export function hasOpenIntent(): boolean {
  return intended;
}

/** Calls `listener` when the intent is announced; returns the unsubscribe function. */
export function subscribeOpenIntent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
