import type { ConnectConfig } from '../core/index.js';
import { getDataServices } from '../services/getDataServices.js';
import { QUERY_KEY_ROOT, QUERY_STALE_TIMES } from './queryKeys.js';

/** Query key of an address's identity. */
export function identityQueryKey(caipNetworkId: string | undefined, address: string | undefined) {
  return [QUERY_KEY_ROOT, 'identity', caipNetworkId ?? null, address ?? null] as const;
}

/** Query options for an address's identity (name and avatar), stale after 5 minutes; eip155 only. */
export function identityQueryOptions(config: ConnectConfig, params: { address: string | undefined; caipNetworkId: string | undefined }) {
  const { address, caipNetworkId } = params;
  return {
    queryKey: identityQueryKey(caipNetworkId, address),
    queryFn: ({ signal }: { signal?: AbortSignal }) => {
      if (!address || !caipNetworkId) return Promise.reject(new Error('An address is required'));
      return getDataServices(config).api.fetchIdentity({ address, caipNetworkId, ...(signal ? { signal } : {}) });
    },
    enabled: Boolean(address && caipNetworkId?.startsWith('eip155:')),
    staleTime: QUERY_STALE_TIMES.identity,
    retry: false,
  } as const;
}

/** Query key of the names of an address. */
export function namesQueryKey(caipNetworkId: string | undefined, address: string | undefined) {
  return [QUERY_KEY_ROOT, 'names', caipNetworkId ?? null, address ?? null] as const;
}

/** Query options for the names pointing at an address, stale after 5 minutes; eip155 only. */
export function namesQueryOptions(config: ConnectConfig, params: { address: string | undefined; caipNetworkId: string | undefined }) {
  const { address, caipNetworkId } = params;
  return {
    queryKey: namesQueryKey(caipNetworkId, address),
    queryFn: ({ signal }: { signal?: AbortSignal }) => {
      if (!address || !caipNetworkId) return Promise.reject(new Error('An address is required'));
      return getDataServices(config).names.getNamesForAddress(address, { caipNetworkId, ...(signal ? { signal } : {}) });
    },
    enabled: Boolean(address && caipNetworkId?.startsWith('eip155:')),
    staleTime: QUERY_STALE_TIMES.names,
    retry: false,
  } as const;
}
