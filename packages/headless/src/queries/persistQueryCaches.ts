import type { QueryClient } from '@tanstack/query-core';
import * as z from '../core/validation/lite.js';
import { identitySchema, reverseNamesSchema, tokenBalanceSchema } from '../services/blockchainApiSchemas.js';
import { localStorageBackend } from '../core/index.js';
import type { ConnectConfig } from '../core/index.js';
import { createConnectStorage } from '../core/storage/createConnectStorage.js';
import type { ConnectStorage } from '../core/storage/createConnectStorage.js';
import type { StorageKey } from '../core/storage/storageKeys.js';
import { QUERY_KEY_ROOT, QUERY_STALE_TIMES } from './queryKeys.js';

const nativeBalanceSchema = z.object({
  value: z.bigint(),
  decimals: z.int().check(z.nonnegative()),
  symbol: z.string(),
  formatted: z.string(),
});

/**
 * Which query kinds are kept in which browser-storage cache, for how long, and the shape their data must
 * have to be put back: storage can hold anything, and a component must never receive what its query could not
 * have returned.
 */
const CACHES: Readonly<Record<string, { key: StorageKey; maxAge: number; data: z.Schema<unknown> }>> = {
  nativeBalance: { key: 'nativeBalanceCache', maxAge: QUERY_STALE_TIMES.nativeBalance, data: nativeBalanceSchema },
  portfolio: { key: 'portfolioCache', maxAge: QUERY_STALE_TIMES.portfolio, data: z.array(tokenBalanceSchema) },
  identity: { key: 'identityCache', maxAge: QUERY_STALE_TIMES.identity, data: identitySchema },
  names: { key: 'nameCache', maxAge: QUERY_STALE_TIMES.names, data: reverseNamesSchema },
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
 * Where the caches live: the config's storage, unless it is a small one (cookies), in which case the browser's
 * localStorage; none on a server.
 */
function cacheStorage(config: ConnectConfig): ConnectStorage | undefined {
  if (!config.storage.backend.small) return config.storage;
  if (typeof window === 'undefined') return undefined;
  return createConnectStorage(localStorageBackend());
}

/**
 * Keeps balances, portfolio, identity and names in the config's browser storage for as long as each may be
 * shown, and puts the fresh ones back into the QueryClient. Returns a stop function.
 */
export function persistQueryCaches(queryClient: QueryClient, config: ConnectConfig): () => void {
  const { clock } = config;
  const storage = cacheStorage(config);
  if (!storage) return () => {};
  for (const [kind, { key, maxAge, data }] of Object.entries(CACHES)) {
    const record = storage.get(key as CacheKey) ?? {};
    for (const [hash, entry] of Object.entries(record)) {
      if (clock.now() - entry.timestamp >= maxAge) continue;
      try {
        const queryKey: unknown = JSON.parse(hash);
        if (!Array.isArray(queryKey) || queryKey[0] !== QUERY_KEY_ROOT || queryKey[1] !== kind) continue;
        if (entry.timestamp > clock.now()) continue;
        if ((queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > entry.timestamp) continue;
        const parsed = data.safeParse(decode(entry.data));
        if (!parsed.success) continue;
        queryClient.setQueryData(queryKey, parsed.data, { updatedAt: entry.timestamp });
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
