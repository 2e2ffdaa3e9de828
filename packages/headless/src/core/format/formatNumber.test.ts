import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatPercent, formatTokenAmount } from './formatNumber.js';
import { FormatError } from './FormatError.js';
import { numberShape } from './testShapes.js';

const NNBSP = '\u202f';

describe('formatTokenAmount in English (the specification\'s defaults)', () => {
  it('writes at most 3 fraction digits, truncated', () => {
    expect(formatTokenAmount('1000000', 'en')).toBe('1,000,000');
    expect(formatTokenAmount('250.5', 'en')).toBe('250.5');
    expect(formatTokenAmount('0.12399', 'en')).toBe('0.123');
    expect(formatTokenAmount('9999.9999999', 'en-US')).toBe('9,999.999');
    expect(formatTokenAmount('0.9999', 'en')).toBe('0.999');
  });

  it('keeps the precision of 18-decimal amounts larger than a double holds', () => {
    expect(formatTokenAmount('123456789012345678.123456789012345678', 'en')).toBe('123,456,789,012,345,678.123');
    expect(formatTokenAmount('9007199254740993', 'en')).toBe('9,007,199,254,740,993');
  });

  it('always shows 3 fraction digits when fixed (balances)', () => {
    expect(formatTokenAmount('10000', 'en', { fixed: true })).toBe('10,000.000');
    expect(formatTokenAmount('1.23456', 'en', { fixed: true })).toBe('1.234');
    expect(formatTokenAmount('0', 'en', { fixed: true })).toBe('0.000');
  });

  it('shows a positive amount below 0.001 as <0.001, and a negative one cut to zero as zero', () => {
    expect(formatTokenAmount('0.0000001', 'en')).toBe('<0.001');
    expect(formatTokenAmount('0.0000001', 'en', { fixed: true })).toBe('<0.001');
    expect(formatTokenAmount('1e-30', 'en')).toBe('<0.001');
    expect(formatTokenAmount('0.001', 'en')).toBe('0.001');
    expect(formatTokenAmount('-0.0001', 'en')).toBe('0');
    expect(formatTokenAmount('-0.0001', 'en', { fixed: true })).toBe('0.000');
    expect(formatTokenAmount('-2.5009', 'en')).toBe('-2.5');
  });

  it('takes another number of fraction digits', () => {
    expect(formatTokenAmount('1.123456789', 'en', { maxFractionDigits: 6 })).toBe('1.123456');
    expect(formatTokenAmount('1.9', 'en', { maxFractionDigits: 0 })).toBe('1');
    expect(formatTokenAmount('0.5', 'en', { maxFractionDigits: 0 })).toBe('<1');
    expect(formatTokenAmount('0.000001', 'en', { maxFractionDigits: 6, fixed: true })).toBe('0.000001');
  });

  it('refuses a value that is not a decimal, fraction digits out of range and a bad language tag', () => {
    expect(() => formatTokenAmount('abc', 'en')).toThrow('formatTokenAmount: "abc" is not a decimal number such as "1234.5"');
    expect(() => formatTokenAmount('NaN', 'en')).toThrow(FormatError);
    expect(() => formatTokenAmount('1', 'en', { maxFractionDigits: 21 })).toThrow('formatTokenAmount: maxFractionDigits must be a whole number from 0 to 20, not 21');
    expect(() => formatTokenAmount('1', 'en', { maxFractionDigits: 1.5 })).toThrow(FormatError);
    expect(() => formatTokenAmount('1', 'not a tag')).toThrow('"not a tag" is not a language tag such as "de" or "pt-BR"');
    expect(() => formatTokenAmount('1', '')).toThrow(FormatError);
  });
});

describe('formatTokenAmount per locale', () => {
  it('writes German, French, Japanese and Hindi separators and grouping', () => {
    expect(formatTokenAmount('1234567.891', 'de')).toBe('1.234.567,891');
    expect(formatTokenAmount('0.0000001', 'de')).toBe('<0,001');
    expect(formatTokenAmount('10000', 'de', { fixed: true })).toBe('10.000,000');
    expect(formatTokenAmount('1234567.891', 'fr')).toBe(`1${NNBSP}234${NNBSP}567,891`);
    expect(formatTokenAmount('0.0000001', 'fr')).toBe('<0,001');
    expect(formatTokenAmount('1234567.8919', 'ja')).toBe('1,234,567.891');
    // Indian grouping: lakhs and crores.
    expect(formatTokenAmount('123456789.5', 'hi')).toBe('12,34,56,789.5');
    expect(formatTokenAmount('0.0000001', 'hi')).toBe('<0.001');
  });

  it('writes Arabic in its digits and separators, truncated the same way', () => {
    for (const locale of ['ar', 'ar-EG']) {
      const { write } = numberShape(locale);
      expect(formatTokenAmount('1234567.8919', locale)).toBe(write('1,234,567.891'));
      expect(formatTokenAmount('10000', locale, { fixed: true })).toBe(write('10,000.000'));
      expect(formatTokenAmount('0.0000001', locale)).toBe(`<${write('0.001')}`);
    }
    // Egyptian Arabic writes Arabic-Indic digits.
    expect(formatTokenAmount('1.5', 'ar-EG')).toBe('١٫٥');
  });
});

describe('formatDecimal', () => {
  it('keeps every digit as given, trailing zeros too', () => {
    expect(formatDecimal('7500.00', 'en')).toBe('7,500.00');
    expect(formatDecimal('25000', 'en')).toBe('25,000');
    expect(formatDecimal('1234567.891', 'en')).toBe('1,234,567.891');
    expect(formatDecimal('0.000000000000000001', 'en')).toBe('0.000000000000000001');
    expect(formatDecimal('7500.00', 'de')).toBe('7.500,00');
    expect(formatDecimal('-12.50', 'fr')).toBe('-12,50');
  });

  it('writes no grouping when asked, as an amount is typed', () => {
    expect(formatDecimal('1234.5', 'en', { grouping: false })).toBe('1234.5');
    expect(formatDecimal('1234567.123456789012345678', 'en', { grouping: false })).toBe('1234567.123456789012345678');
    expect(formatDecimal('1234.5', 'de', { grouping: false })).toBe('1234,5');
  });

  it('writes fraction digits past Intl\'s 20 in the locale\'s digits', () => {
    const fraction = '123456789012345678901234567890';
    expect(formatDecimal(`1.${fraction}`, 'en')).toBe(`1.${fraction}`);
    expect(formatDecimal(`-0.${'0'.repeat(29)}1`, 'en')).toBe(`-0.${'0'.repeat(29)}1`);
    expect(formatDecimal(`1234.${fraction}`, 'de')).toBe(`1.234,${fraction}`);
    const { write } = numberShape('ar-EG');
    expect(formatDecimal(`1234.${fraction}`, 'ar-EG')).toBe(write(`1,234.${fraction}`));
  });

  it('refuses a value that is not a decimal', () => {
    expect(() => formatDecimal('12abc', 'en')).toThrow('formatDecimal: "12abc" is not a decimal number such as "1234.5"');
  });
});

describe('formatCount', () => {
  it('writes whole numbers in the locale\'s grouping and digits', () => {
    expect(formatCount(0, 'en')).toBe('0');
    expect(formatCount(512, 'en')).toBe('512');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatCount(12345, 'fr')).toBe(`12${NNBSP}345`);
    expect(formatCount(1234567, 'hi')).toBe('12,34,567');
    expect(formatCount(12345, 'ja')).toBe('12,345');
    expect(formatCount(12345, 'ar')).toBe(numberShape('ar').write('12,345'));
    expect(formatCount(10n ** 20n, 'en')).toBe('100,000,000,000,000,000,000');
  });

  it('refuses fractions and non-finite numbers', () => {
    expect(() => formatCount(1.5, 'en')).toThrow('formatCount: 1.5 is not a whole number');
    expect(() => formatCount(Number.NaN, 'en')).toThrow(FormatError);
  });
});

describe('formatPercent', () => {
  it('writes a value given in percent, exactly for strings', () => {
    expect(formatPercent(1, 'en')).toBe('1%');
    expect(formatPercent(0.5, 'en')).toBe('0.5%');
    expect(formatPercent('1.50', 'en')).toBe('1.5%');
    expect(formatPercent('0.07', 'en')).toBe('0.07%');
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(formatPercent('1.005', 'en')).toBe('1.01%');
    expect(formatPercent('1.23456', 'en', { maxFractionDigits: 3 })).toBe('1.235%');
    expect(formatPercent('-0.001', 'en')).toBe('0%');
  });

  it('writes the locale\'s percent form', () => {
    // A no-break space before the sign; which one differs between ICU versions.
    expect(formatPercent(1.5, 'de')).toMatch(/^1,5[\u00a0\u202f]%$/);
    expect(formatPercent(1.5, 'fr')).toMatch(/^1,5[\u00a0\u202f]%$/);
    expect(formatPercent(1.5, 'ja')).toBe('1.5%');
    expect(formatPercent(1.5, 'hi')).toBe('1.5%');
    for (const locale of ['ar', 'ar-EG']) {
      expect(formatPercent(1.5, locale)).toBe(new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(0.015));
      expect(formatPercent(1.5, locale)).toContain(numberShape(locale).write('1.5'));
    }
  });

  it('refuses a value that is not a number', () => {
    expect(() => formatPercent('one', 'en')).toThrow('formatPercent: "one" is not a decimal number such as "1234.5"');
    expect(() => formatPercent(Number.POSITIVE_INFINITY, 'en')).toThrow(FormatError);
  });
});

describe('huge amounts', () => {
  const wei400000 = (2n ** 400000n).toString();
  const uint256 = (2n ** 256n - 1n).toString();

  it('write a token amount past 21 whole digits with an exponent, truncated, never as ∞', () => {
    expect(formatTokenAmount('999999999999999999999', 'en')).toBe('999,999,999,999,999,999,999');
    expect(formatTokenAmount('1000000000000000000000', 'en')).toBe('1E21');
    expect(formatTokenAmount(uint256, 'en')).toBe('1.157E77');
    expect(formatTokenAmount(uint256, 'en', { fixed: true })).toBe('1.157E77');
    expect(formatTokenAmount(`${uint256}.999`, 'de')).toBe('1,157E77');
    expect(formatTokenAmount('19999999999999999999999.5', 'en', { fixed: true })).toBe('1.999E22');
    const huge = formatTokenAmount(`${wei400000}.5`, 'en');
    // 2^400000 is 9.9601…×10^120411: 120,412 digits, truncated to three fraction digits (trailing zero dropped).
    expect(wei400000.slice(0, 5)).toBe('99601');
    expect(huge).toBe('9.96E120411');
    expect(formatTokenAmount(wei400000, 'en', { fixed: true })).toBe('9.960E120411');
    expect(huge).not.toContain('∞');
    expect(formatTokenAmount(`-${wei400000}`, 'en')).toMatch(/^-\d\.\d{1,3}E120411$/);
    expect(formatTokenAmount(uint256, 'ar-EG')).not.toMatch(/[0-9∞]/);
  });

  it('refuse to write past 10^300 exactly rather than write ∞', () => {
    expect(formatDecimal('9'.repeat(300), 'en', { grouping: false })).toBe('9'.repeat(300));
    expect(() => formatDecimal(wei400000, 'en')).toThrow(FormatError);
    expect(() => formatPercent(`1${'0'.repeat(400)}`, 'en')).toThrow(FormatError);
  });
});
