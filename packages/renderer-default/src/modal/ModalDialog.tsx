'use client';
import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { trapDialog } from './dialogBehaviour.js';

/** Props of ModalDialog. */
export interface ModalDialogProps {
  contentRef: RefObject<HTMLDivElement | null>;
  className: string;
  /** Id of the dialog's title. */
  labelledBy: string;
  /** Escape, or a press outside: asks to close. */
  onDismiss(): void;
  /** Whether a press outside on this target leaves the dialog open. */
  keepOpen(target: EventTarget | null): boolean;
  /** Called once the dialog has gone, to give focus back. */
  onClosed(): void;
  children: ReactNode;
}

/**
 * The open modal's dialog element: rendered only while the modal is open, it keeps focus inside, hides the page
 * from assistive technology, and asks to close on Escape or a press outside (see trapDialog). Focus moves into it
 * in the frame that first shows it, not in the middle of the opening (focusing then would force a layout of its
 * own); a view whose code loads later takes it from there.
 */
export function ModalDialog({ contentRef, className, labelledBy, onDismiss, keepOpen, onClosed, children }: ModalDialogProps) {
  const handlers = useRef({ onDismiss, keepOpen, onClosed });
  useEffect(() => {
    handlers.current = { onDismiss, keepOpen, onClosed };
  });
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const release = trapDialog(content, {
      onDismiss: () => handlers.current.onDismiss(),
      keepOpen: (target) => handlers.current.keepOpen(target),
    });
    const frame = requestAnimationFrame(() => {
      if (!content.contains(content.ownerDocument.activeElement)) content.focus({ preventScroll: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      release();
      handlers.current.onClosed();
    };
  }, [contentRef]);
  return (
    <div ref={contentRef} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} className={className} data-testid="connect-modal">
      {children}
    </div>
  );
}
