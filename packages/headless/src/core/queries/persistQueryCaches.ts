import type { QueryClient } from '@tanstack/query-core';
import type { ConnectConfig } from '../config/createConnectConfig.js';
import type { StorageKey } from '../storage/index.js';
import { QUERY_KEY_ROOT, QUERY_STALE_TIMES } from './queryKeys.js';

/** Which query kinds are kept in which browser-storage cache, and for how long. */
const CACHES: Readonly<Record<string, { key: StorageKey; maxAge: number }>> = {
  nativeBalance: { key: 'nativeBalanceCache', maxAge: QUERY_STALE_TIMES.nativeBalance },
  portfolio: { key: 'portfolioCache', maxAge: QUERY_STALE_TIMES.portfolio },
  balance: { key: 'balanceCache', maxAge: QUERY_STALE_TIMES.portfolio },
  identity: { key: 'identityCache', maxAge: QUERY_STALE_TIMES.identity },
  names: { key: 'nameCache', maxAge: QUERY_STALE_TIMES.names },
};

/** Most entries kept per cache. */
const MAX_ENTRIES = 50;

type CacheKey = 'nativeBalanceCache' | 'portfolioCache' | 'balanceCache' | 'identityCache' | 'nameCache';

function encode(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? { $bigint: item.toString() } : item)));
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Object.keys(record).length === 1 && typeof record.$bigint === 'string' && /^-?\d{1,80}$/.test(record.$bigint)) {
      return BigInt(record.$bigint);
    }
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decode(item)]));
  }
  return value;
}

/**
 * Keeps balances, portfolio, identity and names in the config's browser storage for as long as each may be
 * shown, and puts the fresh ones back into the QueryClient. Returns a stop function.
 */
export function persistQueryCaches(queryClient: QueryClient, config: ConnectConfig): () => void {
  const { storage, clock } = config;
  for (const { key, maxAge } of Object.values(CACHES)) {
    const record = storage.get(key as CacheKey) ?? {};
    for (const [hash, entry] of Object.entries(record)) {
      if (clock.now() - entry.timestamp >= maxAge) continue;
      try {
        const queryKey: unknown = JSON.parse(hash);
        if (!Array.isArray(queryKey) || queryKey[0] !== QUERY_KEY_ROOT) continue;
        if ((queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > entry.timestamp) continue;
        queryClient.setQueryData(queryKey, decode(entry.data), { updatedAt: entry.timestamp });
      } catch {
        // An entry that does not decode is skipped; it ages out with its cache.
      }
    }
  }
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const queryKey = event.query.queryKey;
    if (queryKey[0] !== QUERY_KEY_ROOT || typeof queryKey[1] !== 'string') return;
    const cache = CACHES[queryKey[1]];
    if (!cache) return;
    const now = clock.now();
    const current = storage.get(cache.key as CacheKey) ?? {};
    const kept = Object.entries(current).filter(([, entry]) => now - entry.timestamp < cache.maxAge);
    kept.push([JSON.stringify(queryKey), { timestamp: now, data: encode(event.query.state.data) }]);
    storage.set(cache.key as CacheKey, Object.fromEntries(kept.slice(-MAX_ENTRIES)));
  });
}
