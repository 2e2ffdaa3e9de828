/** Fraction digits of balances and history amounts. */
export const AMOUNT_FRACTION_DIGITS = 3;

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

// Truncated, never rounded up, so a balance never shows more than the account holds.
const fixedAmount = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: AMOUNT_FRACTION_DIGITS,
  maximumFractionDigits: AMOUNT_FRACTION_DIGITS,
  roundingMode: 'trunc',
});
const shortAmount = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: AMOUNT_FRACTION_DIGITS,
  roundingMode: 'trunc',
});
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

type NumericString = `${number}`;

function toNumeric(value: string | number): NumericString | number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const trimmed = value.trim();
  // Formatting the decimal string itself keeps the precision of 18-decimal token amounts.
  return DECIMAL.test(trimmed) ? (trimmed as NumericString) : undefined;
}

/**
 * A token amount in en-US with at most 3 fraction digits (`1,000,000`, `250.5`, `0.125`), or exactly 3 with
 * `fixed` (`10,000.000`). A positive amount too small to show becomes `<0.001`.
 */
export function formatAmount(value: string | number, options: { fixed?: boolean } = {}): string {
  const numeric = toNumeric(value);
  if (numeric === undefined) return options.fixed ? fixedAmount.format(0) : '0';
  const formatter = options.fixed ? fixedAmount : shortAmount;
  const text = formatter.format(numeric);
  const amount = Number(numeric);
  if (amount > 0 && amount < 10 ** -AMOUNT_FRACTION_DIGITS) return `<${shortAmount.format(10 ** -AMOUNT_FRACTION_DIGITS)}`;
  return text === '-0' || text === '-0.000' ? text.slice(1) : text;
}

/** A dollar value in en-US with 2 fraction digits (`$1,234.56`); a positive value under a cent is `<$0.01`. */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return usd.format(0);
  if (value > 0 && value < 0.01) return `<${usd.format(0.01)}`;
  return usd.format(value);
}
