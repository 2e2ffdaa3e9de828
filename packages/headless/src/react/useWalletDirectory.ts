'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ConnectConfig } from '../core/index.js';
import { WALLET_SEARCH_MIN_WAIT_MS, walletDirectoryQueryOptions } from '../queries/walletDirectoryQueryOptions.js';
import { filterWallets } from '../services/filterWallets.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useConnectors } from './useConnectors.js';
import { useShownElsewhere } from './useShownElsewhere.js';

type DirectoryPage = Awaited<ReturnType<ReturnType<typeof walletDirectoryQueryOptions>['queryFn']>>;

/** Parameters of useWalletDirectory. */
export interface UseWalletDirectoryParameters<config extends ConnectConfig = ConnectConfig> extends ConfigParameter<config> {
  /** Search text; sent once typing pauses for 300 ms. */
  readonly search?: string | undefined;
  readonly query?: { readonly enabled?: boolean } | undefined;
}

/** The directory query, with the wallets to show. */
export type UseWalletDirectoryReturnType = UseInfiniteQueryResult<InfiniteData<DirectoryPage, unknown>, Error> & {
  readonly wallets: DirectoryPage['data'];
  readonly count: number;
  /** The search the shown results are for. */
  readonly search: string;
  readonly isSearching: boolean;
};

/**
 * The wallet directory without wallets already shown as announced or recent, or excluded: pages of 40,
 * or a search (sent once typing pauses for 300 ms) of up to 100 entries.
 */
export function useWalletDirectory<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseWalletDirectoryParameters<config> = {},
): UseWalletDirectoryReturnType {
  const config = useConnectConfig(parameters);
  const connectors = useConnectors({ config });
  const shown = useShownElsewhere(config, connectors);
  const wanted = parameters.search?.trim() ?? '';
  const [search, setSearch] = useState(wanted);
  useEffect(() => {
    if (wanted === search) return;
    const timer = setTimeout(() => setSearch(wanted), WALLET_SEARCH_MIN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [wanted, search]);
  const query = useInfiniteQuery(
    { ...walletDirectoryQueryOptions(config, { search }), enabled: parameters.query?.enabled ?? true },
    useConnectQueryClient({ config }),
  );
  const wallets = useMemo(() => filterWallets(query.data?.pages.flatMap((page) => page.data) ?? [], shown), [query.data, shown]);
  return {
    ...query,
    wallets,
    count: query.data?.pages[0]?.count ?? 0,
    search,
    isSearching: wanted !== search || (query.isFetching && search !== ''),
  } as UseWalletDirectoryReturnType;
}
