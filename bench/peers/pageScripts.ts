// Scripts run inside the measured pages. They are plain JavaScript text: the page must receive them untouched by
// the TypeScript loader, and the same text runs in every app.

/** Init script: room for every resource timing entry (the default buffer keeps 250). */
export const RESOURCE_BUFFER_SCRIPT = 'performance.setResourceTimingBufferSize(100000);';

/**
 * Arms the dialog timer; evaluates to nothing. From the first click the page receives (a capture listener on
 * window, so before any app handler), it checks on every DOM mutation and every animation frame for a dialog
 * (`[role=dialog]`, `[role=alertdialog]` or an open `<dialog>`, open shadow roots included) with a non-zero box
 * that is not hidden, and stores the milliseconds from the click to that moment in `window.__benchDialog`
 * (a promise of `{ ms, element }` or `{ error }`). A dialog already shown before the click is an error.
 */
export const ARM_DIALOG_TIMER = `(() => {
  const SELECTOR = '[role="dialog"], [role="alertdialog"], dialog[open]';
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const find = (root) => {
    for (const element of root.querySelectorAll(SELECTOR)) if (shown(element)) return element;
    for (const host of root.querySelectorAll('*')) {
      if (host.shadowRoot) {
        const found = find(host.shadowRoot);
        if (found) return found;
      }
    }
    return null;
  };
  const describe = (element) =>
    element.tagName.toLowerCase() + (element.getAttribute('role') ? '[role=' + element.getAttribute('role') + ']' : '');
  window.__benchDialog = new Promise((resolve) => {
    const early = find(document);
    if (early) {
      resolve({ error: 'a dialog is shown before the click: ' + describe(early) });
      return;
    }
    addEventListener(
      'click',
      () => {
        const start = performance.now();
        let done = false;
        const check = () => {
          if (done) return;
          const dialog = find(document);
          if (!dialog) return;
          done = true;
          observer.disconnect();
          resolve({ ms: performance.now() - start, element: describe(dialog) });
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        const frame = () => {
          check();
          if (!done) requestAnimationFrame(frame);
        };
        frame();
      },
      { capture: true, once: true },
    );
  });
})()`;

/** Evaluates to the dialog timer's result, or `{ error }` when no dialog shows within `timeoutMs`. */
export function awaitDialog(timeoutMs: number): string {
  return `Promise.race([
    window.__benchDialog,
    new Promise((resolve) => setTimeout(() => resolve({ error: 'no dialog shown within ${timeoutMs} ms of the click' }), ${timeoutMs})),
  ])`;
}

/**
 * Evaluates to the page's own JS files fetched so far (`{ path, end }`, end = responseEnd in ms) and the time of
 * its `load` event (`loadAt`, 0 before it fired), from Resource Timing.
 */
export const LOADED_SCRIPTS = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const scripts = performance
    .getEntriesByType('resource')
    .map((entry) => ({ url: new URL(entry.name), end: entry.responseEnd }))
    .filter(({ url }) => url.origin === location.origin && /\\.m?js$/.test(url.pathname))
    .map(({ url, end }) => ({ path: url.pathname, end }));
  return { loadAt: navigation ? navigation.loadEventStart : 0, scripts };
})()`;

/** What LOADED_SCRIPTS evaluates to. */
export interface LoadedScripts {
  readonly loadAt: number;
  readonly scripts: readonly { readonly path: string; readonly end: number }[];
}

/** What the dialog timer evaluates to. */
export type DialogTiming = { readonly ms: number; readonly element: string } | { readonly error: string };
