import { describe, expect, it } from 'vitest';
import { isBelowSmallest, parseDecimal, smallestText } from './decimal.js';
import { FormatError } from './FormatError.js';

describe('parseDecimal', () => {
  it('reads decimal strings exactly, keeping the fraction digits as written', () => {
    expect(parseDecimal('7500.00', 'test')).toEqual({ negative: false, whole: '7500', fraction: '00', text: '7500.00' });
    expect(parseDecimal(' .5 ', 'test')).toEqual({ negative: false, whole: '0', fraction: '5', text: '0.5' });
    expect(parseDecimal('-0012.340', 'test')).toEqual({ negative: true, whole: '12', fraction: '340', text: '-12.340' });
    expect(parseDecimal('+3.', 'test').text).toBe('3');
    expect(parseDecimal('123456789012345678.123456789012345678', 'test').text).toBe('123456789012345678.123456789012345678');
  });

  it('moves the point by an exponent without floating point', () => {
    expect(parseDecimal('1e-7', 'test').text).toBe('0.0000001');
    expect(parseDecimal('1.5E3', 'test').text).toBe('1500');
    expect(parseDecimal('12.345e1', 'test').text).toBe('123.45');
    expect(parseDecimal('0.5e-2', 'test').text).toBe('0.005');
    expect(parseDecimal(1e21, 'test').text).toBe('1000000000000000000000');
    expect(parseDecimal(1e-7, 'test').text).toBe('0.0000001');
  });

  it('treats minus zero as zero', () => {
    expect(parseDecimal('-0.000', 'test')).toEqual({ negative: false, whole: '0', fraction: '000', text: '0.000' });
  });

  it('refuses text that is not a decimal number, naming the caller and the value', () => {
    for (const bad of ['', '.', 'abc', '0x10', '1,5', '1.2.3', 'e5', 'Infinity', '1e9999', '1 000']) {
      expect(() => parseDecimal(bad, 'formatX')).toThrow(FormatError);
    }
    expect(() => parseDecimal('abc', 'formatX')).toThrow('formatX: "abc" is not a decimal number such as "1234.5"');
    expect(() => parseDecimal(Number.NaN, 'formatX')).toThrow('formatX: NaN is not a finite number');
    expect(() => parseDecimal(Number.POSITIVE_INFINITY, 'formatX')).toThrow('formatX: Infinity is not a finite number');
    expect(() => parseDecimal(undefined as unknown as string, 'formatX')).toThrow('formatX: undefined is not a decimal string');
    expect(() => parseDecimal('9'.repeat(60), 'formatX')).not.toThrow();
    expect(() => parseDecimal(`x${'9'.repeat(60)}`, 'formatX')).toThrow(/formatX: "x9{38}… is not/);
  });
});

describe('the smallest value shown', () => {
  it('is a positive value below 10^-digits', () => {
    expect(isBelowSmallest(parseDecimal('0.0009999', 't'), 3)).toBe(true);
    expect(isBelowSmallest(parseDecimal('0.001', 't'), 3)).toBe(false);
    expect(isBelowSmallest(parseDecimal('0', 't'), 3)).toBe(false);
    expect(isBelowSmallest(parseDecimal('-0.0001', 't'), 3)).toBe(false);
    expect(isBelowSmallest(parseDecimal('0.5', 't'), 0)).toBe(true);
    expect(isBelowSmallest(parseDecimal('1e-30', 't'), 20)).toBe(true);
    expect(smallestText(3)).toBe('0.001');
    expect(smallestText(0)).toBe('1');
  });
});
