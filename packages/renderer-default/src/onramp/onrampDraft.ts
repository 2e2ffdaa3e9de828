'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectConfig, OnrampPaymentMethod } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';

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

interface DraftStore {
  get(): OnrampDraft;
  set(next: OnrampDraft): void;
  subscribe(listener: () => void): () => void;
}

const stores = new WeakMap<ConnectConfig, DraftStore>();

function createDraftStore(): DraftStore {
  let draft = EMPTY_ONRAMP_DRAFT;
  const listeners = new Set<() => void>();
  return {
    get: () => draft,
    set(next) {
      draft = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The draft store of a config: one Buy form per config, outliving the views it moves between. */
export function onrampDraftStore(config: ConnectConfig): DraftStore {
  let store = stores.get(config);
  if (!store) {
    store = createDraftStore();
    stores.set(config, store);
  }
  return store;
}

/** The Buy form's fields, a setter that merges changes, and a reset to the empty form. */
export function useOnrampDraft(): readonly [OnrampDraft, (change: Partial<OnrampDraft>) => void, () => void] {
  const config = useConnectConfig();
  const store = onrampDraftStore(config);
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get);
  const update = useCallback((change: Partial<OnrampDraft>) => store.set({ ...store.get(), ...change }), [store]);
  const reset = useCallback(() => store.set(EMPTY_ONRAMP_DRAFT), [store]);
  return [draft, update, reset] as const;
}
