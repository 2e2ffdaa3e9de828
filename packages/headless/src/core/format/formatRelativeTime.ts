import { toTime } from './formatDate.js';
import type { DateInput } from './formatDate.js';
import { checkLocale, numberFormat, relativeTimeFormat } from './intlCache.js';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** How long ago `then` was in the largest unit that fits, in whole units rounded down; the future counts as now. */
function elapsedParts(then: number, now: number): { value: number; unit: Unit } {
  // A time in the future (a skewed clock) counts as now.
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return { value: Math.floor(elapsed / SECOND), unit: 'second' };
  if (elapsed < HOUR) return { value: Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { value: Math.floor(elapsed / HOUR), unit: 'hour' };
  if (elapsed < MONTH) return { value: Math.floor(elapsed / DAY), unit: 'day' };
  if (elapsed < YEAR) return { value: Math.floor(elapsed / MONTH), unit: 'month' };
  return { value: Math.floor(elapsed / YEAR), unit: 'year' };
}

/** The specification's short units, which English keeps. */
const ENGLISH_UNITS: Readonly<Record<Unit, string>> = { second: 'sec', minute: 'min', hour: 'hr', day: 'd', month: 'mo', year: 'yr' };

function isEnglish(locale: string): boolean {
  return locale.split('-')[0]?.toLowerCase() === 'en';
}

/**
 * How long ago a time was, in short units: English keeps the specification's (`now`, `12 sec ago`, `5 min ago`,
 * `3 hr ago`, `2 d ago`, `4 mo ago`, `1 yr ago`); other languages take Intl's short style (`vor 5 Min.`,
 * `il y a 3 h`, `5 分前`). The unit is the largest that fits, counted in whole units rounded down (a month is
 * 30 days, a year 365); under a second, or in the future (a skewed clock), is now. Throws a FormatError for an
 * invalid date or a bad language tag.
 */
export function formatRelativeTime(then: DateInput, now: DateInput, locale: string): string {
  checkLocale(locale);
  const { value, unit } = elapsedParts(toTime(then, 'formatRelativeTime'), toTime(now, 'formatRelativeTime'));
  if (isEnglish(locale)) {
    return value === 0 && unit === 'second' ? 'now' : `${numberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ${ENGLISH_UNITS[unit]} ago`;
  }
  if (value === 0 && unit === 'second') return relativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  const short = relativeTimeFormat(locale, { style: 'short', numeric: 'always' });
  const text = short.format(-value, unit);
  // Some locales' short data words a few past values as future ones (Arabic months); their long style does not.
  return text === short.format(value, unit) ? relativeTimeFormat(locale, { style: 'long', numeric: 'always' }).format(-value, unit) : text;
}
