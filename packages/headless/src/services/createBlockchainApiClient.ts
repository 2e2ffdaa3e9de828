import { ErrorMessages } from '../core/errors/index.js';
import type { ApiClientOptions, Cancellable } from './ApiClientOptions.js';
import { ApiError } from './ApiError.js';
import { DEFAULT_API_NETWORK_SUPPORT, namespaceOf, networkOf } from './apiNetworkSupport.js';
import type { ApiNetworkSupport } from './apiNetworkSupport.js';
import {
  balancesSchema,
  fungiblePricesSchema,
  gasPriceSchema,
  historySchema,
  identitySchema,
  nameProfileSchema,
  nameSuggestionsSchema,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
  openObjectSchema,
  registerNameSchema,
  reverseNamesSchema,
  supportedChainsSchema,
  swapAllowanceSchema,
  swapCalldataSchema,
  swapQuotesSchema,
  swapTokensSchema,
} from './blockchainApiSchemas.js';
import type {
  Balances,
  FungiblePrices,
  GasPrice,
  HistoryPage,
  Identity,
  NameProfile,
  NameSuggestions,
  OnrampOptions,
  OnrampQuote,
  OnrampUrl,
  OpenObject,
  RegisterNameResult,
  SupportedChains,
  SwapAllowance,
  SwapCalldata,
  SwapQuotes,
  SwapTokens,
} from './blockchainApiSchemas.js';
import { createApiRequester } from './createApiRequester.js';
import { encodePathSegment } from './encodePathSegment.js';
import type { ChainNamespace } from '../core/validation/index.js';

/** Options of {@link createBlockchainApiClient}. */
export interface BlockchainApiClientOptions extends ApiClientOptions {
  /** Networks each endpoint group serves; defaults to the hosted service's. */
  readonly networkSupport?: Partial<ApiNetworkSupport>;
}

/** A wallet an onramp purchase is delivered to. */
export interface OnrampDestinationWallet {
  readonly address: string;
  readonly blockchains?: readonly string[];
  readonly assets?: readonly string[];
  readonly supportedNetworks?: readonly string[];
}

/** Default name zone of suggestions. */
export const NAME_ZONE = 'reown.id';

/** Default swap slippage tolerance, in percent (specification section 9). */
export const SWAP_SLIPPAGE_TOLERANCE = 1;

/** The blockchain API: one method per endpoint of the specification, every answer parsed, failures as ApiError. */
export interface BlockchainApiClient {
  /** `GET v1/supported-chains`. */
  getSupportedChains(params?: Cancellable): Promise<SupportedChains>;
  /** `GET /v1/identity/{address}`; `{ name: null, avatar: null }` on networks without identities. */
  fetchIdentity(params: { address: string; caipNetworkId: string; sender?: string } & Cancellable): Promise<Identity>;
  /** `GET /v1/account/{account}/history`; an empty page on networks without history. */
  fetchHistory(
    params: { account: string; chainId: string; cursor?: string | null; onramp?: string } & Cancellable,
  ): Promise<HistoryPage>;
  /** `GET /v1/account/{address}/balance`; no balances on networks without a balance service. */
  getBalances(
    params: { address: string; chainId: string; currency?: string; forceUpdate?: string } & Cancellable,
  ): Promise<Balances>;
  /** `GET /v1/convert/quotes`; `from` and `to` are CAIP-10 token addresses, no quotes off the swap networks. */
  fetchSwapQuote(
    params: { amount: string; userAddress: string; from: string; to: string; gasPrice: string } & Cancellable,
  ): Promise<SwapQuotes>;
  /** `GET /v1/convert/tokens`; no tokens off the swap networks. */
  fetchSwapTokens(params: { chainId: string } & Cancellable): Promise<SwapTokens>;
  /** `POST /v1/fungible/price` for CAIP-10 token addresses. */
  fetchTokenPrice(params: { addresses: readonly string[]; currency?: string } & Cancellable): Promise<FungiblePrices>;
  /** `GET /v1/convert/allowance`; throws 'Network not supported for Swaps' off the swap networks. */
  fetchSwapAllowance(params: { tokenAddress: string; userAddress: string } & Cancellable): Promise<SwapAllowance>;
  /** `GET /v1/convert/gas-price`; throws 'Network not supported for Gas Price' off the swap networks. */
  fetchGasPrice(params: { chainId: string } & Cancellable): Promise<GasPrice>;
  /** `POST /v1/convert/build-transaction`; throws 'Network not supported for Swaps' off the swap networks. */
  generateSwapCalldata(
    params: {
      amount: string;
      from: string;
      to: string;
      userAddress: string;
      slippage?: number;
      disableEstimate?: boolean;
    } & Cancellable,
  ): Promise<SwapCalldata>;
  /**
   * `GET /v1/convert/build-approve`: an approval of exactly `amount` (base units) when given, which is the
   * product's default; throws 'Network not supported for Swaps' off the swap networks. */
  generateApproveCalldata(
    params: { from: string; to: string; userAddress: string; amount?: string } & Cancellable,
  ): Promise<SwapCalldata>;
  /** `GET /v1/profile/account/{name}`; null on networks without names. */
  lookupName(params: { name: string; caipNetworkId?: string } & Cancellable): Promise<NameProfile | null>;
  /** `GET /v1/profile/reverse/{address}`; none on networks without names. */
  reverseLookupName(
    params: { address: string; sender?: string; caipNetworkId?: string } & Cancellable,
  ): Promise<NameProfile[]>;
  /** `GET /v1/profile/suggestions/{name}`; none on networks without names. */
  getNameSuggestions(
    params: { name: string; zone?: string; caipNetworkId?: string } & Cancellable,
  ): Promise<NameSuggestions>;
  /** `POST /v1/profile/account` (never retried); throws 'Unsupported chain' on networks without names. */
  registerName(params: {
    coinType: number;
    address: string;
    message: string;
    signature: string;
    caipNetworkId?: string;
  }): Promise<RegisterNameResult>;
  /**
   * `POST /v1/generators/onrampurl` (never retried), with `defaultExperience: 'buy'`. Preset amounts are exact
   * decimal strings; `defaultAsset`, `fiatCurrency`, `defaultPaymentMethod` and `provider` are sent when given.
   */
  generateOnrampUrl(params: {
    destinationWallets: readonly OnrampDestinationWallet[];
    partnerUserId: string;
    defaultNetwork?: string;
    presetCryptoAmount?: string;
    presetFiatAmount?: string;
    defaultAsset?: string;
    fiatCurrency?: string;
    defaultPaymentMethod?: string;
    provider?: string;
  }): Promise<OnrampUrl>;
  /** `GET /v1/onramp/options`. */
  getOnrampOptions(params?: Cancellable): Promise<OnrampOptions>;
  /** `POST /v1/onramp/quote`; `amount` is the fiat total, an exact decimal string. */
  getOnrampQuote(
    params: {
      purchaseCurrency: string;
      paymentCurrency: string;
      amount: string;
      network: string;
      paymentMethod?: string;
      provider?: string;
    } & Cancellable,
  ): Promise<OnrampQuote>;
  /** `GET /v1/sessions/{address}`. */
  getSessions(params: { address: string } & Cancellable): Promise<OpenObject>;
  /** `POST /v1/sessions/{address}/revoke` (never retried). */
  revokeSession(params: { address: string; pci: string; signature: string }): Promise<OpenObject>;
}

// Addresses and names come from wallets and visitors; a lone surrogate in one must be a request, not a throw.
const segment = encodePathSegment;

/** Creates the blockchain API client; nothing is sent until a method is called. */
export function createBlockchainApiClient(options: BlockchainApiClientOptions): BlockchainApiClient {
  const api = createApiRequester(options);
  const support: ApiNetworkSupport = { ...DEFAULT_API_NETWORK_SUPPORT, ...options.networkSupport };

  const served = (namespaces: readonly ChainNamespace[], id: string | undefined): boolean => {
    const namespace = id === undefined ? undefined : namespaceOf(id);
    return namespace !== undefined && namespaces.includes(namespace);
  };
  // Name calls may omit the network: the name service itself is EVM-only, so that is no reason to refuse.
  const namesServed = (id: string | undefined): boolean => id === undefined || served(support.names, id);
  const swapServed = (id: string): boolean => {
    const network = networkOf(id);
    return network !== undefined && support.swap.includes(network);
  };
  const unsupported = (path: string, message: string): ApiError =>
    new ApiError('API_UNSUPPORTED_NETWORK', message, { path });

  return {
    getSupportedChains: (params = {}) =>
      api.request({ method: 'GET', path: '/v1/supported-chains', idempotent: true, signal: params.signal, schema: supportedChainsSchema }),

    async fetchIdentity({ address, caipNetworkId, sender, signal }) {
      if (!served(support.identity, caipNetworkId)) return { name: null, avatar: null };
      return api.request({
        method: 'GET',
        path: `/v1/identity/${segment(address)}`,
        query: { sender },
        idempotent: true,
        signal,
        schema: identitySchema,
      });
    },

    async fetchHistory({ account, chainId, cursor, onramp, signal }) {
      if (!served(support.history, chainId)) return { data: [], next: null };
      return api.request({
        method: 'GET',
        path: `/v1/account/${segment(account)}/history`,
        query: { cursor, onramp, chainId },
        idempotent: true,
        signal,
        // An onramp purchase must show up as soon as it lands, not after a cached copy expires.
        ...(onramp === 'coinbase' ? { cache: 'no-cache' as const } : {}),
        schema: historySchema,
      });
    },

    async getBalances({ address, chainId, currency = 'usd', forceUpdate, signal }) {
      if (!served(support.balance, chainId)) return { balances: [] };
      return api.request({
        method: 'GET',
        path: `/v1/account/${segment(address)}/balance`,
        query: { currency, chainId, forceUpdate },
        idempotent: true,
        signal,
        schema: balancesSchema,
      });
    },

    async fetchSwapQuote({ amount, userAddress, from, to, gasPrice, signal }) {
      if (!swapServed(from)) return { quotes: [] };
      return api.request({
        method: 'GET',
        path: '/v1/convert/quotes',
        query: { amount, userAddress, from, to, gasPrice },
        idempotent: true,
        signal,
        schema: swapQuotesSchema,
      });
    },

    async fetchSwapTokens({ chainId, signal }) {
      if (!swapServed(chainId)) return { tokens: [] };
      return api.request({ method: 'GET', path: '/v1/convert/tokens', query: { chainId }, idempotent: true, signal, schema: swapTokensSchema });
    },

    fetchTokenPrice: ({ addresses, currency = 'usd', signal }) =>
      api.request({
        method: 'POST',
        path: '/v1/fungible/price',
        body: { currency, addresses, projectId: options.projectId },
        idempotent: true,
        signal,
        schema: fungiblePricesSchema,
      }),

    async fetchSwapAllowance({ tokenAddress, userAddress, signal }) {
      const path = '/v1/convert/allowance';
      if (!swapServed(tokenAddress)) throw unsupported(path, ErrorMessages.NETWORK_NOT_SUPPORTED_FOR_SWAPS);
      return api.request({ method: 'GET', path, query: { tokenAddress, userAddress }, idempotent: true, signal, schema: swapAllowanceSchema });
    },

    async fetchGasPrice({ chainId, signal }) {
      const path = '/v1/convert/gas-price';
      if (!swapServed(chainId)) throw unsupported(path, ErrorMessages.NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE);
      return api.request({ method: 'GET', path, query: { chainId }, idempotent: true, signal, schema: gasPriceSchema });
    },

    async generateSwapCalldata({ amount, from, to, userAddress, slippage = SWAP_SLIPPAGE_TOLERANCE, disableEstimate, signal }) {
      const path = '/v1/convert/build-transaction';
      if (!swapServed(from)) throw unsupported(path, ErrorMessages.NETWORK_NOT_SUPPORTED_FOR_SWAPS);
      return api.request({
        method: 'POST',
        path,
        body: { amount, eip155: { slippage }, projectId: options.projectId, from, to, userAddress, disableEstimate },
        // Building calldata changes nothing on the server, so it is as safe to repeat as a read.
        idempotent: true,
        signal,
        schema: swapCalldataSchema,
      });
    },

    async generateApproveCalldata({ from, to, userAddress, amount, signal }) {
      const path = '/v1/convert/build-approve';
      if (!swapServed(from)) throw unsupported(path, ErrorMessages.NETWORK_NOT_SUPPORTED_FOR_SWAPS);
      return api.request({ method: 'GET', path, query: { userAddress, from, to, amount }, idempotent: true, signal, schema: swapCalldataSchema });
    },

    async lookupName({ name, caipNetworkId, signal }) {
      if (!namesServed(caipNetworkId)) return null;
      return api.request({
        method: 'GET',
        path: `/v1/profile/account/${segment(name)}`,
        query: { apiVersion: '2' },
        idempotent: true,
        signal,
        schema: nameProfileSchema,
      });
    },

    async reverseLookupName({ address, sender, caipNetworkId, signal }) {
      if (!namesServed(caipNetworkId)) return [];
      return api.request({
        method: 'GET',
        path: `/v1/profile/reverse/${segment(address)}`,
        query: { sender, apiVersion: '2' },
        idempotent: true,
        signal,
        schema: reverseNamesSchema,
      });
    },

    async getNameSuggestions({ name, zone = NAME_ZONE, caipNetworkId, signal }) {
      if (!namesServed(caipNetworkId)) return { suggestions: [] };
      return api.request({
        method: 'GET',
        path: `/v1/profile/suggestions/${segment(name)}`,
        query: { zone },
        idempotent: true,
        signal,
        schema: nameSuggestionsSchema,
      });
    },

    async registerName({ coinType, address, message, signature, caipNetworkId }) {
      const path = '/v1/profile/account';
      if (!namesServed(caipNetworkId)) throw unsupported(path, ErrorMessages.UNSUPPORTED_CHAIN);
      return api.request({
        method: 'POST',
        path,
        body: { coin_type: coinType, address, message, signature },
        idempotent: false,
        schema: registerNameSchema,
      });
    },

    generateOnrampUrl: ({ destinationWallets, partnerUserId, defaultNetwork, presetCryptoAmount, presetFiatAmount, ...extra }) =>
      api.request({
        method: 'POST',
        path: '/v1/generators/onrampurl',
        body: {
          destinationWallets,
          defaultNetwork,
          partnerUserId,
          defaultExperience: 'buy',
          presetCryptoAmount,
          presetFiatAmount,
          defaultAsset: extra.defaultAsset,
          fiatCurrency: extra.fiatCurrency,
          defaultPaymentMethod: extra.defaultPaymentMethod,
          provider: extra.provider,
        },
        idempotent: false,
        schema: onrampUrlSchema,
      }),

    getOnrampOptions: (params = {}) =>
      api.request({ method: 'GET', path: '/v1/onramp/options', idempotent: true, signal: params.signal, schema: onrampOptionsSchema }),

    getOnrampQuote: ({ purchaseCurrency, paymentCurrency, amount, network, paymentMethod, provider, signal }) =>
      api.request({
        method: 'POST',
        path: '/v1/onramp/quote',
        body: { purchaseCurrency, paymentCurrency, amount, network, paymentMethod, provider },
        idempotent: true,
        signal,
        schema: onrampQuoteSchema,
      }),

    getSessions: ({ address, signal }) =>
      api.request({ method: 'GET', path: `/v1/sessions/${segment(address)}`, idempotent: true, signal, schema: openObjectSchema }),

    revokeSession: ({ address, pci, signature }) =>
      api.request({
        method: 'POST',
        path: `/v1/sessions/${segment(address)}/revoke`,
        body: { pci, signature },
        idempotent: false,
        schema: openObjectSchema,
      }),
  };
}
