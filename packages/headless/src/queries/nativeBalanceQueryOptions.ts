import type { CaipNetwork, ConnectConfig, NativeBalance } from '../core/index.js';
import { QUERY_KEY_ROOT, QUERY_STALE_TIMES } from './queryKeys.js';

/** Query key of a native balance. */
export function nativeBalanceQueryKey(caipNetworkId: string | undefined, address: string | undefined) {
  return [QUERY_KEY_ROOT, 'nativeBalance', caipNetworkId ?? null, address ?? null] as const;
}

/**
 * Query options for the native balance of `address` on `network` (stale after 30 s). The transport already
 * retries what is worth retrying, so the query itself does not.
 */
export function nativeBalanceQueryOptions(
  config: ConnectConfig,
  params: { address: string | undefined; network: CaipNetwork | undefined },
) {
  const { address, network } = params;
  return {
    queryKey: nativeBalanceQueryKey(network?.caipNetworkId, address),
    queryFn: (): Promise<NativeBalance> => {
      if (!address || !network) return Promise.reject(new Error('An address and a network are required'));
      return config._internal.getBalance(address, network);
    },
    enabled: Boolean(address && network),
    staleTime: QUERY_STALE_TIMES.nativeBalance,
    retry: false,
  } as const;
}
