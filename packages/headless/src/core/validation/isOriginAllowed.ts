/** Origins longer than this are refused outright; real ones (scheme, 253-character host, port) are far shorter. */
export const MAX_ORIGIN_LENGTH = 2048;

// Scheme and host are case-insensitive; only ASCII is folded so that e.g. U+212A KELVIN SIGN never equals 'k'.
function canonical(origin: string): string {
  const schemeEnd = origin.indexOf('://');
  const hostStart = schemeEnd === -1 ? 0 : schemeEnd + 3;
  const found = origin.slice(hostStart).search(/[/?#]/);
  const hostEnd = found === -1 ? origin.length : hostStart + found;
  const lower = origin.slice(0, hostEnd).replace(/[A-Z]+/g, (run) => run.toLowerCase());
  return lower + origin.slice(hostEnd);
}

// Glob match: each `*` is one or more characters other than `/`, everything else is literal. Several wildcards run
// a set-of-states automaton rather than a generated RegExp: no escaping to get wrong and no backtracking blow-up
// (O(origin length × pattern length)).
function matchesWildcard(pattern: string, origin: string): boolean {
  const star = pattern.indexOf('*');
  if (star === pattern.lastIndexOf('*')) {
    // The usual single-wildcard entry: fixed prefix and suffix around a non-empty, slash-free middle.
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (origin.length <= prefix.length + suffix.length) return false;
    if (!origin.startsWith(prefix) || !origin.endsWith(suffix)) return false;
    return !origin.slice(prefix.length, origin.length - suffix.length).includes('/');
  }
  const size = pattern.length;
  // at[i]: the next pattern character to match is i. inStar[i]: the `*` at i has consumed at least one character.
  let at = new Uint8Array(size + 1);
  let inStar = new Uint8Array(size + 1);
  let nextAt = new Uint8Array(size + 1);
  let nextInStar = new Uint8Array(size + 1);
  at[0] = 1;
  // UTF-16 code units on both sides, so literals compare exactly as `===` on the strings would.
  for (let k = 0; k < origin.length; k += 1) {
    const char = origin[k];
    nextAt.fill(0);
    nextInStar.fill(0);
    let alive = false;
    for (let i = 0; i < size; i += 1) {
      const token = pattern[i];
      if (token === '*') {
        if (char !== '/' && (at[i] === 1 || inStar[i] === 1)) {
          nextInStar[i] = 1;
          // A satisfied wildcard may hand over to whatever follows it.
          nextAt[i + 1] = 1;
          alive = true;
        }
      } else if (at[i] === 1 && token === char) {
        nextAt[i + 1] = 1;
        alive = true;
      }
    }
    if (!alive) return false;
    [at, nextAt] = [nextAt, at];
    [inStar, nextInStar] = [nextInStar, inStar];
  }
  return at[size] === 1;
}

/** True when `origin` equals an entry or matches one whose `*` stands for one or more characters other than `/`. */
export function isOriginAllowed(origin: unknown, allowList: readonly string[]): boolean {
  // So `https://*.example.com` admits `https://app.example.com` but neither `https://example.com` nor
  // `https://evil.com/.example.com`. Scheme and host compare case-insensitively; never throws, since the
  // arguments often come straight from a message event.
  if (typeof origin !== 'string' || origin === '' || origin.length > MAX_ORIGIN_LENGTH) return false;
  const wanted = canonical(origin);
  try {
    if (!Array.isArray(allowList)) return false;
    for (const entry of allowList as readonly unknown[]) {
      if (typeof entry !== 'string' || entry === '' || entry.length > MAX_ORIGIN_LENGTH) continue;
      const allowed = canonical(entry);
      if (allowed === wanted) return true;
      if (allowed.includes('*') && matchesWildcard(allowed, wanted)) return true;
    }
  } catch {
    // A hostile list (revoked proxy, throwing iterator or getters) allows nothing.
  }
  return false;
}
