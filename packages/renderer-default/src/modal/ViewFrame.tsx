'use client';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { focusFirst } from './focusFirst.js';
import * as styles from './modal.css.js';

/** Props of ViewFrame. */
export interface ViewFrameProps {
  view: string;
  direction: 'next' | 'prev';
  /** The element focus must stay within (the dialog or the embedded card). */
  scope: () => HTMLElement | null;
  /** Whether the view may take focus when it appears and focus is not on anything else in the scope. */
  claimFocus: () => boolean;
  children: ReactNode;
}

/**
 * Wraps the current view: slides it in from the router's direction and, once the view's code has loaded and
 * mounted, moves focus into it if focus was lost with the previous view.
 */
export function ViewFrame({ view, direction, scope, claimFocus, children }: ViewFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // In the next frame, before it is painted: focusing now would force a layout of its own in the middle of
    // the opening, where the frame's own layout does the same work once.
    const handle = requestAnimationFrame(() => {
      const frame = ref.current;
      const root = scope();
      if (!frame || !root || !claimFocus()) return;
      const active = document.activeElement;
      // Focus on the dialog itself or nowhere means it went with the previous view (or the dialog just opened).
      if (active === null || active === document.body || active === root) focusFirst(frame);
    });
    return () => cancelAnimationFrame(handle);
  }, [scope, claimFocus]);
  return (
    <div ref={ref} tabIndex={-1} className={`${styles.viewFrame} ${styles.viewEnter[direction]}`} data-view={view} data-testid={`view-${view}`}>
      {children}
    </div>
  );
}
