/** Longest origin (or allow-list entry) considered; anything longer is refused. */
export const MAX_ORIGIN_LENGTH = 2048;

// Scheme and host compare case-insensitively (ASCII only); the rest compares exactly.
function canonical(origin: string): string {
  const schemeEnd = origin.indexOf('://');
  const hostStart = schemeEnd === -1 ? 0 : schemeEnd + 3;
  const found = origin.slice(hostStart).search(/[/?#]/);
  const hostEnd = found === -1 ? origin.length : hostStart + found;
  return origin.slice(0, hostEnd).replace(/[A-Z]+/g, (run) => run.toLowerCase()) + origin.slice(hostEnd);
}

// Glob match where each `*` stands for one or more characters other than `/`: a set-of-states walk over the
// pattern (no generated RegExp, no backtracking blow-up on hostile input). at[i]: pattern position i is next;
// inStar[i]: the `*` at i has consumed at least one character.
function matchesWildcard(pattern: string, origin: string): boolean {
  const size = pattern.length;
  let at = new Uint8Array(size + 1);
  let inStar = new Uint8Array(size + 1);
  at[0] = 1;
  // UTF-16 code units on both sides, so literals compare exactly as `===` would.
  for (let k = 0; k < origin.length; k += 1) {
    const char = origin[k];
    const nextAt = new Uint8Array(size + 1);
    const nextInStar = new Uint8Array(size + 1);
    let alive = false;
    for (let i = 0; i < size; i += 1) {
      const token = pattern[i];
      if (token === '*') {
        if (char !== '/' && (at[i] === 1 || inStar[i] === 1)) {
          nextInStar[i] = 1;
          nextAt[i + 1] = 1;
          alive = true;
        }
      } else if (at[i] === 1 && token === char) {
        nextAt[i + 1] = 1;
        alive = true;
      }
    }
    if (!alive) return false;
    at = nextAt;
    inStar = nextInStar;
  }
  return at[size] === 1;
}

/**
 * True when `origin` equals an allow-list entry or matches one whose `*` stands for one or more characters other
 * than `/` (SPEC section 5: exact match or match with '*' wildcards). So `https://*.example.com` admits
 * `https://app.example.com` but neither `https://example.com` nor `https://evil.com/.example.com`.
 */
export function isOriginAllowed(origin: unknown, allowList: readonly string[]): boolean {
  if (typeof origin !== 'string' || origin === '' || origin === 'null' || origin.length > MAX_ORIGIN_LENGTH) return false;
  const wanted = canonical(origin);
  for (const entry of allowList) {
    if (typeof entry !== 'string' || entry === '' || entry.length > MAX_ORIGIN_LENGTH) continue;
    const allowed = canonical(entry);
    if (allowed === wanted) return true;
    if (allowed.includes('*') && matchesWildcard(allowed, wanted)) return true;
  }
  return false;
}

/**
 * The allow-list entries that are valid CSP `frame-ancestors` sources (scheme, host with an optional leading
 * `*.` label, optional port or `:*`), space separated, or `'none'` when there are none. Entries with a wildcard
 * elsewhere cannot be written in CSP; they are left out here (the browser then refuses those parents) while the
 * API's origin check still applies to every entry.
 */
export function frameAncestors(allowList: readonly string[]): string {
  const sources = allowList.filter((entry) => /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i.test(entry));
  return sources.length ? [...new Set(sources)].join(' ') : "'none'";
}
