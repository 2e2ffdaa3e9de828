import { formatUnits, numberToHex } from 'viem';
import type { TokenBalance } from '../services/blockchainApiSchemas.js';
import { parseWalletAssets } from '../services/walletAssetsSchema.js';
import { ConnectError, ErrorMessages } from '../core/index.js';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { getDataServices } from '../services/getDataServices.js';
import { QUERY_KEY_ROOT, QUERY_STALE_TIMES } from './queryKeys.js';
import type { ConnectQueryMeta } from './watchQueryErrors.js';

/** Code of the error an attempt within the retry gap rejects with. */
export const TOKEN_BALANCE_RETRY_GAP = 'TOKEN_BALANCE_RETRY_GAP';

/** After a failed token-balance fetch, the next attempt waits this long. */
export const TOKEN_BALANCE_RETRY_GAP_MS = 30_000;

/** Query key of an address's token balances on a network. */
export function tokenBalancesQueryKey(caipNetworkId: string | undefined, address: string | undefined) {
  return [QUERY_KEY_ROOT, 'portfolio', caipNetworkId ?? null, address ?? null] as const;
}

function readObject(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Token balances from the wallet itself, when it reports asset discovery for the chain (EIP-7811). */
async function fromAssetDiscovery(config: ConnectConfig, address: string, network: CaipNetwork): Promise<TokenBalance[] | undefined> {
  if (network.chainNamespace !== 'eip155') return undefined;
  const hexChainId = numberToHex(Number(network.id));
  try {
    const capabilities = await config._internal.requestWallet('eip155', { method: 'wallet_getCapabilities', params: [address, [hexChainId]] });
    const supported = readObject(readObject(readObject(capabilities, hexChainId), 'assetDiscovery'), 'supported');
    if (supported !== true) return undefined;
    const answer = await config._internal.requestWallet('eip155', {
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [hexChainId] }],
    });
    const assets = parseWalletAssets(answer)?.[hexChainId];
    if (!assets) return undefined;
    return assets.map((asset) => {
      const numeric = formatUnits(BigInt(asset.balance === '0x' ? 0 : asset.balance), asset.metadata.decimals);
      return {
        ...(asset.type === 'NATIVE' ? {} : { address: `${network.caipNetworkId}:${asset.address}` }),
        symbol: asset.metadata.symbol,
        name: asset.metadata.name,
        chainId: network.caipNetworkId,
        quantity: { numeric, decimals: String(asset.metadata.decimals) },
        price: asset.metadata.price ?? 0,
        value: asset.metadata.value ?? (asset.metadata.price ?? 0) * Number(numeric),
        iconUrl: asset.metadata.iconUrl ?? '',
      };
    });
  } catch {
    // A wallet that cannot answer leaves the balance service to answer.
    return undefined;
  }
}

/**
 * Token balances of an address on a network: from the wallet when it supports asset discovery for the
 * chain and answers in the valid shape, else from the balance service. Tokens whose decimals quantity is
 * '0' are dropped. A failure rejects (the query's meta has the query-cache watcher show 'Token Balance Unavailable') and blocks new attempts for 30 s.
 */
export async function fetchTokenBalances(
  config: ConnectConfig,
  params: { address: string; network: CaipNetwork; signal?: AbortSignal },
): Promise<TokenBalance[]> {
  const { address, network, signal } = params;
  const services = getDataServices(config);
  const key = `${network.caipNetworkId}:${address}`;
  const lastFailure = services.balanceFailures.get(key);
  if (lastFailure !== undefined && config.clock.now() - lastFailure < TOKEN_BALANCE_RETRY_GAP_MS) {
    // Within the gap nothing is asked and nothing is shown again: the failure was already reported.
    throw new ConnectError(TOKEN_BALANCE_RETRY_GAP, ErrorMessages.TOKEN_BALANCE_UNAVAILABLE);
  }
  try {
    const balances =
      (await fromAssetDiscovery(config, address, network)) ??
      (await services.api.getBalances({ address, chainId: network.caipNetworkId, currency: 'usd', ...(signal ? { signal } : {}) })).balances;
    services.balanceFailures.delete(key);
    return balances.filter((balance) => balance.quantity.decimals !== '0');
  } catch (error) {
    if (signal?.aborted) throw error;
    services.balanceFailures.set(key, config.clock.now());
    throw new ConnectError('TOKEN_BALANCE_UNAVAILABLE', ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, { cause: error });
  }
}

/** Query options for token balances (stale after 30 s; the retry gap replaces query retries). */
export function tokenBalancesQueryOptions(
  config: ConnectConfig,
  params: { address: string | undefined; network: CaipNetwork | undefined },
) {
  const { address, network } = params;
  return {
    queryKey: tokenBalancesQueryKey(network?.caipNetworkId, address),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<TokenBalance[]> => {
      if (!address || !network) return Promise.reject(new Error('An address and a network are required'));
      return fetchTokenBalances(config, { address, network, ...(signal ? { signal } : {}) });
    },
    enabled: Boolean(address && network && network.chainNamespace !== 'bip122'),
    staleTime: QUERY_STALE_TIMES.portfolio,
    retry: false,
    meta: { errorToast: ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, errorToastCode: 'TOKEN_BALANCE_UNAVAILABLE', quietCodes: [TOKEN_BALANCE_RETRY_GAP] } satisfies ConnectQueryMeta,
  } as const;
}
