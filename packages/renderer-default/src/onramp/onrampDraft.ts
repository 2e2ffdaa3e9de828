'use client';
import type { OnrampPaymentMethod } from '@connect-modal/headless';
import { createValueStore, perConfig, useDraft } from '../state/configStore.js';

/** A purchase started on a provider's page, which BuyInProgress waits for. */
export interface OnrampPurchase {
  /** The provider's id and name. */
  readonly provider: string;
  readonly providerName: string;
  /** The provider's page, to open again. */
  readonly url: string;
  /** Where the crypto arrives. */
  readonly address: string;
  readonly caipNetworkId: string;
  /** The symbol bought, and its decimals when known (the native currency's; a token's once it is held). */
  readonly symbol: string;
  readonly decimals: number | undefined;
  /** The amount the provider quoted, an exact decimal string. */
  readonly quotedAmount: string;
  /** The native balance, in base units, when the page was asked for; the first reading when it could not be read. */
  readonly before: bigint | undefined;
  /** What arrived, in base units, once the balance rose. */
  readonly received: bigint | undefined;
}

/** The Buy form as typed, kept while the visitor moves between Onramp, OnrampProviders and BuyInProgress. */
export interface OnrampDraft {
  /** Fiat to pay, fees included: decimal text with a dot, as typed. */
  readonly amount: string;
  /** Payment currency id (`USD`). */
  readonly paymentCurrency: string;
  readonly paymentMethod: OnrampPaymentMethod;
  /** Symbol to buy; the network's native currency until the visitor picks another. */
  readonly purchaseCurrency: string | undefined;
  /** The purchase under way, if any. */
  readonly purchase: OnrampPurchase | undefined;
}

/** The empty form: US dollars by card. */
export const EMPTY_ONRAMP_DRAFT: OnrampDraft = {
  amount: '',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  purchaseCurrency: undefined,
  purchase: undefined,
};

/** The draft store of a config: one Buy form per config, outliving the views it moves between. */
export const onrampDraftStore = perConfig(() => createValueStore(EMPTY_ONRAMP_DRAFT));

/** The Buy form's fields, a setter that merges changes, and a reset to the empty form. */
export function useOnrampDraft(): readonly [OnrampDraft, (change: Partial<OnrampDraft>) => void, () => void] {
  return useDraft(onrampDraftStore, EMPTY_ONRAMP_DRAFT);
}
