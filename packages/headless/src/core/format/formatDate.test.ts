import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthTitle } from './formatDate.js';
import { FormatError } from './FormatError.js';
import { numberShape } from './testShapes.js';

const JUNE_15 = Date.UTC(2025, 5, 15, 14, 30);
const NOW = Date.UTC(2025, 10, 2, 9, 0);

describe('formatDate', () => {
  it('writes the medium date, with the time when asked', () => {
    expect(formatDate(JUNE_15, 'en', { timeZone: 'UTC' })).toBe('Jun 15, 2025');
    expect(formatDate(new Date(JUNE_15), 'en', { timeZone: 'UTC', time: true })).toMatch(/^Jun 15, 2025, 2:30\sPM$/);
    expect(formatDate(JUNE_15, 'en', { timeZone: 'Asia/Tokyo', time: true })).toMatch(/^Jun 15, 2025, 11:30\sPM$/);
    expect(formatDate(JUNE_15, 'de', { timeZone: 'UTC' })).toBe('15.06.2025');
    expect(formatDate(JUNE_15, 'de', { timeZone: 'UTC', time: true })).toBe('15.06.2025, 14:30');
    expect(formatDate(JUNE_15, 'fr', { timeZone: 'UTC' })).toBe('15 juin 2025');
    expect(formatDate(JUNE_15, 'ja', { timeZone: 'UTC' })).toBe('2025/06/15');
    expect(formatDate(JUNE_15, 'hi', { timeZone: 'UTC' })).toBe('15 जून 2025');
  });

  it('writes Arabic dates in the locale\'s digits', () => {
    for (const locale of ['ar', 'ar-EG']) {
      const text = formatDate(JUNE_15, locale, { timeZone: 'UTC' });
      expect(text).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(JUNE_15));
      expect(text).toContain(numberShape(locale).write('2025'));
    }
  });

  it('refuses an invalid date and an unknown time zone', () => {
    expect(() => formatDate(new Date('nope'), 'en')).toThrow('formatDate: "Invalid Date" is not a valid date');
    expect(() => formatDate(Number.NaN, 'en')).toThrow(FormatError);
    expect(() => formatDate(JUNE_15, 'en', { timeZone: 'Mars/Olympus' })).toThrow('formatDate: "Mars/Olympus" is not a time zone such as "UTC" or "Europe/Berlin"');
    expect(() => formatDate(JUNE_15, 'x y')).toThrow('"x y" is not a language tag such as "de" or "pt-BR"');
  });
});

describe('formatMonthTitle (the Activity rule)', () => {
  it('writes the month name alone in the current year, otherwise month and year', () => {
    expect(formatMonthTitle(JUNE_15, NOW, 'en')).toBe('June');
    expect(formatMonthTitle(Date.UTC(2024, 2, 1), NOW, 'en')).toBe('March 2024');
    expect(formatMonthTitle(JUNE_15, NOW, 'de')).toBe('Juni');
    expect(formatMonthTitle(Date.UTC(2024, 2, 1), NOW, 'de')).toBe('März 2024');
    expect(formatMonthTitle(JUNE_15, NOW, 'fr')).toBe('juin');
    expect(formatMonthTitle(Date.UTC(2024, 2, 1), NOW, 'fr')).toBe('mars 2024');
    expect(formatMonthTitle(JUNE_15, NOW, 'ja')).toBe('6月');
    expect(formatMonthTitle(Date.UTC(2024, 2, 1), NOW, 'ja')).toBe('2024年3月');
    expect(formatMonthTitle(JUNE_15, NOW, 'hi')).toBe('जून');
    expect(formatMonthTitle(Date.UTC(2024, 2, 1), NOW, 'hi')).toBe('मार्च 2024');
  });

  it('writes Arabic month names, with the year in the locale\'s digits', () => {
    for (const locale of ['ar', 'ar-EG']) {
      expect(formatMonthTitle(JUNE_15, NOW, locale)).toBe(new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(JUNE_15));
      const older = formatMonthTitle(Date.UTC(2024, 2, 1), NOW, locale);
      expect(older).toContain(numberShape(locale).write('2024'));
      expect(older).toContain(formatMonthTitle(Date.UTC(2025, 2, 1), NOW, locale));
    }
  });

  it('reads months and years in UTC, as the history groups them', () => {
    // 23:30 UTC on 31 December 2024 is 2025 east of UTC, but its group is December 2024.
    expect(formatMonthTitle(Date.UTC(2024, 11, 31, 23, 30), NOW, 'en')).toBe('December 2024');
    expect(formatMonthTitle(Date.UTC(2025, 0, 1, 0, 30), Date.UTC(2024, 11, 31, 23, 0), 'en')).toBe('January 2025');
    expect(formatMonthTitle(new Date(JUNE_15), new Date(NOW), 'en')).toBe('June');
  });

  it('refuses invalid dates', () => {
    expect(() => formatMonthTitle(Number.NaN, NOW, 'en')).toThrow('formatMonthTitle: NaN is not a valid date');
    expect(() => formatMonthTitle(JUNE_15, new Date('x'), 'en')).toThrow(FormatError);
  });
});
