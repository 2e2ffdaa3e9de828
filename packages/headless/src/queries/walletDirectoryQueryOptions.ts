import type { WalletPage } from '../services/walletDirectorySchemas.js';
import { WALLET_PAGE_SIZE } from '../services/createWalletDirectoryClient.js';
import type { ConnectConfig } from '../core/index.js';
import { getWalletDirectory } from '../services/getWalletDirectory.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** Entries fetched for a search. */
export const WALLET_SEARCH_ENTRIES = 100;
/** Wallets recommended on the Connect view. */
export const RECOMMENDED_WALLETS_COUNT = 4;
/** Shortest wait before a search is sent, so typing sends one request. */
export const WALLET_SEARCH_MIN_WAIT_MS = 300;
/** The directory changes rarely; a page is fresh for 5 minutes. */
const DIRECTORY_STALE_MS = 5 * 60_000;

function requestedChains(config: ConnectConfig): string[] {
  return config.options.networks.map((network) => network.caipNetworkId);
}

/** Infinite-query options for the wallet directory: pages of 40, or one search of up to 100 entries. */
export function walletDirectoryQueryOptions(config: ConnectConfig, params: { search?: string } = {}) {
  const search = params.search?.trim() ?? '';
  const chains = requestedChains(config);
  return {
    queryKey: [QUERY_KEY_ROOT, 'wallets', search, chains.join(',')] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal?: AbortSignal }): Promise<WalletPage> =>
      getWalletDirectory(config).getWallets({
        page: pageParam,
        entries: search ? WALLET_SEARCH_ENTRIES : WALLET_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(config.options.includeWalletIds.length > 0 ? { include: config.options.includeWalletIds } : {}),
        ...(config.options.excludeWalletIds.length > 0 ? { exclude: config.options.excludeWalletIds } : {}),
        chains,
        ...(signal ? { signal } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: (last: WalletPage, all: readonly WalletPage[], lastPage: number) => {
      if (search) return undefined;
      const loaded = all.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.count ? lastPage + 1 : undefined;
    },
    staleTime: DIRECTORY_STALE_MS,
    retry: false,
  } as const;
}

/** Query options for the recommended wallets (and the featured ones the app names, first). */
export function recommendedWalletsQueryOptions(config: ConnectConfig) {
  const featured = config.options.featuredWalletIds;
  const chains = requestedChains(config);
  return {
    queryKey: [QUERY_KEY_ROOT, 'recommendedWallets', featured.join(','), chains.join(',')] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }) => {
      const directory = getWalletDirectory(config);
      const base = { chains, ...(signal ? { signal } : {}) };
      const [featuredPage, recommendedPage] = await Promise.all([
        featured.length > 0 ? directory.getWallets({ ...base, page: 1, entries: featured.length, include: featured }) : undefined,
        directory.getWallets({
          ...base,
          page: 1,
          entries: RECOMMENDED_WALLETS_COUNT,
          ...(config.options.excludeWalletIds.length > 0 ? { exclude: config.options.excludeWalletIds } : {}),
        }),
      ]);
      // Featured wallets come in the app's order, then the recommended ones not already shown.
      const featuredWallets = featured.flatMap((id) => featuredPage?.data.filter((wallet) => wallet.id === id) ?? []);
      return {
        featured: featuredWallets,
        recommended: recommendedPage.data.filter((wallet) => !featured.includes(wallet.id)),
      };
    },
    staleTime: DIRECTORY_STALE_MS,
    retry: false,
  } as const;
}
