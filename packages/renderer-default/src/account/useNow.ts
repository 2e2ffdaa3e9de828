'use client';
import { useEffect, useState } from 'react';
import { useConnectConfig } from '@connect-modal/headless/react';

/** The config clock's time, refreshed every `intervalMs`, for relative times that stay true while shown. */
export function useNow(intervalMs = 30_000): number {
  const config = useConnectConfig();
  const [now, setNow] = useState(() => config.clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(config.clock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [config, intervalMs]);
  return now;
}
