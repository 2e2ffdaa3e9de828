'use client';
import { useEffect, useState } from 'react';
import type { ThemeMode } from '@connect-modal/themes';

/** A fixed theme mode, or `system` to follow the visitor's colour-scheme preference. */
export type ThemeModeSetting = ThemeMode | 'system';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The theme mode to show. `system` renders light first and reads the preference after mount (and follows
 * its changes), so a server render and the first client render are the same.
 */
export function useThemeMode(setting: ThemeModeSetting): ThemeMode {
  const [system, setSystem] = useState<ThemeMode>('light');
  useEffect(() => {
    if (setting !== 'system' || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const update = () => setSystem(query.matches ? 'dark' : 'light');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setting]);
  return setting === 'system' ? system : setting;
}
