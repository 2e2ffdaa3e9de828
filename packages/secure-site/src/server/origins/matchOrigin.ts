import { isOriginAllowed as matchesAllowList } from '@connect-modal/headless/core';

/**
 * True when `origin` equals an allow-list entry or matches one whose `*` stands for one or more characters other
 * than `/` (SPEC section 5), by the same rule the page and the frame apply (headless core's `isOriginAllowed`). An
 * opaque origin (`null`: a sandboxed or data: document) is never a parent the site serves.
 */
export function isOriginAllowed(origin: unknown, allowList: readonly string[]): boolean {
  return origin !== 'null' && matchesAllowList(origin, allowList);
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
