export { QUERY_KEY_ROOT, QUERY_STALE_TIMES } from './queryKeys.js';
export { nativeBalanceQueryKey, nativeBalanceQueryOptions } from './nativeBalanceQueryOptions.js';
