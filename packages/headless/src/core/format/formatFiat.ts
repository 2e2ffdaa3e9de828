import { isBelowSmallest, parseDecimal, smallestText } from './decimal.js';
import { FormatError, shownValue } from './FormatError.js';
import { numberFormat } from './intlCache.js';
import { checkIntlRange, writeExact } from './formatNumber.js';

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

function checkCurrency(currency: string, where: string): string {
  if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) {
    throw new FormatError(`${where}: ${shownValue(currency)} is not an ISO 4217 currency code such as "USD"`);
  }
  return currency.toUpperCase();
}

/**
 * A fiat value in a locale with its currency symbol and the currency's fraction digits (2 for dollars and euros,
 * 0 for yen), rounded half away from zero: `$1,234.57` in `en`, `1.234,57 $` in `de`. A positive value under
 * the smallest unit shown is `<$0.01` (`<0,01 €`). A string is read exactly; a number as it is. Throws a
 * FormatError for a value that is not a finite number, an unknown currency code or a bad language tag.
 */
export function formatFiat(value: string | number, currency: string, locale: string): string {
  const code = checkCurrency(currency, 'formatFiat');
  const base = numberFormat(locale, { style: 'currency', currency: code });
  const digits = base.resolvedOptions().maximumFractionDigits ?? 2;
  const format = numberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  });
  const decimal = parseDecimal(value, 'formatFiat');
  checkIntlRange(decimal, 'formatFiat');
  if (isBelowSmallest(decimal, digits)) return `<${format.format(smallestText(digits))}`;
  return format.format(typeof value === 'number' ? value : decimal.text);
}

/**
 * A fiat amount exactly as a service quotes it, every digit kept, followed by its currency code: `'7500.00'` USD
 * is `7,500.00 USD` in `en` and `7.500,00 USD` in `de`; `'25000'` EUR is `25,000 EUR`. Nothing is rounded, so
 * what a quote or limit says is what is shown. Throws a FormatError for a value that is not a decimal number or
 * an unknown currency code.
 */
export function formatFiatExact(value: string, currency: string, locale: string): string {
  const code = checkCurrency(currency, 'formatFiatExact');
  return `${writeExact(parseDecimal(value, 'formatFiatExact'), locale, true)} ${code}`;
}
