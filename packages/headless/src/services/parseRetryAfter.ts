/** An HTTP date as RFC 9110 allows it: IMF-fixdate, RFC 850 or asctime; each names a month and a time of day. */
const HTTP_DATE = /^[A-Za-z]{3,9},? [\d\sA-Za-z-]+ \d{2}:\d{2}:\d{2}( GMT| \d{4})$/;

/**
 * Reads a Retry-After header (delay seconds or an HTTP date) as milliseconds from `now`; undefined when absent or
 * unreadable (a sign, a word, a unit), never negative. An absurd delay is returned as it is:
 * each caller caps the wait it honours.
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | undefined {
  if (header === null || header === undefined) return undefined;
  const value = header.trim();
  if (value === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  if (!HTTP_DATE.test(value)) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
