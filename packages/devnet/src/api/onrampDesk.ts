import type { DevnetApiState } from './DevnetApiState.js';
import { onrampError } from './onrampAmounts.js';
import { deliveryTarget } from './onrampCatalog.js';
import { createOnrampDelivery } from './onrampDelivery.js';
import type { OnrampDelivery } from './onrampDelivery.js';
import type { OnrampLink } from './onrampLink.js';
import { computeOnrampQuote, quoteJson } from './onrampQuote.js';
import type { OnrampQuoteDetails } from './onrampQuote.js';
import { createOnrampLinkSigner } from './onrampSigning.js';
import type { OnrampLinkSigner } from './onrampSigning.js';

/** A purchase made on the stand-in provider's page, as `GET /v1/onramp/purchases/{id}` shows it. */
export interface OnrampPurchase {
  /** The link's session id: one link makes at most one purchase. */
  readonly id: string;
  readonly status: 'pending' | 'completed' | 'failed';
  readonly provider: string;
  readonly partnerUserId: string;
  readonly network: string;
  /** CAIP-2 id of the devnet network the crypto was sent on. */
  readonly caipNetworkId: string;
  readonly address: string;
  readonly paymentMethod: string;
  readonly quote: ReturnType<typeof quoteJson>;
  /** The crypto sent, in base units (wei, lamports), as a decimal string. */
  readonly purchaseUnits: string;
  /** Sender of the transfer: the provider's treasury. */
  readonly from: string;
  /** Transaction hash (EVM) or signature (Solana) of the transfer, once sent. */
  readonly transactionHash?: string;
  readonly error?: string;
  readonly createdAt: string;
  readonly completedAt?: string;
}

/** What the visitor chose on the page, for what the link leaves open. */
export interface OnrampChoices {
  readonly amount?: string | undefined;
  readonly fiatCurrency?: string | undefined;
  readonly paymentMethod?: string | undefined;
}

/** The stand-in provider's back office: link signing, quotes for a link, and purchases, each delivered once. */
export interface OnrampDesk {
  readonly signer: OnrampLinkSigner;
  readonly delivery: OnrampDelivery;
  /** The quote a link and the visitor's choices come to; throws a 400 ReplyError when they make no valid purchase. */
  quoteFor(state: DevnetApiState, link: OnrampLink, choices: OnrampChoices): OnrampQuoteDetails;
  /**
   * Completes the link's purchase: sends exactly the quoted crypto from the treasury and resolves with the record.
   * A link already completed (or being completed) resolves with its record: a double click or a replay pays once.
   */
  complete(state: DevnetApiState, link: OnrampLink, choices: OnrampChoices): Promise<OnrampPurchase>;
  /** A purchase by id. */
  get(id: string): OnrampPurchase | undefined;
  /** Every purchase, newest first. */
  list(): OnrampPurchase[];
}

function fixedOrChosen(fixed: string | undefined, chosen: string | undefined, what: string): string | undefined {
  const given = chosen?.trim() === '' ? undefined : chosen?.trim();
  if (fixed !== undefined && given !== undefined && given !== fixed) {
    throw onrampError('INVALID_BODY', `The purchase link sets the ${what}; it cannot be changed on this page`);
  }
  return fixed ?? given;
}

/** Creates the desk of one devnet API, with its own signing key (never sent anywhere) and treasury keys. */
export function createOnrampDesk(): OnrampDesk {
  const signer = createOnrampLinkSigner();
  const delivery = createOnrampDelivery();
  const purchases = new Map<string, OnrampPurchase>();
  const settling = new Map<string, Promise<OnrampPurchase>>();

  const desk: OnrampDesk = {
    signer,
    delivery,
    quoteFor(state, link, choices) {
      const amount = fixedOrChosen(link.presetFiatAmount, link.presetCryptoAmount === undefined ? choices.amount : undefined, 'amount');
      return computeOnrampQuote(state, {
        purchaseCurrency: link.purchaseCurrency,
        paymentCurrency: fixedOrChosen(link.fiatCurrency, choices.fiatCurrency, 'payment currency') ?? 'USD',
        network: link.network,
        provider: link.provider,
        paymentMethod: fixedOrChosen(link.paymentMethod, choices.paymentMethod, 'payment method') ?? 'card',
        ...(link.presetCryptoAmount === undefined ? { amount } : { purchaseAmount: link.presetCryptoAmount }),
      });
    },
    complete(state, link, choices) {
      const running = settling.get(link.sessionId);
      if (running) return running;
      const quote = desk.quoteFor(state, link, choices);
      const target = deliveryTarget(state, link.network);
      if (!target) {
        throw onrampError('UNDELIVERABLE_NETWORK', `The devnet runs no network ${link.network}: it delivers on its own chains only`);
      }
      // Recorded before the first await: a second completion of this link finds it and waits for the same transfer.
      const record: OnrampPurchase = {
        id: link.sessionId,
        status: 'pending',
        provider: quote.provider.id,
        partnerUserId: link.partnerUserId,
        network: link.network,
        caipNetworkId: target.caipNetworkId,
        address: link.address,
        paymentMethod: quote.paymentKind,
        quote: quoteJson(quote, link.sessionId),
        purchaseUnits: quote.purchaseUnits.toString(),
        from: delivery.treasuryOf(target),
        createdAt: new Date(state.now()).toISOString(),
      };
      purchases.set(record.id, record);
      const settled = delivery.deliver(target, link.address, quote.purchaseUnits).then(
        (transactionHash) => ({ ...record, status: 'completed' as const, transactionHash, completedAt: new Date(state.now()).toISOString() }),
        (error: unknown) => ({ ...record, status: 'failed' as const, error: error instanceof Error ? error.message : String(error) }),
      );
      const done = settled.then((final) => {
        purchases.set(final.id, final);
        return final;
      });
      settling.set(link.sessionId, done);
      return done;
    },
    get: (id) => purchases.get(id),
    list: () => [...purchases.values()].reverse(),
  };
  return desk;
}
