import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { getDataServices } from '../services/getDataServices.js';
import type { AccountNft } from '../services/nftSchemas.js';
import { QUERY_KEY_ROOT, QUERY_STALE_TIMES } from './queryKeys.js';

/** One page of NFTs as the hooks see it: spam and other networks' NFTs already left out. */
export interface NftsPageResult {
  readonly nfts: readonly AccountNft[];
  /** Cursor of the next page; undefined on the last page. */
  readonly next: string | undefined;
}

/** Query key of an address's NFTs on a network. */
export function nftsQueryKey(caipNetworkId: string | undefined, address: string | undefined) {
  return [QUERY_KEY_ROOT, 'nfts', caipNetworkId ?? null, address ?? null] as const;
}

/** Whether the service flags an NFT as spam (`nft_info.flags.is_spam`, as in history transfers). */
export function isSpamNft(nft: AccountNft): boolean {
  return nft.nft_info.flags?.is_spam === true;
}

/**
 * One page of an address's NFTs on a network, without the ones flagged as spam and without any of another
 * network. A failure rejects with the service's error.
 */
export async function fetchNftsPage(
  config: ConnectConfig,
  params: { address: string; network: CaipNetwork; cursor: string | undefined; signal?: AbortSignal },
): Promise<NftsPageResult> {
  const { address, network, cursor, signal } = params;
  const page = await getDataServices(config).nfts.fetchNfts({
    account: address,
    chainId: network.caipNetworkId,
    ...(cursor ? { cursor } : {}),
    ...(signal ? { signal } : {}),
  });
  const nfts = page.data.filter((nft) => (nft.chain == null || nft.chain === network.caipNetworkId) && !isSpamNft(nft));
  return { nfts, next: page.next ?? undefined };
}

/** Infinite-query options for an address's NFTs (cursor paging, stale after 30 s like the portfolio). EVM only. */
export function nftsQueryOptions(config: ConnectConfig, params: { address: string | undefined; network: CaipNetwork | undefined }) {
  const { address, network } = params;
  return {
    queryKey: nftsQueryKey(network?.caipNetworkId, address),
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal?: AbortSignal }): Promise<NftsPageResult> => {
      if (!address || !network) return Promise.reject(new Error('NFTs need an account address and a network'));
      return fetchNftsPage(config, { address, network, cursor: pageParam, ...(signal ? { signal } : {}) });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NftsPageResult) => last.next,
    enabled: Boolean(address && network && network.chainNamespace === 'eip155'),
    staleTime: QUERY_STALE_TIMES.portfolio,
    retry: false,
  } as const;
}
