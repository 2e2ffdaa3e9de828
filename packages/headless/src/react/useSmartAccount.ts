'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { getSmartAccount, watchAuthState } from '../actions/index.js';
import type { SmartAccountState } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';

/** Parameters of useSmartAccount. */
export type UseSmartAccountParameters<config extends ConnectConfig = ConnectConfig> = ConfigParameter<config>;

/** The embedded wallet's EVM accounts: the type in use, its address, all accounts with types, deployment. */
export type UseSmartAccountReturnType = SmartAccountState;

/** The embedded wallet's EVM accounts, updated as they change (empty without an auth connector or a login). */
export function useSmartAccount<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseSmartAccountParameters<config> = {},
): UseSmartAccountReturnType {
  const config = useConnectConfig(parameters);
  const subscribe = useCallback((onChange: () => void) => watchAuthState(config, onChange), [config]);
  const read = useCallback(() => getSmartAccount(config), [config]);
  return useSyncExternalStore(subscribe, read, read);
}
