import type { CaipNetworkId, ConnectConfig } from '../core/index.js';
import { getDataServices } from '../services/getDataServices.js';
import type { OnrampOptions, OnrampQuote } from '../services/blockchainApiSchemas.js';
import { checkOnrampAmount, getOnrampLimits } from './onrampAmounts.js';
import type { OnrampPaymentMethod } from './onrampAmounts.js';
import { OnrampError, toOnrampError } from './onrampErrors.js';
import { getOnrampOptions } from './onrampOptions.js';
import { onrampNetwork, onrampPurchaseCurrency, onrampServiceNetwork, requireOnrampEnabled } from './onrampTarget.js';

/** Parameters of {@link getOnrampQuote}. */
export interface GetOnrampQuoteParameters {
  /** Fiat to pay, fees included: a decimal string with at most two decimals (`'100.00'`). */
  readonly amount: string;
  /** Payment currency id; default `'USD'`. */
  readonly paymentCurrency?: string | undefined;
  /** Payment method; default `'card'`. */
  readonly paymentMethod?: OnrampPaymentMethod | undefined;
  /** Provider id from the options; the service's default when absent. */
  readonly provider?: string | undefined;
  /** Currency bought (symbol); default the network's native currency. */
  readonly purchaseCurrency?: string | undefined;
  /** The EVM or Solana network bought on; default the active network. */
  readonly caipNetworkId?: CaipNetworkId | undefined;
  /** Options already fetched (from `getOnrampOptions`), to spare a request. */
  readonly options?: OnrampOptions | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** What {@link getOnrampQuote} resolves with: the service's quote, every amount an exact decimal string. */
export type GetOnrampQuoteReturnType = OnrampQuote;

const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * A quote for buying crypto with fiat (`POST /v1/onramp/quote`) on an EVM or Solana network. The amount is checked
 * first, exactly, against the limits of the provider and payment method (the options', else the specification's
 * fallback: card 10 to 7,500, bank 10 to 25,000). Rejects with an `OnrampError` whose code says why: the feature
 * is off, the network is not EVM or Solana or not sold on, the amount is malformed or out of limits, or the service
 * refused (its message and code kept).
 */
export async function getOnrampQuote(config: ConnectConfig, parameters: GetOnrampQuoteParameters): Promise<GetOnrampQuoteReturnType> {
  requireOnrampEnabled(config);
  const network = onrampNetwork(config, parameters.caipNetworkId);
  const { signal } = parameters;
  const options = parameters.options ?? (await getOnrampOptions(config, { signal }));
  const service = onrampServiceNetwork(options, network);
  const purchaseCurrency = onrampPurchaseCurrency(service, network, parameters.purchaseCurrency);
  const paymentCurrency = (parameters.paymentCurrency ?? 'USD').toUpperCase();
  const paymentMethod = parameters.paymentMethod ?? 'card';
  const limits = getOnrampLimits(options, { paymentCurrency, paymentMethod, provider: parameters.provider });
  const amount = checkOnrampAmount(parameters.amount, limits, paymentCurrency);
  let quote: OnrampQuote;
  try {
    quote = await getDataServices(config).api.getOnrampQuote({
      purchaseCurrency,
      paymentCurrency,
      amount,
      network: service.name,
      paymentMethod,
      ...(parameters.provider === undefined ? {} : { provider: parameters.provider }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw toOnrampError(error);
  }
  const amounts = [quote.coinbaseFee, quote.networkFee, quote.paymentSubtotal, quote.paymentTotal, quote.purchaseAmount];
  if (!amounts.every((item) => DECIMAL.test(item.amount))) {
    throw new OnrampError('ONRAMP_SERVICE_ERROR', 'The onramp service answered an amount that is not a decimal number');
  }
  return quote;
}
