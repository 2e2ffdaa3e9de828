'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectConfig } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';

/** A value that components read and follow: a form draft, a flow under way. */
export interface ValueStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

/** A store holding `initial` until set. */
export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * One store per config, made on first use: state that outlives the views it moves between (a form kept across
 * Send, TokenSelect and SendPreview), and that two modals on a page with two configs never share.
 */
export function perConfig<S>(create: (config: ConnectConfig) => S): (config: ConnectConfig) => S {
  const stores = new WeakMap<ConnectConfig, S>();
  return (config) => {
    let store = stores.get(config);
    if (store === undefined) {
      store = create(config);
      stores.set(config, store);
    }
    return store;
  };
}

/**
 * A form draft of the config: its fields, a setter that merges changes, and a reset to `empty`. The server render
 * and the first client render read the same value.
 */
export function useDraft<T extends object>(store: (config: ConnectConfig) => ValueStore<T>, empty: T): readonly [T, (change: Partial<T>) => void, () => void] {
  const draftStore = store(useConnectConfig());
  const draft = useSyncExternalStore(draftStore.subscribe, draftStore.get, draftStore.get);
  const update = useCallback((change: Partial<T>) => draftStore.set({ ...draftStore.get(), ...change }), [draftStore]);
  const reset = useCallback(() => draftStore.set(empty), [draftStore, empty]);
  return [draft, update, reset] as const;
}
