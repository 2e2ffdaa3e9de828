import type { Palette } from './palette.js';

/** Light theme colors; every text color reaches WCAG AA (4.5:1) on every background and surface. */
export const lightPalette: Palette = {
  colors: {
    background: '#ffffff',
    surface: '#f4f5f7',
    surfaceRaised: '#eaecf0',
    overlay: 'rgba(15, 17, 21, 0.4)',
    text: '#111827',
    textSecondary: '#4b5563',
    textMuted: '#5c6370',
    border: '#e1e4e8',
    accent: '#2563eb',
    accentText: '#ffffff',
    success: '#15803d',
    error: '#c81e1e',
    warning: '#a34a07',
    skeleton: '#eceef1',
  },
  shadows: {
    modal: '0 8px 32px rgba(15, 17, 21, 0.12), 0 2px 8px rgba(15, 17, 21, 0.06)',
    raised: '0 1px 3px rgba(15, 17, 21, 0.08)',
  },
};
