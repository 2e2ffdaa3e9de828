'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SwapQuote } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { swapQuoteQueryOptions } from '../queries/swapQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';
import { useAccount } from './useAccount.js';

/** Parameters of useSwapQuote: CAIP-10 `from` and `to`, a decimal `amount` and an optional slippage (percent). */
export interface UseSwapQuoteParameters<config extends ConnectConfig = ConnectConfig>
  extends ConfigParameter<config>,
    QueryParameter<SwapQuote, Error> {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly amount?: string | undefined;
  readonly slippage?: number | undefined;
}

/** The quote query, and whether the quote it holds is past its lifetime (it cannot be submitted then). */
export type UseSwapQuoteReturnType = UseQueryResult<SwapQuote, Error> & { readonly isExpired: boolean };

/**
 * A swap quote for the connected EVM account, fetched again every `SWAP_QUOTE_REFRESH_MS` (10 s); `isExpired`
 * turns true once the held quote is `SWAP_QUOTE_LIFETIME_MS` (30 s) old, when refreshing failed. Flipping the pair
 * keeps the slippage the caller passes (default 1).
 */
export function useSwapQuote<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseSwapQuoteParameters<config> = {},
): UseSwapQuoteReturnType {
  const config = useConnectConfig(parameters);
  const account = useAccount({ config, namespace: 'eip155' });
  const options = swapQuoteQueryOptions(config, { ...parameters, account: account.address });
  const { query } = parameters;
  const result = useQuery(
    { ...options, ...query, queryKey: options.queryKey, queryFn: options.queryFn, retry: false, enabled: options.enabled && (query?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
  const expiresAt = result.data?.expiresAt;
  const [now, setNow] = useState(() => config.clock.now());
  useEffect(() => {
    setNow(config.clock.now());
    if (expiresAt === undefined) return undefined;
    const wait = expiresAt - config.clock.now();
    if (wait <= 0) return undefined;
    const timer = config.clock.setTimeout(() => setNow(config.clock.now()), wait);
    return () => config.clock.clearTimeout(timer);
  }, [config, expiresAt]);
  return Object.assign(result, { isExpired: expiresAt !== undefined && now >= expiresAt });
}
