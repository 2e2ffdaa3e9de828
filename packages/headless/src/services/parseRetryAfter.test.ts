import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './parseRetryAfter.js';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('parseRetryAfter', () => {
  it('reads delay seconds and the three HTTP date forms', () => {
    expect(parseRetryAfter('3', NOW)).toBe(3_000);
    expect(parseRetryAfter(' 1.5 ', NOW)).toBe(1_500);
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:00:10 GMT', NOW)).toBe(10_000);
    expect(parseRetryAfter('Thursday, 01-Jan-26 12:01:00 GMT', NOW)).toBe(60_000);
    expect(parseRetryAfter('Thu Jan  1 12:00:05 2026', NOW)).toBe(5_000);
  });

  it('gives a past date as 0 and an absurd delay as it is, for the caller to cap', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2015 00:00:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('3600', NOW)).toBe(3_600_000);
    expect(parseRetryAfter(`1${'0'.repeat(400)}`, NOW)).toBe(Number.POSITIVE_INFINITY);
  });

  it('refuses what is neither: signs, words, units, empty text', () => {
    for (const value of ['-5', '+5', 'soon', '5s', '', '   ', '0x10', 'NaN', 'Infinity']) {
      expect({ value, parsed: parseRetryAfter(value, NOW) }).toEqual({ value, parsed: undefined });
    }
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
  });
});
