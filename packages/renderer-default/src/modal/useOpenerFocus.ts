'use client';
import { useCallback, useEffect, useRef } from 'react';
import type { ConnectConfig } from '@connect-modal/headless';

/**
 * Remembers what had focus when the modal was opened from outside (`open()` from any button), and gives a
 * function that puts focus back there once the modal has closed.
 */
export function useOpenerFocus(config: ConnectConfig): () => void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      // The event fires inside open(), before anything renders, so the opener still has focus.
      config.events.on('modal:open', () => {
        const active = document.activeElement;
        // Opening again from inside the modal (a new view) keeps the original opener.
        if (active instanceof HTMLElement && active !== document.body && !active.closest('[data-connect-modal]')) {
          opener.current = active;
        }
      }),
    [config],
  );
  return useCallback(() => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, []);
}
