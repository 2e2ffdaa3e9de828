'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ConnectConfig } from '../core/index.js';
import { recommendedWalletsQueryOptions } from '../queries/walletDirectoryQueryOptions.js';
import { filterWallets } from '../services/filterWallets.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useConnectors } from './useConnectors.js';
import { useShownElsewhere } from './useShownElsewhere.js';

/** What the recommended-wallets query holds: the featured wallets and the recommended ones. */
export type RecommendedWalletsData = Awaited<ReturnType<ReturnType<typeof recommendedWalletsQueryOptions>['queryFn']>>;

/** Parameters of useRecommendedWallets. */
export interface UseRecommendedWalletsParameters<config extends ConnectConfig = ConnectConfig> extends ConfigParameter<config> {
  readonly query?: { readonly enabled?: boolean } | undefined;
}

/** The recommended-wallets query. */
export type UseRecommendedWalletsReturnType = UseQueryResult<RecommendedWalletsData, Error>;

/**
 * Featured wallets (in the app's order, as the app chose them) and the 4 recommended ones, without the wallets
 * already shown as announced or recent.
 */
export function useRecommendedWallets<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseRecommendedWalletsParameters<config> = {},
): UseRecommendedWalletsReturnType {
  const config = useConnectConfig(parameters);
  const shown = useShownElsewhere(config, useConnectors({ config }));
  const query = useQuery(
    { ...recommendedWalletsQueryOptions(config), enabled: parameters.query?.enabled ?? true },
    useConnectQueryClient({ config }),
  );
  const data = useMemo(
    () => query.data && { ...query.data, recommended: filterWallets(query.data.recommended, shown) },
    [query.data, shown],
  );
  return { ...query, data } as UseRecommendedWalletsReturnType;
}
