import type { CaipNetworkId, ConnectConfig } from '../core/index.js';
import { AmountError, parseAmount } from '../core/send/amounts.js';
import { getDataServices } from '../services/getDataServices.js';
import type { OnrampOptions } from '../services/blockchainApiSchemas.js';
import { checkOnrampAmount, getOnrampLimits } from './onrampAmounts.js';
import type { OnrampPaymentMethod } from './onrampAmounts.js';
import { OnrampError, toOnrampError } from './onrampErrors.js';
import { getOnrampOptions } from './onrampOptions.js';
import { onrampAccount, onrampNetwork, onrampPurchaseCurrency, onrampServiceNetwork, requireOnrampEnabled } from './onrampTarget.js';

/** Parameters of {@link getOnrampUrl}. */
export interface GetOnrampUrlParameters {
  /** Fiat to pay, preset on the provider's page: a decimal string with at most two decimals. */
  readonly amount?: string | undefined;
  /** Or crypto to receive, preset on the provider's page: a decimal string (not with `amount`). */
  readonly cryptoAmount?: string | undefined;
  /** Payment currency id; `'USD'` when `amount` is given without one, else left to the provider's page. */
  readonly paymentCurrency?: string | undefined;
  /** Payment method; `'card'` when `amount` is given without one, else left to the provider's page. */
  readonly paymentMethod?: OnrampPaymentMethod | undefined;
  /** Provider id from the options; the service's default when absent. */
  readonly provider?: string | undefined;
  /** Currency bought (symbol); default the network's native currency. */
  readonly purchaseCurrency?: string | undefined;
  /** The EVM or Solana network bought on; default the active network. Its connected account receives the crypto. */
  readonly caipNetworkId?: CaipNetworkId | undefined;
  /** The host's id of the visitor at the provider; default the receiving address. */
  readonly partnerUserId?: string | undefined;
  /** Options already fetched (from `getOnrampOptions`), to spare a request. */
  readonly options?: OnrampOptions | undefined;
}

/** What {@link getOnrampUrl} resolves with: the provider's page, and what it was made for. */
export interface GetOnrampUrlReturnType {
  /** The provider's purchase page, to open for the visitor. */
  readonly url: string;
  /** The connected address the crypto is sent to. */
  readonly address: string;
  readonly caipNetworkId: CaipNetworkId;
  /** The service's name of the network (`defaultNetwork`). */
  readonly network: string;
  readonly purchaseCurrency: string;
}

function checkCryptoAmount(value: string, decimals: number | undefined): string {
  if (decimals === undefined) {
    if (/^\d+(?:\.\d+)?$/.test(value.trim()) && /[1-9]/.test(value)) return value.trim();
    throw new OnrampError('ONRAMP_INVALID_AMOUNT', 'Enter the amount as digits, with a dot for decimals (like 0.05)');
  }
  try {
    if (parseAmount(value, decimals) > 0n) return value.trim();
  } catch (error) {
    if (error instanceof AmountError) throw new OnrampError('ONRAMP_INVALID_AMOUNT', error.message, { cause: error });
    throw error;
  }
  throw new OnrampError('ONRAMP_INVALID_AMOUNT', 'Enter an amount over 0');
}

/**
 * The provider's purchase page for the connected EVM or Solana account (`POST /v1/generators/onrampurl`, with the
 * specification's destinationWallets, defaultNetwork, partnerUserId, defaultExperience=buy and preset amount). The
 * service signs the page's parameters itself: nothing secret is handled here. Never retried. Rejects with an
 * `OnrampError`: the feature is off, no account is connected on the network, the network is not EVM or Solana or
 * not sold on, the amount is malformed or out of limits, or the service refused.
 */
export async function getOnrampUrl(config: ConnectConfig, parameters: GetOnrampUrlParameters = {}): Promise<GetOnrampUrlReturnType> {
  requireOnrampEnabled(config);
  const network = onrampNetwork(config, parameters.caipNetworkId);
  const address = onrampAccount(config, network);
  const { amount, cryptoAmount } = parameters;
  if (amount !== undefined && cryptoAmount !== undefined) {
    throw new OnrampError('ONRAMP_INVALID_AMOUNT', 'Preset a fiat amount or a crypto amount, not both');
  }
  const options = parameters.options ?? (await getOnrampOptions(config));
  const service = onrampServiceNetwork(options, network);
  const purchaseCurrency = onrampPurchaseCurrency(service, network, parameters.purchaseCurrency);
  const paymentCurrency = parameters.paymentCurrency?.toUpperCase() ?? (amount === undefined ? undefined : 'USD');
  const paymentMethod = parameters.paymentMethod ?? (amount === undefined ? undefined : 'card');
  const presetFiatAmount =
    amount === undefined
      ? undefined
      : checkOnrampAmount(amount, getOnrampLimits(options, { paymentCurrency: paymentCurrency ?? 'USD', paymentMethod: paymentMethod ?? 'card', provider: parameters.provider }), paymentCurrency ?? 'USD');
  const nativeDecimals = purchaseCurrency === network.nativeCurrency.symbol.toUpperCase() ? network.nativeCurrency.decimals : undefined;
  const presetCryptoAmount = cryptoAmount === undefined ? undefined : checkCryptoAmount(cryptoAmount, nativeDecimals);
  try {
    const { url } = await getDataServices(config).api.generateOnrampUrl({
      destinationWallets: [{ address, blockchains: [service.name], assets: [purchaseCurrency], supportedNetworks: [service.name] }],
      partnerUserId: parameters.partnerUserId ?? address,
      defaultNetwork: service.name,
      defaultAsset: purchaseCurrency,
      ...(presetFiatAmount === undefined ? {} : { presetFiatAmount }),
      ...(presetCryptoAmount === undefined ? {} : { presetCryptoAmount }),
      ...(paymentCurrency === undefined ? {} : { fiatCurrency: paymentCurrency }),
      ...(paymentMethod === undefined ? {} : { defaultPaymentMethod: paymentMethod }),
      ...(parameters.provider === undefined ? {} : { provider: parameters.provider }),
    });
    return { url: pageUrl(url), address, caipNetworkId: network.caipNetworkId, network: service.name, purchaseCurrency };
  } catch (error) {
    throw toOnrampError(error);
  }
}

/** The service's page URL, refused unless it is an http(s) URL (never a script or data URL to open). */
function pageUrl(url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed?.protocol !== 'https:' && parsed?.protocol !== 'http:') {
    throw new OnrampError('ONRAMP_SERVICE_ERROR', 'The onramp service answered a page URL that is not http or https');
  }
  return parsed.toString();
}
