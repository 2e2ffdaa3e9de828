'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaipNetworkId, ConnectConfig } from '../core/index.js';
import type { OnrampPaymentMethod } from '../actions/onrampAmounts.js';
import { onrampQuoteQueryOptions } from '../queries/onrampQueryOptions.js';
import type { OnrampQuote } from '../services/blockchainApiSchemas.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';
import { useNetwork } from './useNetwork.js';

/** Parameters of useOnrampQuote: a fiat `amount` (decimal string) and what it buys; the query is off without one. */
export interface UseOnrampQuoteParameters<config extends ConnectConfig = ConnectConfig, selectData = OnrampQuote>
  extends ConfigParameter<config>,
    QueryParameter<OnrampQuote, Error, selectData> {
  /** Fiat to pay, fees included, with at most two decimals (`'100.00'`). */
  readonly amount?: string | undefined;
  /** Payment currency id; default `'USD'`. */
  readonly paymentCurrency?: string | undefined;
  /** Payment method; default `'card'`. */
  readonly paymentMethod?: OnrampPaymentMethod | undefined;
  /** Provider id from the options. */
  readonly provider?: string | undefined;
  /** Currency bought (symbol); default the network's native currency. */
  readonly purchaseCurrency?: string | undefined;
  /** The EVM or Solana network bought on; default the active network. */
  readonly caipNetworkId?: CaipNetworkId | undefined;
}

/** The onramp quote query. */
export type UseOnrampQuoteReturnType<selectData = OnrampQuote> = UseQueryResult<selectData, Error>;

/**
 * A quote for buying crypto with fiat on the active (or given) EVM or Solana network: the amount is checked
 * exactly against the options' limits (else the specification's fallback) before the service is asked; fresh for
 * 30 s; a refusal (an `OnrampError`) is not retried. Debounce the amount as the visitor types.
 */
export function useOnrampQuote<config extends ConnectConfig = ResolvedRegister['config'], selectData = OnrampQuote>(
  parameters: UseOnrampQuoteParameters<config, selectData> = {},
): UseOnrampQuoteReturnType<selectData> {
  const config = useConnectConfig(parameters);
  const { network } = useNetwork({ config });
  const { query, config: _config, ...quote } = parameters;
  const options = onrampQuoteQueryOptions(config, { ...quote, caipNetworkId: quote.caipNetworkId ?? network?.caipNetworkId });
  return useQuery(
    { ...options, ...query, queryKey: options.queryKey, queryFn: options.queryFn, retry: false, enabled: options.enabled && (query?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
}
