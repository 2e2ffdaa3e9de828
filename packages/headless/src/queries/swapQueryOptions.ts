import { SWAP_QUOTE_LIFETIME_MS, SWAP_QUOTE_REFRESH_MS, getSwapQuote, getSwapTokens, swap } from '../actions/index.js';
import type { GetSwapQuoteParameters, SwapParameters, SwapQuote, SwapReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import type { SwapToken } from '../services/blockchainApiSchemas.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** What a swap quote query is asked for; the query is off until `from`, `to` and `amount` are all set. */
export interface SwapQuoteQueryParameters {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly amount?: string | undefined;
  readonly slippage?: number | undefined;
  /** The account the quote is for; part of the key, so another account never sees this one's quote. */
  readonly account?: string | undefined;
}

/**
 * Query options of a swap quote: fetched again every {@link SWAP_QUOTE_REFRESH_MS}, never served from cache past
 * its lifetime ({@link SWAP_QUOTE_LIFETIME_MS}), and not retried on a refusal (no route, insufficient liquidity).
 */
export function swapQuoteQueryOptions(config: ConnectConfig, parameters: SwapQuoteQueryParameters) {
  const { from, to, amount, slippage, account } = parameters;
  return {
    queryKey: [QUERY_KEY_ROOT, 'swapQuote', { from, to, amount, slippage, account }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<SwapQuote> => {
      if (from === undefined || to === undefined || amount === undefined) throw new Error('from, to and amount are required');
      const quoteParameters: GetSwapQuoteParameters = { from, to, amount, signal, ...(slippage === undefined ? {} : { slippage }) };
      return getSwapQuote(config, quoteParameters);
    },
    enabled: from !== undefined && to !== undefined && amount !== undefined && amount.trim() !== '' && account !== undefined,
    staleTime: SWAP_QUOTE_REFRESH_MS,
    gcTime: SWAP_QUOTE_LIFETIME_MS,
    refetchInterval: SWAP_QUOTE_REFRESH_MS,
    retry: false,
  } as const;
}

/** Query options of the swap tokens of a network (an hour fresh: the list rarely changes). */
export function swapTokensQueryOptions(config: ConnectConfig, parameters: { readonly chainId?: number | undefined }) {
  const { chainId } = parameters;
  return {
    queryKey: [QUERY_KEY_ROOT, 'swapTokens', { chainId }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<readonly SwapToken[]> => getSwapTokens(config, { chainId, signal }),
    staleTime: 60 * 60_000,
    retry: false,
  } as const;
}

/** Mutation options of {@link swap}: never retried, whatever the host's defaults say. */
export function swapMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'swap'] as const,
    mutationFn: (variables: SwapParameters): Promise<SwapReturnType> => swap(config, variables),
    retry: false,
  } as const;
}
