'use client';
import type { Atom } from 'jotai/vanilla';
import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectConfig } from '../core/index.js';
import { useConnectConfig } from './ConnectProvider.js';

/** Reads an atom of the config's store; every component sees the same snapshot (no torn state). */
export function useStoreValue<Value>(atom: Atom<Value>, config?: ConnectConfig): Value {
  const { store } = useConnectConfig(config ? { config } : {});
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}
