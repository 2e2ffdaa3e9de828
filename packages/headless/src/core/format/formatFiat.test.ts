import { describe, expect, it } from 'vitest';
import { formatFiat, formatFiatExact } from './formatFiat.js';
import { FormatError } from './FormatError.js';
import { numberShape } from './testShapes.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatFiat in English (dollars to 2)', () => {
  it('writes dollars with 2 fraction digits, rounded', () => {
    expect(formatFiat(1234.5678, 'USD', 'en')).toBe('$1,234.57');
    expect(formatFiat(0, 'USD', 'en')).toBe('$0.00');
    expect(formatFiat(30999749.74, 'USD', 'en')).toBe('$30,999,749.74');
    expect(formatFiat('1234.5678', 'usd', 'en-US')).toBe('$1,234.57');
    expect(formatFiat('123456789012345678.125', 'USD', 'en')).toBe('$123,456,789,012,345,678.13');
  });

  it('shows less than a cent as <$0.01, and a negative cent as $0.00', () => {
    expect(formatFiat(0.004, 'USD', 'en')).toBe('<$0.01');
    expect(formatFiat('0.0000001', 'USD', 'en')).toBe('<$0.01');
    expect(formatFiat(0.01, 'USD', 'en')).toBe('$0.01');
    expect(formatFiat(-0.001, 'USD', 'en')).toBe('$0.00');
    expect(formatFiat(-12.5, 'USD', 'en')).toBe('-$12.50');
  });

  it('takes the currency\'s own fraction digits', () => {
    expect(formatFiat(1234.5, 'JPY', 'en')).toBe('¥1,235');
    expect(formatFiat(0.4, 'JPY', 'en')).toBe('<¥1');
    expect(formatFiat(10, 'EUR', 'en')).toBe('€10.00');
  });

  it('refuses non-finite values, text that is not a number and unknown currency codes', () => {
    expect(() => formatFiat(Number.POSITIVE_INFINITY, 'USD', 'en')).toThrow('formatFiat: Infinity is not a finite number');
    expect(() => formatFiat(Number.NaN, 'USD', 'en')).toThrow(FormatError);
    expect(() => formatFiat('$5', 'USD', 'en')).toThrow('formatFiat: "$5" is not a decimal number such as "1234.5"');
    expect(() => formatFiat(5, 'dollars', 'en')).toThrow('formatFiat: "dollars" is not an ISO 4217 currency code such as "USD"');
    expect(() => formatFiat(5, 'USD', 'e n')).toThrow(FormatError);
  });
});

describe('formatFiat per locale', () => {
  it('places the symbol and separators as the locale does', () => {
    expect(formatFiat(1234.5678, 'USD', 'de')).toBe(`1.234,57${NBSP}$`);
    expect(formatFiat(0.004, 'EUR', 'de')).toBe(`<0,01${NBSP}€`);
    expect(formatFiat(1234.5678, 'EUR', 'fr')).toBe(`1${NNBSP}234,57${NBSP}€`);
    expect(formatFiat(1234.5678, 'USD', 'ja')).toBe('$1,234.57');
    expect(formatFiat(123456.5, 'USD', 'hi')).toBe('$1,23,456.50');
    expect(formatFiat(0.004, 'USD', 'hi')).toBe('<$0.01');
  });

  it('writes Arabic with its own digits and symbol placement', () => {
    for (const locale of ['ar', 'ar-EG']) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
      expect(formatFiat(1234.5678, 'USD', locale)).toBe(intl.format(1234.57));
      expect(formatFiat(1234.5678, 'USD', locale)).toContain(numberShape(locale).write('1,234.57'));
      expect(formatFiat(0.004, 'USD', locale)).toBe(`<${intl.format(0.01)}`);
    }
  });
});

describe('formatFiatExact', () => {
  it('keeps the digits a service quotes and writes the code after them', () => {
    expect(formatFiatExact('7500.00', 'USD', 'en')).toBe('7,500.00 USD');
    expect(formatFiatExact('25000', 'EUR', 'en')).toBe('25,000 EUR');
    expect(formatFiatExact('1234567.891', 'USD', 'en')).toBe('1,234,567.891 USD');
    expect(formatFiatExact('10.00', 'USD', 'en')).toBe('10.00 USD');
    expect(formatFiatExact('7500.00', 'USD', 'de')).toBe('7.500,00 USD');
    expect(formatFiatExact('7500.00', 'EUR', 'fr')).toBe(`7${NNBSP}500,00 EUR`);
    expect(formatFiatExact('7500.00', 'USD', 'ar-EG')).toBe(`${numberShape('ar-EG').write('7,500.00')} USD`);
  });

  it('refuses a value that is not a decimal and an unknown currency code', () => {
    expect(() => formatFiatExact('ten', 'USD', 'en')).toThrow('formatFiatExact: "ten" is not a decimal number such as "1234.5"');
    expect(() => formatFiatExact('10', 'US', 'en')).toThrow('formatFiatExact: "US" is not an ISO 4217 currency code such as "USD"');
  });
});
