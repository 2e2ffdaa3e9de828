import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, readableTextColor } from './color.js';
import type { Rgb } from './color.js';
import { darkPalette } from './darkPalette.js';
import { lightPalette } from './lightPalette.js';
import type { Palette } from './palette.js';

const rgb = (color: string): Rgb => {
  const parsed = parseColor(color);
  if (parsed === undefined) throw new Error(`unparseable color ${color}`);
  return parsed;
};

const AA_TEXT = 4.5;
// WCAG 1.4.11: icons, borders of controls and focus indicators need 3:1.
const AA_NON_TEXT = 3;

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as [string, Palette][])('%s palette contrast', (_mode, { colors }) => {
  const grounds = ['background', 'surface', 'surfaceRaised'] as const;
  const texts = ['text', 'textSecondary', 'textMuted', 'error'] as const;

  it.each(grounds.flatMap((ground) => texts.map((text) => [text, ground] as const)))(
    '%s on %s reaches AA for text',
    (text, ground) => {
      expect(contrastRatio(rgb(colors[text]), rgb(colors[ground]))).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('accent text on the default accent reaches AA for text', () => {
    expect(contrastRatio(rgb(colors.accentText), rgb(colors.accent))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(readableTextColor(rgb(colors.accent))).toBe(colors.accentText);
  });

  it.each(['accent', 'success', 'warning', 'error'] as const)('%s stands out from the background', (color) => {
    expect(contrastRatio(rgb(colors[color]), rgb(colors.background))).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe('color helpers', () => {
  it('parses hex, rgb() and hsl() notations', () => {
    expect(parseColor('#0af')).toEqual({ r: 0, g: 170, b: 255 });
    expect(parseColor('#00aaff80')).toEqual({ r: 0, g: 170, b: 255 });
    expect(parseColor('rgba(0, 170, 255, 0.5)')).toEqual({ r: 0, g: 170, b: 255 });
    expect(parseColor('rgb(0% 100% 50% / 1)')).toEqual({ r: 0, g: 255, b: 127.5 });
    expect(parseColor('hsl(120, 100%, 50%)')).toEqual({ r: 0, g: 255, b: 0 });
    expect(parseColor('tomato')).toBeUndefined();
  });

  it('computes the WCAG ratios of known pairs', () => {
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21);
    expect(contrastRatio(rgb('#777'), rgb('#fff'))).toBeCloseTo(4.48, 2);
  });
});
