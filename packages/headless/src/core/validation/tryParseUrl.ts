/** Parses `url` with `new URL`, giving undefined instead of throwing. */
export function tryParseUrl(url: string): URL | undefined {
  // URL.canParse rejects garbage without building an exception; older browsers lack it and take the catch path.
  if (typeof URL.canParse === 'function' && !URL.canParse(url)) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
