import type { Palette } from './palette.js';

/** Dark theme colors; every text color reaches WCAG AA (4.5:1) on every background and surface. */
export const darkPalette: Palette = {
  colors: {
    background: '#141518',
    surface: '#1b1c20',
    surfaceRaised: '#25272c',
    overlay: 'rgba(0, 0, 0, 0.6)',
    text: '#f4f5f7',
    textSecondary: '#b4b8c1',
    textMuted: '#979daa',
    border: '#2e3036',
    // Darker than a typical dark-mode blue so white labels on it still reach 4.5:1.
    accent: '#3068e8',
    accentText: '#ffffff',
    success: '#4ade80',
    error: '#f87171',
    warning: '#fbbf24',
    skeleton: '#2a2c31',
  },
  shadows: {
    modal: '0 8px 32px rgba(0, 0, 0, 0.5), 0 2px 8px rgba(0, 0, 0, 0.3)',
    raised: '0 1px 3px rgba(0, 0, 0, 0.4)',
  },
};
