'use client';
import { useEffect, useState } from 'react';

/** Whole seconds left until a time (milliseconds since the epoch), rounded up; 0 once it is past. */
export function secondsUntil(until: number | undefined, now: number): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** The seconds left until a time, ticking down once a second while any are left. */
export function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(until, now);
  useEffect(() => {
    setNow(Date.now());
    if (until === undefined || until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
