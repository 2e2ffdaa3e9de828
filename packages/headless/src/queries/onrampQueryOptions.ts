import type { QueryClient } from '@tanstack/query-core';
import { getOnrampOptions } from '../actions/onrampOptions.js';
import { getOnrampQuote } from '../actions/onrampQuote.js';
import type { GetOnrampQuoteParameters } from '../actions/onrampQuote.js';
import type { ConnectConfig } from '../core/index.js';
import type { OnrampOptions, OnrampQuote } from '../services/blockchainApiSchemas.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** How long onramp options stay fresh: 5 minutes (currencies and limits rarely change). */
export const ONRAMP_OPTIONS_STALE_TIME = 5 * 60_000;

/** How long an onramp quote stays fresh: 30 s (prices move). */
export const ONRAMP_QUOTE_STALE_TIME = 30_000;

/** Query key of the onramp options. */
export function onrampOptionsQueryKey() {
  return [QUERY_KEY_ROOT, 'onrampOptions'] as const;
}

/** Query options of the onramp options; never enabled while the `onramp` feature is off. */
export function onrampOptionsQueryOptions(config: ConnectConfig) {
  return {
    queryKey: onrampOptionsQueryKey(),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<OnrampOptions> => getOnrampOptions(config, { signal }),
    enabled: config.options.features.onramp,
    staleTime: ONRAMP_OPTIONS_STALE_TIME,
    retry: false,
  } as const;
}

/** What an onramp quote query is asked for; the query is off until `amount` is set. */
export type OnrampQuoteQueryParameters = Partial<Omit<GetOnrampQuoteParameters, 'options' | 'signal'>>;

/** Query key of an onramp quote. */
export function onrampQuoteQueryKey(parameters: OnrampQuoteQueryParameters) {
  const { amount, paymentCurrency, paymentMethod, provider, purchaseCurrency, caipNetworkId } = parameters;
  return [QUERY_KEY_ROOT, 'onrampQuote', { amount, paymentCurrency, paymentMethod, provider, purchaseCurrency, caipNetworkId }] as const;
}

/**
 * Query options of an onramp quote: the options come from their own query (cached, shared), the amount is
 * checked against their limits before the service is asked, and a refusal is not retried.
 */
export function onrampQuoteQueryOptions(config: ConnectConfig, parameters: OnrampQuoteQueryParameters) {
  const { amount } = parameters;
  return {
    queryKey: onrampQuoteQueryKey(parameters),
    queryFn: async ({ signal, client }: { signal: AbortSignal; client: QueryClient }): Promise<OnrampQuote> => {
      if (amount === undefined) throw new Error('An amount is required');
      const options = await client.ensureQueryData(onrampOptionsQueryOptions(config));
      return getOnrampQuote(config, { ...parameters, amount, options, signal });
    },
    enabled: config.options.features.onramp && amount !== undefined && amount.trim() !== '',
    staleTime: ONRAMP_QUOTE_STALE_TIME,
    retry: false,
  } as const;
}
