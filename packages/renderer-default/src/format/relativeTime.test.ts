import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeParts } from './relativeTime.js';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const SEC = 1000;
const MIN = 60 * SEC;
const HR = 60 * MIN;
const DAY = 24 * HR;

describe('relative time', () => {
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
    for (const [elapsed, text] of cases) expect(formatRelativeTime(NOW - elapsed, NOW)).toBe(text);
  });

  it('treats a time in the future as now', () => {
    expect(relativeTimeParts(NOW + 5 * MIN, NOW)).toEqual({ value: 0, unit: 'sec' });
    expect(formatRelativeTime(NOW + 5 * MIN, NOW)).toBe('now');
  });

  it('takes the texts of another locale', () => {
    const texts = { now: 'jetzt', ago: 'vor {value} {unit}', units: { sec: 'Sek.', min: 'Min.', hr: 'Std.', d: 'T.', mo: 'Mon.', yr: 'J.' } };
    expect(formatRelativeTime(NOW - 5 * MIN, NOW, texts)).toBe('vor 5 Min.');
  });
});
