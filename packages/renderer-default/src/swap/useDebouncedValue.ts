'use client';
import { useEffect, useState } from 'react';

/** The specification's debounce: 500 ms after the last change. */
export const SWAP_INPUT_DEBOUNCE_MS = 500;

/** `value` once it has stopped changing for `delay` ms (the first value at once). */
export function useDebouncedValue<T>(value: T, delay = SWAP_INPUT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}
