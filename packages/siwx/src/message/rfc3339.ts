/** The RFC 3339 `date-time` that the time fields of a sign-in message hold. */

// date-time = full-date "T" full-time (section 5.6); "T" and "Z" may be lower case (ABNF strings are case-insensitive).
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Whether `text` is an RFC 3339 `date-time` naming a real instant: the grammar of section 5.6 with the ranges of
 * section 5.7 (month 01-12, the day within its month in the Gregorian calendar, hour 00-23, minute 00-59).
 *
 * A leap second (`:60`) is refused although RFC 3339 allows one: JavaScript's `Date` and every clock the
 * verification compares against cannot represent it (`Date.parse` gives `NaN`), so a message carrying one could
 * never be checked against a time. Seconds are 00-59.
 */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  const offsetHour = match[7] === undefined ? 0 : Number(match[7]);
  const offsetMinute = match[8] === undefined ? 0 : Number(match[8]);
  return offsetHour <= 23 && offsetMinute <= 59;
}
