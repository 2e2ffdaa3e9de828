/** Root of every query key of the product, so a host app's keys never collide with ours. */
export const QUERY_KEY_ROOT = 'connect-modal' as const;

/** Cache lifetimes of the specification. */
export const QUERY_STALE_TIMES = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  names: 5 * 60_000,
  identity: 5 * 60_000,
} as const;
