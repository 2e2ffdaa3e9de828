// Exact amounts: a decimal string in, integer base units out, and back. No floating point anywhere: the digits are
// read and written as text and the value is a bigint, so 1.005 of a 6-decimal token is exactly 1,005,000 units.

/** Why an amount was refused, as a stable code a renderer can word in the visitor's language. */
export type AmountErrorCode =
  /** Nothing typed. */
  | 'AMOUNT_REQUIRED'
  /** A minus sign. */
  | 'AMOUNT_NEGATIVE'
  /** Not digits with at most one dot. */
  | 'AMOUNT_MALFORMED'
  /** Decimals typed for a token that has none. */
  | 'AMOUNT_NO_DECIMALS'
  /** More fraction digits than the token has (`values.decimals`). */
  | 'AMOUNT_TOO_MANY_DECIMALS';

/** Why an amount was refused; `message` is the text to show beside the field, `code` and `values` what it says. */
export class AmountError extends Error {
  override readonly name = 'AmountError';
  readonly code: AmountErrorCode;
  /** The values inside the message (`decimals`). */
  readonly values: Readonly<Record<string, string | number>>;

  constructor(code: AmountErrorCode, message: string, values: Readonly<Record<string, string | number>> = {}) {
    super(message);
    this.code = code;
    this.values = values;
  }
}

/** Most decimals a token may declare (ERC-20's `decimals` is a uint8; SPL's is at most 255 too). */
const MAX_DECIMALS = 255;
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`A token's decimals must be a whole number from 0 to ${MAX_DECIMALS}, not ${decimals}`);
  }
}

/**
 * The base units of `value`, a decimal string with a dot ("1.005", ".5", "12"), for a token of `decimals`.
 * Refuses, with a message for the visitor: an empty field, a sign, an exponent, a comma or other characters, and
 * more fraction digits than the token has (rather than rounding someone's money).
 */
export function parseAmount(value: string, decimals: number): bigint {
  checkDecimals(decimals);
  const text = value.trim();
  if (text === '' || text === '.') throw new AmountError('AMOUNT_REQUIRED', 'Enter an amount');
  if (text.startsWith('-')) throw new AmountError('AMOUNT_NEGATIVE', 'The amount cannot be negative');
  const match = DECIMAL.exec(text);
  if (!match) throw new AmountError('AMOUNT_MALFORMED', 'Enter the amount as digits, with a dot for decimals (like 1.005)');
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    if (decimals === 0) throw new AmountError('AMOUNT_NO_DECIMALS', 'This token has no decimals');
    throw new AmountError('AMOUNT_TOO_MANY_DECIMALS', `This token has at most ${decimals} decimals`, { decimals });
  }
  return BigInt(`${whole}${fraction.padEnd(decimals, '0')}` || '0');
}

/**
 * `units` base units as a decimal string, exact: trailing fraction zeros dropped ("1.005", "12"). With
 * `maxFractionDigits`, the fraction is cut (never rounded up) to that many digits, for display only.
 */
export function formatAmount(units: bigint, decimals: number, options: { maxFractionDigits?: number } = {}): string {
  checkDecimals(decimals);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (options.maxFractionDigits !== undefined) fraction = fraction.slice(0, Math.max(0, options.maxFractionDigits));
  fraction = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
