import { describe, expect, it } from 'vitest';
import { FormatError } from './FormatError.js';
import { formatRelativeTime } from './formatRelativeTime.js';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const SEC = 1000;
const MIN = 60 * SEC;
const HR = 60 * MIN;
const DAY = 24 * HR;

const short = (locale: string) => new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' });

describe('formatRelativeTime in English (the specification\'s short units)', () => {
  it('uses the largest short unit that fits, rounded down', () => {
    const cases: [number, string][] = [
      [0, 'now'],
      [500, 'now'],
      [12 * SEC, '12 sec ago'],
      [59 * SEC, '59 sec ago'],
      [60 * SEC, '1 min ago'],
      [59 * MIN + 59 * SEC, '59 min ago'],
      [3 * HR, '3 hr ago'],
      [23 * HR + 59 * MIN, '23 hr ago'],
      [2 * DAY, '2 d ago'],
      [29 * DAY, '29 d ago'],
      [30 * DAY, '1 mo ago'],
      [364 * DAY, '12 mo ago'],
      [365 * DAY, '1 yr ago'],
      [3 * 365 * DAY + DAY, '3 yr ago'],
    ];
    for (const [elapsed, text] of cases) {
      expect(formatRelativeTime(NOW - elapsed, NOW, 'en')).toBe(text);
      expect(formatRelativeTime(new Date(NOW - elapsed), new Date(NOW), 'en-GB')).toBe(text);
    }
  });

  it('treats a time in the future as now', () => {
    expect(formatRelativeTime(NOW + 5 * MIN, NOW, 'en')).toBe('now');
  });
});

describe('formatRelativeTime per locale', () => {
  it('writes German, French, Japanese and Hindi short units', () => {
    expect(formatRelativeTime(NOW - 5 * MIN, NOW, 'de')).toBe('vor 5 Min.');
    expect(formatRelativeTime(NOW - 3 * HR, NOW, 'de')).toBe('vor 3 Std.');
    expect(formatRelativeTime(NOW, NOW, 'de')).toBe('jetzt');
    expect(formatRelativeTime(NOW - 3 * HR, NOW, 'fr')).toMatch(/^il y a 3\sh$/);
    expect(formatRelativeTime(NOW, NOW, 'fr')).toBe('maintenant');
    expect(formatRelativeTime(NOW - 5 * MIN, NOW, 'ja')).toBe('5 分前');
    expect(formatRelativeTime(NOW - 2 * DAY, NOW, 'ja')).toBe('2 日前');
    expect(formatRelativeTime(NOW, NOW, 'ja')).toBe('今');
    expect(formatRelativeTime(NOW - 5 * MIN, NOW, 'hi')).toBe(short('hi').format(-5, 'minute'));
    expect(formatRelativeTime(NOW - 5 * MIN, NOW, 'hi')).toContain('पहले');
  });

  it('counts whole units in every locale, never words like "yesterday"', () => {
    for (const locale of ['de', 'fr', 'ja', 'hi']) {
      expect(formatRelativeTime(NOW - DAY, NOW, locale)).toBe(short(locale).format(-1, 'day'));
      expect(formatRelativeTime(NOW - 2 * DAY, NOW, locale)).toBe(short(locale).format(-2, 'day'));
      expect(formatRelativeTime(NOW - 400 * DAY, NOW, locale)).toBe(short(locale).format(-1, 'year'));
      expect(formatRelativeTime(NOW + DAY, NOW, locale)).toBe(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second'));
    }
    expect(formatRelativeTime(NOW - DAY, NOW, 'de')).toBe('vor 1 Tag');
  });

  it('writes Arabic past times in the past, whatever slips the short data has', () => {
    const long = new Intl.RelativeTimeFormat('ar', { style: 'long', numeric: 'always' });
    const future = new Intl.RelativeTimeFormat('ar', { style: 'long', numeric: 'always' }).format(4, 'month');
    for (let months = 1; months <= 12; months += 1) {
      const text = formatRelativeTime(NOW - months * 30 * DAY, NOW, 'ar');
      expect(text).not.toBe(short('ar').format(months, 'month'));
      expect([short('ar').format(-months, 'month'), long.format(-months, 'month')]).toContain(text);
    }
    expect(formatRelativeTime(NOW - 4 * 30 * DAY, NOW, 'ar')).not.toBe(future);
    expect(formatRelativeTime(NOW - 5 * MIN, NOW, 'ar')).toBe(short('ar').format(-5, 'minute'));
    expect(formatRelativeTime(NOW, NOW, 'ar')).toBe(new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(0, 'second'));
  });

  it('refuses invalid dates and bad language tags', () => {
    expect(() => formatRelativeTime(Number.NaN, NOW, 'en')).toThrow('formatRelativeTime: NaN is not a valid date');
    expect(() => formatRelativeTime(NOW, new Date('x'), 'de')).toThrow(FormatError);
    expect(() => formatRelativeTime(NOW, NOW, 'en_US')).toThrow('"en_US" is not a language tag such as "de" or "pt-BR"');
  });
});
