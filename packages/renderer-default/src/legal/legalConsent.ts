'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectConfig } from '@connect-modal/headless';

interface ConsentStore {
  agreed: boolean;
  readonly listeners: Set<() => void>;
}

// One answer per config, for as long as the page lives: ticked once, the box stays ticked when the modal is
// closed and opened again; a reload asks again, as nothing in the specification says to keep it.
const stores = new WeakMap<ConnectConfig, ConsentStore>();

function storeOf(config: ConnectConfig): ConsentStore {
  let store = stores.get(config);
  if (!store) {
    store = { agreed: false, listeners: new Set() };
    stores.set(config, store);
  }
  return store;
}

/** Whether the visitor ticked the legal checkbox of this config's modal. */
export function hasLegalConsent(config: ConnectConfig): boolean {
  return storeOf(config).agreed;
}

/** Records the visitor's tick (or untick) of the legal checkbox. */
export function setLegalConsent(config: ConnectConfig, agreed: boolean): void {
  const store = storeOf(config);
  if (store.agreed === agreed) return;
  store.agreed = agreed;
  for (const listener of [...store.listeners]) listener();
}

/** The legal checkbox's state for a config, and its setter. */
export function useLegalConsent(config: ConnectConfig): readonly [boolean, (agreed: boolean) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = storeOf(config);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [config],
  );
  const agreed = useSyncExternalStore(subscribe, () => hasLegalConsent(config), () => false);
  const set = useCallback((next: boolean) => setLegalConsent(config, next), [config]);
  return [agreed, set] as const;
}
