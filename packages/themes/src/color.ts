/** An opaque sRGB color with channels from 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgba?|hsla?)\(\s*([^)]*)\)$/i;

/**
 * Parses the color notations people usually give as a brand color (hex, `rgb()`, `hsl()`), ignoring alpha.
 * Returns undefined for anything else, so callers can fall back instead of guessing.
 */
export function parseColor(input: string): Rgb | undefined {
  const value = input.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex !== undefined) return parseHex(hex);
  const match = FUNCTIONAL.exec(value);
  const name = match?.[1]?.toLowerCase();
  const args = match?.[2]?.split(/[\s,/]+/).filter(Boolean);
  if (name === undefined || args === undefined || args.length < 3) return undefined;
  return name.startsWith('rgb') ? parseRgbArgs(args) : parseHslArgs(args);
}

function parseHex(hex: string): Rgb {
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function parseRgbArgs(args: string[]): Rgb | undefined {
  const channels = args.slice(0, 3).map((arg) => (arg.endsWith('%') ? (Number.parseFloat(arg) * 255) / 100 : Number(arg)));
  const [r, g, b] = channels;
  if (r === undefined || g === undefined || b === undefined || channels.some((c) => !Number.isFinite(c))) {
    return undefined;
  }
  return { r: clamp255(r), g: clamp255(g), b: clamp255(b) };
}

function parseHslArgs(args: string[]): Rgb | undefined {
  const h = Number.parseFloat(args[0] ?? '');
  const s = Number.parseFloat(args[1] ?? '') / 100;
  const l = Number.parseFloat(args[2] ?? '') / 100;
  if (![h, s, l].every(Number.isFinite)) return undefined;
  const a = Math.min(Math.max(s, 0), 1) * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const k = (n + h / 30) % 12;
    return clamp255(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

function clamp255(n: number): number {
  return Math.min(255, Math.max(0, n));
}

/** WCAG 2 relative luminance of an sRGB color. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two colors, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** Black or white, whichever reads better on the given background. */
export function readableTextColor(background: Rgb): '#000000' | '#ffffff' {
  const black = { r: 0, g: 0, b: 0 };
  const white = { r: 255, g: 255, b: 255 };
  return contrastRatio(background, black) >= contrastRatio(background, white) ? '#000000' : '#ffffff';
}
