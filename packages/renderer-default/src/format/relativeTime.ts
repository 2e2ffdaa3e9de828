import { en } from '../messages/en.js';

/** Short units of relative times. */
export type RelativeTimeUnit = 'sec' | 'min' | 'hr' | 'd' | 'mo' | 'yr';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** How long ago `then` was, in the largest short unit that fits (whole units, rounded down). */
export function relativeTimeParts(then: number, now: number): { value: number; unit: RelativeTimeUnit } {
  // A time in the future (a skewed clock) counts as now.
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return { value: Math.floor(elapsed / SECOND), unit: 'sec' };
  if (elapsed < HOUR) return { value: Math.floor(elapsed / MINUTE), unit: 'min' };
  if (elapsed < DAY) return { value: Math.floor(elapsed / HOUR), unit: 'hr' };
  if (elapsed < MONTH) return { value: Math.floor(elapsed / DAY), unit: 'd' };
  if (elapsed < YEAR) return { value: Math.floor(elapsed / MONTH), unit: 'mo' };
  return { value: Math.floor(elapsed / YEAR), unit: 'yr' };
}

/** Texts a relative time is written with. */
export interface RelativeTimeTexts {
  now: string;
  /** With `{value}` and `{unit}` placeholders. */
  ago: string;
  units: Readonly<Record<RelativeTimeUnit, string>>;
}

const ENGLISH: RelativeTimeTexts = {
  now: en['time.now'],
  ago: en['time.ago'],
  units: { sec: en['time.sec'], min: en['time.min'], hr: en['time.hr'], d: en['time.d'], mo: en['time.mo'], yr: en['time.yr'] },
};

/** A relative time with short units: `now`, `12 sec ago`, `5 min ago`, `3 hr ago`, `2 d ago`, `4 mo ago`, `1 yr ago`. */
export function formatRelativeTime(then: number, now: number, texts: RelativeTimeTexts = ENGLISH): string {
  const { value, unit } = relativeTimeParts(then, now);
  if (unit === 'sec' && value < 1) return texts.now;
  return texts.ago.replace('{value}', String(value)).replace('{unit}', texts.units[unit]);
}
