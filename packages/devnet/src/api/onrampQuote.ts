import { ONRAMP_NETWORK_FEE_CENTS, ONRAMP_PRICE_CENTS } from './apiFixtures.js';
import type { DevnetApiState } from './DevnetApiState.js';
import { describeCents, divCeil, formatCents, formatUnitsExact, onrampError, parseCryptoUnits, parseFiatCents } from './onrampAmounts.js';
import { decimalsOf, findPaymentCurrency, findProvider, findPurchaseCurrency, limitsOf, paymentKindOf } from './onrampCatalog.js';
import type { OnrampNetwork, OnrampPaymentKind, OnrampProvider, OnrampPurchaseCurrency } from './onrampCatalog.js';

/** What a quote is asked for, as strings from a request body or a purchase link. */
export interface OnrampQuoteInput {
  readonly purchaseCurrency: unknown;
  readonly paymentCurrency: unknown;
  readonly network: unknown;
  /** Fiat to pay, all fees included (decimal string, at most two decimals). */
  readonly amount?: unknown;
  /** Or the crypto to receive (decimal string); the fiat total is then worked out from it. */
  readonly purchaseAmount?: unknown;
  readonly paymentMethod?: unknown;
  readonly provider?: unknown;
}

/** An exact quote: every amount in cents of the payment currency or base units of the purchase currency. */
export interface OnrampQuoteDetails {
  readonly provider: OnrampProvider;
  readonly paymentKind: OnrampPaymentKind;
  readonly purchase: OnrampPurchaseCurrency;
  readonly decimals: number;
  readonly network: OnrampNetwork;
  readonly paymentCurrency: string;
  readonly totalCents: bigint;
  readonly feeCents: bigint;
  readonly networkFeeCents: bigint;
  readonly subtotalCents: bigint;
  readonly purchaseUnits: bigint;
}

function text(value: unknown, field: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'object' && value !== null) {
    // The currencies may come as objects carrying an id or a symbol, as the options list them.
    const { id, symbol } = value as { id?: unknown; symbol?: unknown };
    if (typeof symbol === 'string' && symbol !== '') return symbol;
    if (typeof id === 'string' && id !== '') return id;
  }
  throw onrampError('INVALID_BODY', `${field} is required`);
}

/** The provider's fee on a fiat total, in cents, rounded up to the cent. */
function feeOn(totalCents: bigint, provider: OnrampProvider): bigint {
  return divCeil(totalCents * provider.feeBasisPoints, 10_000n);
}

/** What is left to buy crypto with once the fees are paid out of a total. */
function subtotalOf(totalCents: bigint, provider: OnrampProvider): bigint {
  return totalCents - feeOn(totalCents, provider) - ONRAMP_NETWORK_FEE_CENTS;
}

/** The smallest fiat total whose subtotal covers `neededCents`. */
function totalFor(neededCents: bigint, provider: OnrampProvider): bigint {
  let total = divCeil((neededCents + ONRAMP_NETWORK_FEE_CENTS) * 10_000n, 10_000n - provider.feeBasisPoints);
  while (subtotalOf(total, provider) < neededCents) total += 1n;
  while (total > 1n && subtotalOf(total - 1n, provider) >= neededCents) total -= 1n;
  return total;
}

/**
 * Works out a quote exactly. From a fiat total: the provider's fee (rounded up to the cent) and the network fee
 * come off, and the rest buys crypto at the fixture price, rounded down to a base unit. From a crypto amount: the
 * smallest total that pays for exactly that much. The total must lie within the provider's limits for the payment
 * method (the specification's fallback limits for a provider without its own); refusals are 400s with a code.
 */
export function computeOnrampQuote(state: DevnetApiState, input: OnrampQuoteInput): OnrampQuoteDetails {
  const purchaseKey = text(input.purchaseCurrency, 'purchaseCurrency');
  const paymentKey = text(input.paymentCurrency, 'paymentCurrency');
  const networkName = text(input.network, 'network');
  const purchase = findPurchaseCurrency(state, purchaseKey);
  if (!purchase) throw onrampError('UNKNOWN_CURRENCY', `Unknown purchase currency ${purchaseKey}`);
  const payment = findPaymentCurrency(paymentKey);
  if (!payment) throw onrampError('UNKNOWN_CURRENCY', `Unknown payment currency ${paymentKey}`);
  const network = purchase.networks.find((candidate) => candidate.name === networkName);
  if (!network) throw onrampError('UNKNOWN_NETWORK', `${purchase.symbol} is not offered on network ${networkName}`);
  if (input.provider !== undefined && typeof input.provider !== 'string') throw onrampError('UNKNOWN_PROVIDER', 'provider must be a string');
  const provider = findProvider(input.provider);
  if (!provider) throw onrampError('UNKNOWN_PROVIDER', `Unknown onramp provider ${String(input.provider)}`);
  const method = input.paymentMethod === undefined ? 'card' : input.paymentMethod;
  const paymentKind = typeof method === 'string' ? paymentKindOf(method) : undefined;
  if (!paymentKind) throw onrampError('UNKNOWN_PAYMENT_METHOD', `Unknown payment method ${String(method)}: use card or bank`);
  const price = ONRAMP_PRICE_CENTS[payment.id]?.[purchase.symbol];
  if (price === undefined) throw onrampError('UNKNOWN_CURRENCY', `${purchase.symbol} cannot be bought with ${payment.id}`);
  const decimals = decimalsOf(purchase.symbol);
  const scale = 10n ** BigInt(decimals);

  const byCrypto = input.amount === undefined && input.purchaseAmount !== undefined;
  if (input.amount !== undefined && input.purchaseAmount !== undefined) {
    throw onrampError('INVALID_BODY', 'Give amount (fiat) or purchaseAmount (crypto), not both');
  }
  let totalCents: bigint;
  let purchaseUnits: bigint;
  if (byCrypto) {
    purchaseUnits = parseCryptoUnits(input.purchaseAmount, decimals, purchase.symbol, 'purchaseAmount');
    totalCents = totalFor(divCeil(purchaseUnits * price, scale), provider);
  } else {
    totalCents = parseFiatCents(input.amount);
    purchaseUnits = 0n;
  }

  const limits = limitsOf(provider, paymentKind);
  if (totalCents < limits.min) {
    throw onrampError('AMOUNT_BELOW_MINIMUM', `The ${paymentKind} minimum of ${provider.name} is ${describeCents(limits.min, payment.id)}`);
  }
  if (totalCents > limits.max) {
    throw onrampError('AMOUNT_ABOVE_MAXIMUM', `The ${paymentKind} maximum of ${provider.name} is ${describeCents(limits.max, payment.id)}`);
  }
  const feeCents = feeOn(totalCents, provider);
  const subtotalCents = totalCents - feeCents - ONRAMP_NETWORK_FEE_CENTS;
  if (!byCrypto) purchaseUnits = subtotalCents > 0n ? (subtotalCents * scale) / price : 0n;
  if (purchaseUnits <= 0n) throw onrampError('AMOUNT_TOO_SMALL', 'The amount does not cover the fees');
  return {
    provider,
    paymentKind,
    purchase,
    decimals,
    network,
    paymentCurrency: payment.id,
    totalCents,
    feeCents,
    networkFeeCents: ONRAMP_NETWORK_FEE_CENTS,
    subtotalCents,
    purchaseUnits,
  };
}

/** The quote as `POST /v1/onramp/quote` answers it: the specification's fields, plus the provider and method used. */
export function quoteJson(quote: OnrampQuoteDetails, quoteId: string) {
  const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: quote.paymentCurrency });
  return {
    coinbaseFee: fiat(quote.feeCents),
    networkFee: fiat(quote.networkFeeCents),
    paymentSubtotal: fiat(quote.subtotalCents),
    paymentTotal: fiat(quote.totalCents),
    purchaseAmount: { amount: formatUnitsExact(quote.purchaseUnits, quote.decimals), currency: quote.purchase.symbol },
    quoteId,
    provider: quote.provider.id,
    paymentMethod: quote.paymentKind,
    network: quote.network.name,
  };
}
