import { FormatError, shownValue } from './FormatError.js';
import { dateTimeFormat } from './intlCache.js';

/** A point in time: a Date, or milliseconds since the epoch (as `Date.now()` and `Date.parse()` give). */
export type DateInput = Date | number;

/** Milliseconds of a date input; a FormatError for an invalid date or a non-finite number. */
export function toTime(date: DateInput, where: string): number {
  const time = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Number.NaN;
  if (!Number.isFinite(time)) throw new FormatError(`${where}: ${shownValue(date instanceof Date ? 'Invalid Date' : date)} is not a valid date`);
  return time;
}

/**
 * A date in a locale's medium form (`Jun 15, 2025` in `en`, `15.06.2025` in `de`, `2025/06/15` in `ja`), with
 * the time too when `time` is true (`Jun 15, 2025, 2:30 PM`). `timeZone` is an IANA zone (`'UTC'`,
 * `'Europe/Berlin'`); the runtime's own zone by default. Throws a FormatError for an invalid date.
 */
export function formatDate(date: DateInput, locale: string, options: { time?: boolean; timeZone?: string } = {}): string {
  const time = toTime(date, 'formatDate');
  const formatOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', ...(options.time ? { timeStyle: 'short' } : {}) };
  if (options.timeZone !== undefined) formatOptions.timeZone = options.timeZone;
  try {
    return dateTimeFormat(locale, formatOptions).format(time);
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError(`formatDate: ${shownValue(options.timeZone)} is not a time zone such as "UTC" or "Europe/Berlin"`);
  }
}

/**
 * The title of a month of activity (the specification's rule): the month name alone when it is in the same year
 * as `now`, otherwise month and year. `June` and `June 2024` in `en`, `Juni 2024` in `de`, `6月` and `2024年6月`
 * in `ja`. Months and years are read in UTC, as the history groups transactions. Throws a FormatError for an
 * invalid date.
 */
export function formatMonthTitle(date: DateInput, now: DateInput, locale: string): string {
  const time = new Date(toTime(date, 'formatMonthTitle'));
  const current = new Date(toTime(now, 'formatMonthTitle'));
  const sameYear = time.getUTCFullYear() === current.getUTCFullYear();
  const options: Intl.DateTimeFormatOptions = sameYear ? { month: 'long', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(time);
}
