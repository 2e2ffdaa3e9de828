'use client';
import { useEffect, useState } from 'react';

/** How long a confirm button ignores clicks after it appears, so a click meant for what was there before cannot confirm. */
export const CONFIRM_GUARD_MS = 500;

/**
 * Whether a confirm button that appeared with the calling view is armed yet: false for its first 500 ms
 * (clickjacking: the button may have appeared under a pointer aimed at something else), true after.
 */
export function useConfirmGuard(ms: number = CONFIRM_GUARD_MS): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return armed;
}
