import { parseColor, readableTextColor } from './color.js';
import { vars } from './contract.css.js';

/**
 * Public theme variables a host app may set. Each key also has its legacy `--w3m-*` spelling; when both are
 * given, the short key wins. Values that fail validation are dropped, never written into the page.
 */
export interface ThemeVariables {
  /** Brand color of buttons, links and highlights (hex, `rgb()`, `hsl()` or any CSS color without quotes). */
  accent?: string;
  /** Text color on `accent`; derived as black or white when omitted and `accent` is hex, `rgb()` or `hsl()`. */
  accentText?: string;
  /** Color mixed into backgrounds and surfaces by `colorMixStrength` percent. */
  colorMix?: string;
  /** How much of `colorMix` to mix in, from 0 to 100. */
  colorMixStrength?: number | string;
  /** Font stack for all text in the modal. */
  fontFamily?: string;
  /** Base radius (a number means px); every corner radius is a multiple of it. Default 4px. */
  borderRadius?: number | string;
  /** Stacking order of the modal; toasts sit one above. Default 999. */
  zIndex?: number | string;
  /** Base font size (a number means px); every font size is a multiple of it. Default 10px. */
  fontSizeMaster?: number | string;
  /** Legacy name of `accent`. */
  '--w3m-accent'?: string;
  /** Legacy name of `colorMix`. */
  '--w3m-color-mix'?: string;
  /** Legacy name of `colorMixStrength`. */
  '--w3m-color-mix-strength'?: number | string;
  /** Legacy name of `fontFamily`. */
  '--w3m-font-family'?: string;
  /** Legacy name of `borderRadius`. */
  '--w3m-border-radius-master'?: number | string;
  /** Legacy name of `zIndex`. */
  '--w3m-z-index'?: number | string;
  /** Legacy name of `fontSizeMaster`. */
  '--w3m-font-size-master'?: number | string;
}

/** Why a theme variable was ignored. */
export interface ThemeVariableWarning {
  key: string;
  value: unknown;
  message: string;
}

/** Options of `themeVariablesToStyle`. */
export interface ThemeVariablesToStyleOptions {
  /** Called once per ignored variable; defaults to `console.warn`. */
  onWarning?: (warning: ThemeVariableWarning) => void;
}

type Parse = (value: unknown) => string | undefined;

const MAX_LENGTH = 100;
// Blocks leaving the declaration, loading remote resources, legacy script hooks and escape tricks.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
const UNSAFE = /[;{}\\<>\u0000-\u001f\u007f]|url\(|expression\(|javascript:/i;

const color: Parse = (value) =>
  typeof value === 'string' && /^[#a-z0-9\s(),.%/+*-]+$/i.test(value) ? value.trim() : undefined;

const fontFamily: Parse = (value) =>
  typeof value === 'string' && /^[\w\s,'".-]+$/.test(value) && value.trim() !== '' ? value.trim() : undefined;

const length: Parse = (value) => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return /^(\d+(\.\d+)?|\.\d+)(px|rem|em)$/.test(trimmed) || trimmed === '0' ? trimmed : undefined;
};

const integer: Parse = (value) => {
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && Math.abs(n) <= 2_147_483_647 ? String(n) : undefined;
};

const percent: Parse = (value) => {
  const n = typeof value === 'string' && /^\s*\d+(\.\d+)?%?\s*$/.test(value) ? Number.parseFloat(value) : value;
  return typeof n === 'number' && n >= 0 && n <= 100 ? `${n}%` : undefined;
};

interface Field {
  alias?: string;
  target: string;
  parse: Parse;
}

const FIELDS: Record<string, Field> = {
  accent: { alias: '--w3m-accent', target: vars.colors.accent, parse: color },
  accentText: { target: vars.colors.accentText, parse: color },
  colorMix: { alias: '--w3m-color-mix', target: vars.mix.color, parse: color },
  colorMixStrength: { alias: '--w3m-color-mix-strength', target: vars.mix.strength, parse: percent },
  fontFamily: { alias: '--w3m-font-family', target: vars.font.family, parse: fontFamily },
  borderRadius: { alias: '--w3m-border-radius-master', target: vars.radii.base, parse: length },
  zIndex: { alias: '--w3m-z-index', target: vars.zIndex.modal, parse: integer },
  fontSizeMaster: { alias: '--w3m-font-size-master', target: vars.font.size.base, parse: length },
};

const KNOWN_KEYS = new Set(Object.entries(FIELDS).flatMap(([key, field]) => [key, field.alias ?? key]));

/** `var(--x)` from the contract to the property name `--x`. */
function propertyName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}

function defaultWarning({ message }: ThemeVariableWarning): void {
  console.warn(`[connect-modal] ${message}`);
}

/**
 * Maps theme variables onto the theme's CSS custom properties, for the `style` of the element that carries
 * the theme class. Invalid or unsafe values are reported through `onWarning` and left out.
 */
export function themeVariablesToStyle(
  themeVariables: ThemeVariables | undefined,
  { onWarning = defaultWarning }: ThemeVariablesToStyleOptions = {},
): Record<string, string> {
  const style: Record<string, string> = {};
  if (typeof themeVariables !== 'object' || themeVariables === null) return style;
  const input: Record<string, unknown> = { ...themeVariables };

  for (const key of Object.keys(input)) {
    if (!KNOWN_KEYS.has(key)) onWarning({ key, value: input[key], message: `Unknown theme variable "${key}" ignored.` });
  }

  for (const [name, field] of Object.entries(FIELDS)) {
    const key = input[name] !== undefined || field.alias === undefined ? name : field.alias;
    const value = input[key];
    if (value === undefined) continue;
    const parsed = isSafe(value) ? field.parse(value) : undefined;
    if (parsed === undefined) {
      onWarning({ key, value, message: `Invalid value for theme variable "${key}" ignored: ${describe(value)}.` });
      continue;
    }
    style[propertyName(field.target)] = parsed;
  }

  const accentText = propertyName(vars.colors.accentText);
  const accent = style[propertyName(vars.colors.accent)];
  if (accent !== undefined && style[accentText] === undefined) {
    const rgb = parseColor(accent);
    if (rgb !== undefined) style[accentText] = readableTextColor(rgb);
  }
  return style;
}

function isSafe(value: unknown): boolean {
  return typeof value !== 'string' || (value.length <= MAX_LENGTH && !UNSAFE.test(value));
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
