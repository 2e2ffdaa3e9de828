import { isBelowSmallest, parseDecimal, smallestText } from './decimal.js';
import type { Decimal } from './decimal.js';
import { FormatError, shownValue } from './FormatError.js';
import { localeDigits, numberFormat } from './intlCache.js';

/** Fraction digits of balances and history amounts (the specification's 3). */
export const TOKEN_AMOUNT_FRACTION_DIGITS = 3;

/** Most fraction digits Intl writes in every supported runtime. */
const MAX_INTL_FRACTION_DIGITS = 20;

/**
 * Most whole digits Intl writes exactly: past 10^308 engines write `∞`. An exact format of a larger value throws
 * a FormatError instead (a token amount is written with an exponent, see {@link MAX_PLAIN_WHOLE_DIGITS}).
 */
export const MAX_INTL_WHOLE_DIGITS = 300;

/**
 * Most whole digits a token amount is written out with (up to a sextillion); a larger amount is written with an
 * exponent, its leading digits truncated as any amount is: `1.157E77` for the largest uint256 in base units.
 */
export const MAX_PLAIN_WHOLE_DIGITS = 21;

/** Throws a FormatError for a decimal with more whole digits than Intl writes exactly. */
export function checkIntlRange(decimal: Decimal, where: string): void {
  if (decimal.whole.length > MAX_INTL_WHOLE_DIGITS) {
    throw new FormatError(`${where}: a number of ${decimal.whole.length} whole digits is too large to write exactly`);
  }
}

/**
 * A token amount with more than {@link MAX_PLAIN_WHOLE_DIGITS} whole digits: the leading digit, up to `max`
 * fraction digits (truncated) and the exponent, in the locale's digits and exponent sign (`1.234E25`, `1,234E25`).
 * Works for any length, where Intl alone would write `∞` past 10^308.
 */
function writeWithExponent(decimal: Decimal, locale: string, max: number, fixed: boolean): string {
  const exponent = decimal.whole.length - 1;
  const mantissa = `${decimal.negative ? '-' : ''}${decimal.whole[0] ?? '0'}.${decimal.whole.slice(1, 1 + max) || '0'}` as `${number}`;
  const parts = numberFormat(locale, {
    notation: 'scientific',
    minimumFractionDigits: fixed ? max : 0,
    maximumFractionDigits: max,
    roundingMode: 'trunc',
    signDisplay: 'negative',
  }).formatToParts(mantissa);
  const written = numberFormat(locale, { useGrouping: false }).format(exponent);
  return parts.map((part) => (part.type === 'exponentInteger' ? written : part.value)).join('');
}

/** Checks a count of fraction digits a caller asked for. */
export function checkFractionDigits(digits: number, where: string): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_INTL_FRACTION_DIGITS) {
    throw new FormatError(`${where}: maxFractionDigits must be a whole number from 0 to ${MAX_INTL_FRACTION_DIGITS}, not ${shownValue(digits)}`);
  }
}

/**
 * A token amount in a locale, truncated (never rounded up, so a balance never shows more than the account holds)
 * to at most `maxFractionDigits` (3) fraction digits: `1,000,000`, `250.5`, `0.123` in `en`, `1.000.000` and
 * `0,123` in `de`. With `fixed`, exactly that many (`10,000.000`). A positive amount too small to show is
 * `<0.001` in the locale's digits. `value` is an exact decimal string (`'1.5'`, as `formatAmount` writes base
 * units): it is formatted as text, never through a floating-point number, so 18-decimal amounts keep every digit
 * shown. An amount of more than 21 whole digits is written with an exponent (`1.157E77`), never as `∞`. Throws a
 * FormatError for a value that is not a decimal number or a tag that is not a language tag.
 */
export function formatTokenAmount(
  value: string,
  locale: string,
  options: { fixed?: boolean; maxFractionDigits?: number } = {},
): string {
  const max = options.maxFractionDigits ?? TOKEN_AMOUNT_FRACTION_DIGITS;
  checkFractionDigits(max, 'formatTokenAmount');
  const decimal = parseDecimal(value, 'formatTokenAmount');
  if (decimal.whole.length > MAX_PLAIN_WHOLE_DIGITS) return writeWithExponent(decimal, locale, max, options.fixed ?? false);
  if (isBelowSmallest(decimal, max)) {
    return `<${numberFormat(locale, { maximumFractionDigits: max }).format(smallestText(max))}`;
  }
  // `negative` keeps a negative amount that truncates to zero from reading `-0`.
  return numberFormat(locale, {
    minimumFractionDigits: options.fixed ? max : 0,
    maximumFractionDigits: max,
    roundingMode: 'trunc',
    signDisplay: 'negative',
  }).format(decimal.text);
}

/** Writes every digit of a decimal: Intl for the number's shape, the locale's digits for fraction digits past 20. */
export function writeExact(decimal: Decimal, locale: string, grouping: boolean): string {
  checkIntlRange(decimal, 'writeExact');
  const digits = decimal.fraction.length;
  const shown = Math.min(digits, MAX_INTL_FRACTION_DIGITS);
  const format = numberFormat(locale, { useGrouping: grouping, minimumFractionDigits: shown, maximumFractionDigits: shown, roundingMode: 'trunc' });
  if (digits === shown) return format.format(decimal.text);
  const local = localeDigits(locale);
  const fraction = Array.from(decimal.fraction, (digit) => local[Number(digit)]).join('');
  return format
    .formatToParts(decimal.text)
    .map((part) => (part.type === 'fraction' ? fraction : part.value))
    .join('');
}

/**
 * A decimal string exactly as given, every digit kept (trailing zeros too), in the locale's digits and decimal
 * separator: `'7500.00'` is `7,500.00` in `en`, `7.500,00` in `de`. Without `grouping` (`{ grouping: false }`)
 * no thousands separators are written (`1234.5`, `1234,5`): the form for an exact amount next to the field it
 * was typed in. Throws a FormatError for a value that is not a decimal number.
 */
export function formatDecimal(value: string, locale: string, options: { grouping?: boolean } = {}): string {
  return writeExact(parseDecimal(value, 'formatDecimal'), locale, options.grouping ?? true);
}

/** A whole number in a locale's digits and grouping (`1,234`, `1.234`, `१,२३४`…). Throws a FormatError for a fraction or a non-finite number. */
export function formatCount(value: number | bigint, locale: string): string {
  if (typeof value !== 'bigint' && !Number.isSafeInteger(value)) {
    throw new FormatError(`formatCount: ${shownValue(value)} is not a whole number`);
  }
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * A percentage given in percent (`1` is `1%`, `'0.5'` is `0.5%`), with at most `maxFractionDigits` (2) fraction
 * digits, rounded half away from zero, in the locale's form (`1 %` in `de` and `fr`, `١٪؜` in `ar-EG`). A string
 * is read exactly. Throws a FormatError for a value that is not a number.
 */
export function formatPercent(value: number | string, locale: string, options: { maxFractionDigits?: number } = {}): string {
  const max = options.maxFractionDigits ?? 2;
  checkFractionDigits(max, 'formatPercent');
  const decimal = parseDecimal(value, 'formatPercent');
  checkIntlRange(decimal, 'formatPercent');
  // Intl's percent style multiplies by 100: the exponent shifts the exact decimal back without arithmetic.
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: max, signDisplay: 'negative' }).format(`${decimal.text}e-2` as `${number}`);
}
