'use client';
import type { AccountState, CaipAddress, ChainNamespace, ConnectConfig } from '../core/index.js';
import { EMPTY_ACCOUNT, accountsAtom, activeNamespaceAtom } from '../core/state/atoms.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useStoreValue } from './useStoreValue.js';

/** Parameters of useAccount. */
export interface UseAccountParameters<config extends ConnectConfig = ConnectConfig> extends ConfigParameter<config> {
  /** The namespace to read; the active one by default. */
  readonly namespace?: ChainNamespace | undefined;
}

type AccountBase = Omit<AccountState, 'address' | 'caipAddress' | 'status'> & {
  readonly namespace: ChainNamespace | undefined;
  readonly chainId: string | undefined;
};

/** The account of a namespace; `address` is defined whenever `status` is 'connected'. */
export type UseAccountReturnType =
  | (AccountBase & {
      readonly status: 'connected';
      readonly address: string;
      readonly caipAddress: CaipAddress;
      readonly isConnected: true;
      readonly isConnecting: false;
      readonly isDisconnected: false;
    })
  | (AccountBase & {
      readonly status: 'connecting';
      readonly address: string | undefined;
      readonly caipAddress: CaipAddress | undefined;
      readonly isConnected: false;
      readonly isConnecting: true;
      readonly isDisconnected: false;
    })
  | (AccountBase & {
      readonly status: 'disconnected';
      readonly address: undefined;
      readonly caipAddress: undefined;
      readonly isConnected: false;
      readonly isConnecting: false;
      readonly isDisconnected: true;
    });

/** The connected account of a namespace (the active one by default), with status flags. */
export function useAccount<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseAccountParameters<config> = {},
): UseAccountReturnType {
  const config = useConnectConfig(parameters);
  const accounts = useStoreValue(accountsAtom, config);
  const active = useStoreValue(activeNamespaceAtom, config);
  const namespace = parameters.namespace ?? active;
  const account = (namespace && accounts[namespace]) || EMPTY_ACCOUNT;
  const base = { ...account, namespace, chainId: account.caipAddress?.split(':')[1] };
  if (account.status === 'connected' && account.address !== undefined && account.caipAddress !== undefined) {
    return { ...base, status: 'connected', address: account.address, caipAddress: account.caipAddress, isConnected: true, isConnecting: false, isDisconnected: false };
  }
  if (account.status === 'disconnected') {
    return { ...base, status: 'disconnected', address: undefined, caipAddress: undefined, isConnected: false, isConnecting: false, isDisconnected: true };
  }
  return { ...base, status: 'connecting', isConnected: false, isConnecting: true, isDisconnected: false };
}
