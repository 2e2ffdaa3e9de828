'use client';
import type { AccountState, ChainNamespace } from '../core/index.js';
import { EMPTY_ACCOUNT, accountsAtom, activeNamespaceAtom } from '../core/index.js';
import { useStoreValue } from './useStoreValue.js';

/** The account of a namespace (the active one by default), with status flags. */
export interface UseAccountResult extends AccountState {
  readonly namespace: ChainNamespace | undefined;
  readonly chainId: string | undefined;
  readonly isConnected: boolean;
  readonly isConnecting: boolean;
  readonly isDisconnected: boolean;
}

/** The connected account of a namespace (the active one by default). */
export function useAccount(options: { namespace?: ChainNamespace } = {}): UseAccountResult {
  const accounts = useStoreValue(accountsAtom);
  const active = useStoreValue(activeNamespaceAtom);
  const namespace = options.namespace ?? active;
  const account = (namespace && accounts[namespace]) || EMPTY_ACCOUNT;
  return {
    ...account,
    namespace,
    chainId: account.caipAddress?.split(':')[1],
    isConnected: account.status === 'connected' && account.address !== undefined,
    isConnecting: account.status === 'connecting',
    isDisconnected: account.status === 'disconnected',
  };
}
