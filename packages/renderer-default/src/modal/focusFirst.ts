const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first control of a view, or the view itself. Text fields are skipped on touch screens, where
 * focusing one would pop up the keyboard over the list.
 */
export function focusFirst(container: HTMLElement): void {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  for (const element of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (coarse && element instanceof HTMLInputElement) continue;
    if (element.getAttribute('role') === 'tabpanel') continue;
    element.focus();
    return;
  }
  container.focus();
}
