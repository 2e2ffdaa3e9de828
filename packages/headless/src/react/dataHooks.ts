'use client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { CaipNetwork, ConnectConfig, Connector } from '../core/index.js';
import {
  WALLET_SEARCH_MIN_WAIT_MS,
  groupTransactions,
  historyQueryOptions,
  identityQueryOptions,
  namesQueryOptions,
  recommendedWalletsQueryOptions,
  tokenBalancesQueryOptions,
  walletDirectoryQueryOptions,
} from '../core/index.js';
import { filterWallets } from '../services/filterWallets.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import { useAccount } from './useAccount.js';
import { useConnectors } from './useConnectors.js';
import { useNetwork } from './useNetwork.js';

function useTarget(options: { address?: string; network?: CaipNetwork }) {
  const namespace = options.network?.chainNamespace;
  const account = useAccount(namespace ? { namespace } : {});
  const { network } = useNetwork(namespace ? { namespace } : {});
  return {
    address: options.address ?? (account.isConnected ? account.address : undefined),
    network: options.network ?? network,
  };
}

/** Token balances of the connected account on the active network (stale after 30 s). */
export function useTokenBalances(options: { address?: string; network?: CaipNetwork } = {}) {
  const config = useConnectConfig();
  return useQuery(tokenBalancesQueryOptions(config, useTarget(options)), useConnectQueryClient());
}

/** History of the connected account on the active network: cursor pages, grouped by year and month. */
export function useHistory(options: { address?: string; network?: CaipNetwork } = {}) {
  const config = useConnectConfig();
  const query = useInfiniteQuery(historyQueryOptions(config, useTarget(options)), useConnectQueryClient());
  const transactions = useMemo(() => query.data?.pages.flatMap((page) => page.transactions) ?? [], [query.data]);
  const groups = useMemo(() => groupTransactions(transactions, config.clock.now()), [transactions, config.clock]);
  const failed = query.data?.pages.some((page) => page.failed) ?? false;
  return { ...query, transactions, groups, empty: query.isSuccess && transactions.length === 0, failed };
}

/** Name and avatar of an address (the connected one by default), stale after 5 minutes. */
export function useIdentity(options: { address?: string; network?: CaipNetwork } = {}) {
  const config = useConnectConfig();
  const target = useTarget(options);
  return useQuery(identityQueryOptions(config, { address: target.address, caipNetworkId: target.network?.caipNetworkId }), useConnectQueryClient());
}

/** Names registered for an address (the connected one by default), stale after 5 minutes. */
export function useName(options: { address?: string; network?: CaipNetwork } = {}) {
  const config = useConnectConfig();
  const target = useTarget(options);
  return useQuery(namesQueryOptions(config, { address: target.address, caipNetworkId: target.network?.caipNetworkId }), useConnectQueryClient());
}

/**
 * The wallet directory without wallets already shown as announced or recent, or excluded: pages of 40,
 * or a search (sent once typing pauses for 300 ms) of up to 100 entries.
 */
export function useWalletDirectory(options: { search?: string; enabled?: boolean } = {}) {
  const config = useConnectConfig();
  const connectors = useConnectors();
  const [search, setSearch] = useState(options.search?.trim() ?? '');
  useEffect(() => {
    const next = options.search?.trim() ?? '';
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), WALLET_SEARCH_MIN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [options.search, search]);
  const query = useInfiniteQuery({ ...walletDirectoryQueryOptions(config, { search }), enabled: options.enabled ?? true }, useConnectQueryClient());
  const wallets = useMemo(() => {
    const all = query.data?.pages.flatMap((page) => page.data) ?? [];
    return filterWallets(all, shownElsewhere(config, connectors));
  }, [query.data, connectors, config]);
  return {
    ...query,
    wallets,
    count: query.data?.pages[0]?.count ?? 0,
    search,
    isSearching: (options.search?.trim() ?? '') !== search || (query.isFetching && search !== ''),
  };
}

/**
 * Featured wallets (in the app's order, as the app chose them) and the 4 recommended ones, without the wallets
 * already shown as announced or recent.
 */
export function useRecommendedWallets(options: { enabled?: boolean } = {}) {
  const config = useConnectConfig();
  const connectors = useConnectors();
  const query = useQuery({ ...recommendedWalletsQueryOptions(config), enabled: options.enabled ?? true }, useConnectQueryClient());
  const data = useMemo(
    () => query.data && { ...query.data, recommended: filterWallets(query.data.recommended, shownElsewhere(config, connectors)) },
    [query.data, connectors, config],
  );
  return { ...query, data };
}

/** The wallets a list must not repeat: the announced (installed) ones and the recent ones. */
function shownElsewhere(config: ConnectConfig, connectors: readonly Connector[]) {
  return {
    announced: connectors.map((connector) => ({ id: connector.explorerId ?? connector.id, rdns: connector.info?.rdns ?? null })),
    recent: config.connection.getRecentWallets(),
    isMobile: config.platform.isMobile(),
  };
}
