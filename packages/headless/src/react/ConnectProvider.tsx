'use client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { ConnectConfig } from '../core/index.js';

const ConfigContext = createContext<ConnectConfig | undefined>(undefined);

/** The app's own QueryClient, when it gave one to ConnectProvider. */
export const AppQueryClientContext = createContext<QueryClient | undefined>(undefined);

/** Props of ConnectProvider. */
export interface ConnectProviderProps {
  config: ConnectConfig;
  /** The app's own QueryClient, if it has one; otherwise the hooks share one per config. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Gives hooks a config. Wallet discovery and reconnect start after mount, so the server render and the first
 * client render are the same. The data layer (TanStack Query) is not part of a page's first script: the
 * provider loads it after mount to restore the persisted caches, and the data hooks bring it with them.
 */
export function ConnectProvider({ config, queryClient, children }: ConnectProviderProps) {
  useEffect(() => config.start(), [config]);
  // Restored after mount, so the server render and the first client render agree.
  useEffect(() => {
    let active = true;
    let release: (() => void) | undefined;
    import('./queryClient.js').then(
      (module) => {
        if (active) release = module.persistConnectQueries(config, queryClient);
      },
      () => {
        // Without the cached data the hooks simply fetch it.
      },
    );
    return () => {
      active = false;
      release?.();
    };
  }, [config, queryClient]);
  return (
    <ConfigContext.Provider value={config}>
      <AppQueryClientContext.Provider value={queryClient}>{children}</AppQueryClientContext.Provider>
    </ConfigContext.Provider>
  );
}

/** The config of the nearest ConnectProvider. */
export function useConnectConfig(): ConnectConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConnectConfig must be used inside <ConnectProvider>');
  return config;
}
