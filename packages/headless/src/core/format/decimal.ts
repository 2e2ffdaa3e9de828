import { FormatError, shownValue } from './FormatError.js';

/** A decimal number read exactly from its text: sign, whole digits and fraction digits as written. */
export interface Decimal {
  /** True only for a value below zero (`-0` is zero). */
  readonly negative: boolean;
  /** Whole digits without leading zeros; `'0'` when there are none. */
  readonly whole: string;
  /** Fraction digits as written, trailing zeros kept (`'7500.00'` has `'00'`). */
  readonly fraction: string;
  /** The value as plain decimal text (`-1234.50`), which Intl formats exactly. */
  readonly text: `${number}`;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** An exponent past this would mean writing out more digits than any amount has. */
const MAX_EXPONENT = 1000;

/**
 * Reads a decimal string exactly (`'1.5'`, `'.5'`, `'-12'`, `'1e-7'`; spaces around are ignored), or a finite
 * number through its shortest text. Anything else throws a FormatError naming `where` and the value.
 */
export function parseDecimal(value: string | number, where: string): Decimal {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new FormatError(`${where}: ${shownValue(value)} is not a finite number`);
    return parseDecimal(String(value), where);
  }
  if (typeof value !== 'string') throw new FormatError(`${where}: ${shownValue(value)} is not a decimal string`);
  const match = DECIMAL.exec(value.trim());
  const [, sign = '', wholeDigits = '', fractionDigits = '', exponentText = '0'] = match ?? [];
  const exponent = Number(exponentText);
  if (!match || (wholeDigits === '' && fractionDigits === '') || Math.abs(exponent) > MAX_EXPONENT) {
    throw new FormatError(`${where}: ${shownValue(value)} is not a decimal number such as "1234.5"`);
  }
  // Move the point by the exponent: digits × 10^exponent with the point after `point` digits.
  const digits = `${wholeDigits}${fractionDigits}`;
  const point = wholeDigits.length + exponent;
  const whole = point <= 0 ? '' : digits.slice(0, point).padEnd(point, '0');
  const fraction = point >= digits.length ? '' : point < 0 ? `${'0'.repeat(-point)}${digits}` : digits.slice(point);
  const trimmedWhole = whole.replace(/^0+/, '') || '0';
  const negative = sign === '-' && /[1-9]/.test(digits);
  const text = `${negative ? '-' : ''}${trimmedWhole}${fraction ? `.${fraction}` : ''}` as `${number}`;
  return { negative, whole: trimmedWhole, fraction, text };
}

/** True when a value is above zero but below 10^-`fractionDigits`, so that many fraction digits show it as 0. */
export function isBelowSmallest(decimal: Decimal, fractionDigits: number): boolean {
  return !decimal.negative && decimal.whole === '0' && /^0*$/.test(decimal.fraction.slice(0, fractionDigits)) && /[1-9]/.test(decimal.fraction);
}

/** 10^-`fractionDigits` as decimal text (`0.001` for 3, `1` for 0). */
export function smallestText(fractionDigits: number): `${number}` {
  return (fractionDigits === 0 ? '1' : `0.${'0'.repeat(fractionDigits - 1)}1`) as `${number}`;
}
