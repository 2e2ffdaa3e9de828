import { vars as v } from './contract.css.js';
import { DEFAULT_FONT_SIZE_BASE, DEFAULT_RADIUS_BASE, DEFAULT_Z_INDEX } from './defaults.js';
import type { Palette } from './palette.js';

type ContractRefs = typeof v;
type Tokens<T> = { [K in keyof T]: T[K] extends string ? string : Tokens<T[K]> };

/** The full token values of a theme: its palette plus the scales every theme shares. */
export type ThemeTokens = Tokens<ContractRefs>;

/**
 * Builds a theme's tokens from its palette. Tokens that follow user variables (accent, mix, base radius,
 * base font size, z-index) are written as CSS expressions over other custom properties, so overriding one
 * input on the themed element updates all that derive from it without any JavaScript.
 */
export function buildThemeTokens(palette: Palette): ThemeTokens {
  const { colors } = palette;
  const mixed = (base: string): string => `color-mix(in srgb, ${v.mix.color} ${v.mix.strength}, ${base})`;
  const radius = (factor: number): string => `calc(${v.radii.base} * ${factor})`;
  const fontSize = (factor: number): string => `calc(${v.font.size.base} * ${factor})`;
  return {
    colors: {
      ...colors,
      background: mixed(colors.background),
      surface: mixed(colors.surface),
      surfaceRaised: mixed(colors.surfaceRaised),
      accentSoft: `color-mix(in srgb, ${v.colors.accent} 14%, transparent)`,
      focusRing: v.colors.accent,
    },
    mix: { color: 'transparent', strength: '0%' },
    radii: {
      base: DEFAULT_RADIUS_BASE,
      xs: radius(1),
      sm: radius(2),
      md: radius(3),
      lg: radius(4),
      xl: radius(5),
      full: '9999px',
      modal: radius(6),
    },
    font: {
      family:
        'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      size: {
        base: DEFAULT_FONT_SIZE_BASE,
        xs: fontSize(1.2),
        sm: fontSize(1.4),
        md: fontSize(1.6),
        lg: fontSize(2),
        xl: fontSize(2.4),
      },
      weight: { regular: '400', medium: '500', bold: '600' },
      lineHeight: '1.4',
    },
    spacing: {
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '20px',
      6: '24px',
      7: '28px',
      8: '32px',
    },
    shadows: {
      ...palette.shadows,
      // The inner ring in the background color keeps the focus ring visible on any surface.
      focus: `0 0 0 2px ${v.colors.background}, 0 0 0 4px ${v.colors.focusRing}`,
    },
    zIndex: {
      modal: String(DEFAULT_Z_INDEX),
      toast: `calc(${v.zIndex.modal} + 1)`,
    },
    motion: {
      duration: { header: '120ms', height: '150ms', view: '150ms' },
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    },
  };
}
