'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { nftsQueryOptions } from '../queries/nftsQueryOptions.js';
import type { NftsPageResult } from '../queries/nftsQueryOptions.js';
import type { AccountNft } from '../services/nftSchemas.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useAccountTarget } from './useAccountTarget.js';

/** Parameters of useNfts. */
export interface UseNftsParameters<config extends ConnectConfig = ConnectConfig> extends ConfigParameter<config> {
  readonly address?: string | undefined;
  readonly network?: CaipNetwork | undefined;
  /** TanStack Query options passed through (`enabled`, `staleTime`, ...). */
  readonly query?: { readonly enabled?: boolean; readonly staleTime?: number; readonly gcTime?: number } | undefined;
}

/** The NFTs query (TanStack's infinite-query result), with the loaded pages' NFTs flattened in `nfts`. */
export type UseNftsReturnType = UseInfiniteQueryResult<InfiniteData<NftsPageResult, string | undefined>, Error> & {
  /** The NFTs of every page loaded so far, spam left out. */
  readonly nfts: readonly AccountNft[];
};

/** NFTs of the connected account on the active EVM network: cursor pages, without spam. */
export function useNfts<config extends ConnectConfig = ResolvedRegister['config']>(parameters: UseNftsParameters<config> = {}): UseNftsReturnType {
  const config = useConnectConfig(parameters);
  const options = nftsQueryOptions(config, useAccountTarget(config, parameters));
  const { query: extra } = parameters;
  const query = useInfiniteQuery(
    { ...options, ...extra, queryKey: options.queryKey, queryFn: options.queryFn, enabled: options.enabled && (extra?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
  const nfts = useMemo(() => query.data?.pages.flatMap((page) => page.nfts) ?? [], [query.data]);
  return { ...query, nfts } as UseNftsReturnType;
}
