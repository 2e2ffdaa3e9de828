import {
  ONRAMP_DECIMALS,
  ONRAMP_FALLBACK_LIMITS_CENTS,
  ONRAMP_PAYMENT_CURRENCIES,
  ONRAMP_PROVIDERS,
  ONRAMP_PURCHASE_CURRENCIES,
  ONRAMP_SOLANA_CURRENCY,
} from './apiFixtures.js';
import type { DevnetApiState, DevnetChainHandle } from './DevnetApiState.js';
import { formatCents } from './onrampAmounts.js';
import type { SolanaEngine } from '../solana/createSolanaEngine.js';

/** A network a purchase currency is offered on, as `GET /v1/onramp/options` lists it. */
export interface OnrampNetwork {
  readonly name: string;
  readonly display_name: string;
  readonly chain_id: string;
  readonly contract_address: string;
}

/** A purchase currency with its networks. */
export interface OnrampPurchaseCurrency {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly networks: readonly OnrampNetwork[];
}

/** Kinds of payment method: the specification's fallback limits are per kind. */
export type OnrampPaymentKind = 'card' | 'bank';

/** One stand-in provider. */
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number];

/** Where a purchase on a network is delivered: a devnet EVM chain or the devnet Solana engine. */
export type OnrampDeliveryTarget =
  | { readonly kind: 'evm'; readonly chain: DevnetChainHandle; readonly caipNetworkId: string }
  | { readonly kind: 'solana'; readonly engine: SolanaEngine; readonly caipNetworkId: string };

/** Name of the onramp network of a devnet EVM chain. */
export function evmNetworkName(chainId: number): string {
  return `devnet-${chainId}`;
}

/** Name of the onramp network of the devnet Solana engine. */
export const SOLANA_NETWORK_NAME = 'devnet-solana';

/** Purchase currencies with the devnet's own networks: ETH on each devnet chain, SOL on the Solana engine. */
export function purchaseCurrencies(state: DevnetApiState): OnrampPurchaseCurrency[] {
  const evm = state.chains.map((chain) => ({
    name: evmNetworkName(chain.devChain.chainId),
    display_name: chain.devChain.chain.name,
    chain_id: String(chain.devChain.chainId),
    contract_address: '',
  }));
  const solana = state.solana
    ? [
        {
          name: SOLANA_NETWORK_NAME,
          display_name: 'Devnet Solana',
          chain_id: state.solana.caipNetworkId.slice('solana:'.length),
          contract_address: '',
        },
      ]
    : [];
  return [...ONRAMP_PURCHASE_CURRENCIES, ONRAMP_SOLANA_CURRENCY].map((currency) => ({
    ...currency,
    networks: [
      ...currency.networks,
      ...(currency.symbol === 'ETH' ? evm : []),
      ...(currency.symbol === 'SOL' ? solana : []),
    ],
  }));
}

/** The purchase currency named by id or symbol (symbols case-insensitive). */
export function findPurchaseCurrency(state: DevnetApiState, key: string): OnrampPurchaseCurrency | undefined {
  return purchaseCurrencies(state).find((currency) => currency.id === key || currency.symbol === key.toUpperCase());
}

/** The network of that name, on any purchase currency. */
export function findNetwork(state: DevnetApiState, name: string): OnrampNetwork | undefined {
  for (const currency of purchaseCurrencies(state)) {
    const network = currency.networks.find((candidate) => candidate.name === name);
    if (network) return network;
  }
  return undefined;
}

/** Decimals of a purchase currency. */
export function decimalsOf(symbol: string): number {
  const decimals = ONRAMP_DECIMALS[symbol];
  if (decimals === undefined) throw new Error(`No decimals known for ${symbol}`);
  return decimals;
}

/** The payment currency of that id (upper-cased). */
export function findPaymentCurrency(id: string) {
  return ONRAMP_PAYMENT_CURRENCIES.find((currency) => currency.id === id.toUpperCase());
}

/** The provider of that id; the first one when no id is given. */
export function findProvider(id: string | undefined): OnrampProvider | undefined {
  return id === undefined ? ONRAMP_PROVIDERS[0] : ONRAMP_PROVIDERS.find((provider) => provider.id === id);
}

/** The payment kind of a method id: `card`, or `bank` (also the currencies' own `*_BANK_ACCOUNT` ids). */
export function paymentKindOf(method: string): OnrampPaymentKind | undefined {
  if (method === 'card') return 'card';
  if (method === 'bank' || /^[A-Z]+_BANK_ACCOUNT$/.test(method)) return 'bank';
  return undefined;
}

/** A provider's limits for a payment kind, in cents: its own, else the specification's fallback. */
export function limitsOf(provider: OnrampProvider, kind: OnrampPaymentKind): { readonly min: bigint; readonly max: bigint } {
  return (provider.limitsCents ?? ONRAMP_FALLBACK_LIMITS_CENTS)[kind];
}

/** The providers as `GET /v1/onramp/options` lists them: fee in percent and limits as decimal strings. */
export function providersJson() {
  return ONRAMP_PROVIDERS.map((provider) => ({
    id: provider.id,
    name: provider.name,
    feePercent: formatCents(provider.feeBasisPoints),
    paymentMethodLimits: (['card', 'bank'] as const).map((kind) => ({
      id: kind,
      min: formatCents(limitsOf(provider, kind).min),
      max: formatCents(limitsOf(provider, kind).max),
    })),
  }));
}

/** Where the devnet delivers a purchase on `network`; undefined for a network it does not run (Ethereum, say). */
export function deliveryTarget(state: DevnetApiState, network: string): OnrampDeliveryTarget | undefined {
  if (network === SOLANA_NETWORK_NAME && state.solana) {
    return { kind: 'solana', engine: state.solana, caipNetworkId: state.solana.caipNetworkId };
  }
  const chain = state.chains.find((candidate) => evmNetworkName(candidate.devChain.chainId) === network);
  return chain ? { kind: 'evm', chain, caipNetworkId: chain.caipNetworkId } : undefined;
}
