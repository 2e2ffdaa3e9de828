'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectConfig, SendToken } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';

/** A token the Send form can offer: what a send needs, and what the list shows. */
export interface SendTokenOption extends SendToken {
  readonly name: string;
  /** The network the balance is on (CAIP-2). */
  readonly caipNetworkId: string;
  readonly iconUrl?: string | undefined;
}

/** The Send form as typed, kept while the visitor moves between Send, TokenSelect and SendPreview. */
export interface SendDraft {
  readonly token: SendTokenOption | undefined;
  /** Decimal text with a dot, as typed. */
  readonly amount: string;
  /** An address or a name, as typed. */
  readonly to: string;
}

/** The empty form. */
export const EMPTY_SEND_DRAFT: SendDraft = { token: undefined, amount: '', to: '' };

interface DraftStore {
  get(): SendDraft;
  set(next: SendDraft): void;
  subscribe(listener: () => void): () => void;
}

const stores = new WeakMap<ConnectConfig, DraftStore>();

function createDraftStore(): DraftStore {
  let draft = EMPTY_SEND_DRAFT;
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

/** The draft store of a config: one Send form per config, outliving the views it moves between. */
export function sendDraftStore(config: ConnectConfig): DraftStore {
  let store = stores.get(config);
  if (!store) {
    store = createDraftStore();
    stores.set(config, store);
  }
  return store;
}

/** The Send form's fields, a setter that merges changes, and a reset to the empty form. */
export function useSendDraft(): readonly [SendDraft, (change: Partial<SendDraft>) => void, () => void] {
  const config = useConnectConfig();
  const store = sendDraftStore(config);
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get);
  const update = useCallback((change: Partial<SendDraft>) => store.set({ ...store.get(), ...change }), [store]);
  const reset = useCallback(() => store.set(EMPTY_SEND_DRAFT), [store]);
  return [draft, update, reset] as const;
}
