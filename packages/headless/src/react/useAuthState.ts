'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { getAuthState, watchAuthState } from '../actions/index.js';
import type { AuthState } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';

/** Parameters of useAuthState. */
export type UseAuthStateParameters<config extends ConnectConfig = ConnectConfig> = ConfigParameter<config>;

/** The embedded wallet's state: frame status, email, login-used flag, user and alert. */
export type UseAuthStateReturnType = AuthState;

/** The embedded wallet's state, updated as it changes (idle when the config has no auth connector). */
export function useAuthState<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseAuthStateParameters<config> = {},
): UseAuthStateReturnType {
  const config = useConnectConfig(parameters);
  const subscribe = useCallback((onChange: () => void) => watchAuthState(config, onChange), [config]);
  const read = useCallback(() => getAuthState(config), [config]);
  return useSyncExternalStore(subscribe, read, read);
}
