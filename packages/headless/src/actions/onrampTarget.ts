import type { CaipNetwork, CaipNetworkId, ChainNamespace, ConnectConfig } from '../core/index.js';
import type { OnrampOptions } from '../services/blockchainApiSchemas.js';
import { OnrampError, OnrampMessages } from './onrampErrors.js';

/** Namespaces the onramp serves (the specification's "Onramp and send: eip155, solana"). */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/** Throws unless the config's `onramp` feature is on. */
export function requireOnrampEnabled(config: ConnectConfig): void {
  if (!config.options.features.onramp) throw new OnrampError('ONRAMP_DISABLED', OnrampMessages.DISABLED);
}

/**
 * The network a purchase is for: the config's network of `caipNetworkId`, else the active network; only EVM and
 * Solana networks.
 */
export function onrampNetwork(config: ConnectConfig, caipNetworkId: CaipNetworkId | undefined): CaipNetwork {
  const network =
    caipNetworkId === undefined
      ? config._internal.networks.getActiveNetwork()
      : config.options.networks.find((item) => item.caipNetworkId === caipNetworkId);
  if (!network) {
    throw new OnrampError('ONRAMP_UNSUPPORTED_NETWORK', caipNetworkId === undefined ? 'No network is active' : `${caipNetworkId} is not a network of this app`);
  }
  if (!ONRAMP_NAMESPACES.includes(network.chainNamespace)) {
    throw new OnrampError('ONRAMP_UNSUPPORTED_NAMESPACE', OnrampMessages.UNSUPPORTED_NAMESPACE);
  }
  return network;
}

/** The connected account of the network's namespace, which a purchase is delivered to. */
export function onrampAccount(config: ConnectConfig, network: CaipNetwork): string {
  const record = config._internal.records.get(network.chainNamespace);
  const { address } = config._internal.accounts.get(network.chainNamespace);
  if (record?.status !== 'connected' || !address) throw new OnrampError('ONRAMP_NOT_CONNECTED', OnrampMessages.NOT_CONNECTED);
  return address;
}

/** What the onramp service calls a network, and what it sells there. */
export interface OnrampServiceNetwork {
  /** The service's name of the network (`defaultNetwork`, the quote's `network`). */
  readonly name: string;
  readonly displayName: string;
  /** Symbols of the currencies it sells on that network. */
  readonly symbols: readonly string[];
}

/** The service's network of a CAIP-2 network: the one whose `chain_id` is the network's reference. */
export function onrampServiceNetwork(options: OnrampOptions, network: CaipNetwork): OnrampServiceNetwork {
  const reference = network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1);
  let found: { name: string; display_name: string } | undefined;
  const symbols: string[] = [];
  for (const currency of options.purchaseCurrencies) {
    const match = currency.networks.find((item) => item.chain_id === reference);
    if (!match) continue;
    found ??= match;
    if (match.name === found.name) symbols.push(currency.symbol);
  }
  if (!found) throw new OnrampError('ONRAMP_UNSUPPORTED_NETWORK', `The onramp does not sell on ${network.name}`);
  return { name: found.name, displayName: found.display_name, symbols };
}

/** The purchase currency: the one asked for, else the network's native currency; it must be sold on the network. */
export function onrampPurchaseCurrency(service: OnrampServiceNetwork, network: CaipNetwork, wanted: string | undefined): string {
  const symbol = (wanted ?? network.nativeCurrency.symbol).toUpperCase();
  if (!service.symbols.includes(symbol)) throw new OnrampError('ONRAMP_UNKNOWN_CURRENCY', `The onramp does not sell ${symbol} on ${network.name}`);
  return symbol;
}
