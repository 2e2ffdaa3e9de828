import { randomUUID } from 'node:crypto';
import { base58 } from '@scure/base';
import { isAddress } from 'viem';
import type { DevnetApiState } from './DevnetApiState.js';
import { onrampError } from './onrampAmounts.js';
import { findNetwork, findPaymentCurrency, findProvider, paymentKindOf, purchaseCurrencies } from './onrampCatalog.js';
import type { OnrampNetwork } from './onrampCatalog.js';
import { computeOnrampQuote } from './onrampQuote.js';
import type { OnrampLinkSigner } from './onrampSigning.js';

/** How long a purchase link stays usable: 30 minutes. */
export const ONRAMP_LINK_LIFETIME_MS = 30 * 60_000;

/** What a verified purchase link says. Optional fields left out are chosen by the visitor on the provider's page. */
export interface OnrampLink {
  readonly sessionId: string;
  readonly expiresAt: number;
  readonly partnerUserId: string;
  readonly network: string;
  readonly purchaseCurrency: string;
  readonly address: string;
  readonly provider: string;
  readonly fiatCurrency: string | undefined;
  readonly paymentMethod: string | undefined;
  readonly presetFiatAmount: string | undefined;
  readonly presetCryptoAmount: string | undefined;
  /** The signed query string, as the page carries it to the completion. */
  readonly query: string;
}

interface DestinationWallet {
  readonly address: string;
  readonly blockchains?: readonly string[];
  readonly assets?: readonly string[];
  readonly supportedNetworks?: readonly string[];
}

function stringList(value: unknown, field: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > 20 || !value.every((item) => typeof item === 'string' && item.length <= 64)) {
    throw onrampError('INVALID_DESTINATION', `${field} must be a list of at most 20 names`);
  }
  return value as string[];
}

function destinationWallets(value: unknown): DestinationWallet[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 10) {
    throw onrampError('INVALID_DESTINATION', 'destinationWallets must list 1 to 10 wallets');
  }
  return value.map((wallet, index) => {
    const { address, blockchains, assets, supportedNetworks } = (typeof wallet === 'object' && wallet !== null ? wallet : {}) as Record<string, unknown>;
    if (typeof address !== 'string' || address === '' || address.length > 128) {
      throw onrampError('INVALID_DESTINATION', `destinationWallets[${index}].address is required`);
    }
    const lists = {
      blockchains: stringList(blockchains, `destinationWallets[${index}].blockchains`),
      assets: stringList(assets, `destinationWallets[${index}].assets`),
      supportedNetworks: stringList(supportedNetworks, `destinationWallets[${index}].supportedNetworks`),
    };
    return { address, ...Object.fromEntries(Object.entries(lists).filter(([, list]) => list !== undefined)) };
  });
}

function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > 64) throw onrampError('INVALID_BODY', `${field} must be a short string`);
  return value;
}

function isSolana(network: OnrampNetwork): boolean {
  return network.name === 'solana' || network.name.endsWith('-solana');
}

function checkAddress(address: string, network: OnrampNetwork): void {
  let valid: boolean;
  if (isSolana(network)) {
    try {
      valid = base58.decode(address).length === 32;
    } catch {
      valid = false;
    }
  } else {
    valid = isAddress(address, { strict: false });
  }
  if (!valid) throw onrampError('INVALID_DESTINATION', `${address} is not an address on ${network.display_name}`);
}

/** The wallet a link delivers to on `network`, and the asset bought there. */
function pick(state: DevnetApiState, wallets: readonly DestinationWallet[], networkName: string, asset: string | undefined) {
  const network = findNetwork(state, networkName);
  if (!network) throw onrampError('UNKNOWN_NETWORK', `Unknown network ${networkName}`);
  const serves = (wallet: DestinationWallet) => [...(wallet.supportedNetworks ?? []), ...(wallet.blockchains ?? [])].includes(networkName);
  const wallet = wallets.find(serves) ?? (wallets.length === 1 ? wallets[0] : undefined);
  if (!wallet) throw onrampError('INVALID_DESTINATION', `No destination wallet is for network ${networkName}`);
  checkAddress(wallet.address, network);
  const offered = purchaseCurrencies(state).filter((currency) => currency.networks.some((candidate) => candidate.name === networkName));
  const wanted = asset ?? wallet.assets?.[0];
  const currency = wanted
    ? offered.find((candidate) => candidate.symbol === wanted.toUpperCase() || candidate.id === wanted)
    : offered.find((candidate) => candidate.networks.some((item) => item.name === networkName && item.contract_address === ''));
  if (!currency) throw onrampError('UNKNOWN_CURRENCY', `${wanted ?? 'No native currency'} is not offered on network ${networkName}`);
  return { address: wallet.address, purchaseCurrency: currency.symbol };
}

/**
 * Checks a `POST /v1/generators/onrampurl` body and returns the signed purchase link: the specification's
 * parameters (destinationWallets, defaultNetwork, partnerUserId, defaultExperience=buy, presetCryptoAmount,
 * presetFiatAmount), the devnet's (defaultAsset, fiatCurrency, defaultPaymentMethod, provider), a session id that
 * makes the purchase happen at most once, an expiry, and an HMAC signature over all of them.
 */
export function buildOnrampLink(state: DevnetApiState, signer: OnrampLinkSigner, body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw onrampError('INVALID_BODY', 'Expected a JSON object');
  const fields = body as Record<string, unknown>;
  const wallets = destinationWallets(fields.destinationWallets);
  const partnerUserId = fields.partnerUserId;
  if (typeof partnerUserId !== 'string' || partnerUserId === '' || partnerUserId.length > 256) {
    throw onrampError('INVALID_BODY', 'partnerUserId is required (at most 256 characters)');
  }
  if (fields.defaultExperience !== undefined && fields.defaultExperience !== 'buy') {
    throw onrampError('INVALID_BODY', 'defaultExperience must be buy: the devnet offers no other experience');
  }
  const networkName =
    optionalText(fields.defaultNetwork, 'defaultNetwork') ?? wallets[0]?.supportedNetworks?.[0] ?? wallets[0]?.blockchains?.[0];
  if (networkName === undefined) throw onrampError('INVALID_BODY', 'Name the network: defaultNetwork, or the blockchains of a destination wallet');
  const target = pick(state, wallets, networkName, optionalText(fields.defaultAsset, 'defaultAsset'));
  const fiatCurrency = optionalText(fields.fiatCurrency, 'fiatCurrency');
  const paymentMethod = optionalText(fields.defaultPaymentMethod, 'defaultPaymentMethod');
  const providerId = optionalText(fields.provider, 'provider');
  const provider = findProvider(providerId);
  if (!provider) throw onrampError('UNKNOWN_PROVIDER', `Unknown onramp provider ${String(providerId)}`);
  if (fiatCurrency !== undefined && !findPaymentCurrency(fiatCurrency)) throw onrampError('UNKNOWN_CURRENCY', `Unknown payment currency ${fiatCurrency}`);
  if (paymentMethod !== undefined && !paymentKindOf(paymentMethod)) {
    throw onrampError('UNKNOWN_PAYMENT_METHOD', `Unknown payment method ${paymentMethod}: use card or bank`);
  }
  const presetFiatAmount = fields.presetFiatAmount;
  const presetCryptoAmount = fields.presetCryptoAmount;
  if (presetFiatAmount !== undefined && presetCryptoAmount !== undefined) {
    throw onrampError('INVALID_BODY', 'Give presetFiatAmount or presetCryptoAmount, not both');
  }
  if (presetFiatAmount !== undefined || presetCryptoAmount !== undefined) {
    // A preset amount must be one the provider can sell: the same checks as a quote, limits included.
    computeOnrampQuote(state, {
      purchaseCurrency: target.purchaseCurrency,
      paymentCurrency: fiatCurrency ?? 'USD',
      network: networkName,
      provider: provider.id,
      ...(paymentMethod === undefined ? {} : { paymentMethod }),
      ...(presetFiatAmount === undefined ? { purchaseAmount: presetCryptoAmount } : { amount: presetFiatAmount }),
    });
  }

  const params = new URLSearchParams({
    destinationWallets: JSON.stringify(wallets),
    defaultNetwork: networkName,
    defaultAsset: target.purchaseCurrency,
    partnerUserId,
    defaultExperience: 'buy',
    provider: provider.id,
    sessionId: randomUUID(),
    expiresAt: String(state.now() + ONRAMP_LINK_LIFETIME_MS),
  });
  if (typeof presetFiatAmount === 'string') params.set('presetFiatAmount', presetFiatAmount.trim());
  if (typeof presetCryptoAmount === 'string') params.set('presetCryptoAmount', presetCryptoAmount.trim());
  if (fiatCurrency !== undefined) params.set('fiatCurrency', fiatCurrency.toUpperCase());
  if (paymentMethod !== undefined) params.set('defaultPaymentMethod', paymentMethod);
  const url = new URL('/onramp/buy', state.publicBaseUrl);
  url.search = signer.sign(params).toString();
  return url.toString();
}

/** Why a link was refused, as the page says it. */
export class OnrampLinkError extends Error {
  constructor(
    readonly status: 403 | 410,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a purchase link's query; throws {@link OnrampLinkError} when it was altered, not issued here, or expired. */
export function parseOnrampLink(state: DevnetApiState, signer: OnrampLinkSigner, query: string): OnrampLink {
  const params = new URLSearchParams(query);
  if (!signer.verify(params)) {
    throw new OnrampLinkError(403, 'This purchase link is not valid: its signature does not match its parameters, so it was altered or not issued by this devnet.');
  }
  const one = (name: string) => params.get(name) ?? undefined;
  const sessionId = one('sessionId') ?? '';
  const expiresAt = Number(one('expiresAt'));
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= state.now()) throw new OnrampLinkError(410, 'This purchase link has expired. Start the purchase again.');
  const wallets = destinationWallets(JSON.parse(one('destinationWallets') ?? '[]'));
  const network = one('defaultNetwork') ?? '';
  const target = pick(state, wallets, network, one('defaultAsset'));
  return {
    sessionId,
    expiresAt,
    partnerUserId: one('partnerUserId') ?? '',
    network,
    purchaseCurrency: target.purchaseCurrency,
    address: target.address,
    provider: one('provider') ?? '',
    fiatCurrency: one('fiatCurrency'),
    paymentMethod: one('defaultPaymentMethod'),
    presetFiatAmount: one('presetFiatAmount'),
    presetCryptoAmount: one('presetCryptoAmount'),
    query: params.toString(),
  };
}
