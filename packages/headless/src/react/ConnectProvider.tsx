'use client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { ConnectConfig } from '../core/index.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';

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
 * provider loads it after mount to restore the persisted caches, report failed queries and send analytics.
 */
export function ConnectProvider({ config, queryClient, children }: ConnectProviderProps) {
  useEffect(() => config.start(), [config]);
  // Restored after mount, so the server render and the first client render agree.
  useEffect(() => {
    let active = true;
    let release: (() => void) | undefined;
    let stopAnalytics: (() => void) | undefined;
    import('./queryClient.js').then(
      (module) => {
        if (!active) return;
        release = module.persistConnectQueries(config, queryClient);
        // Track events go to analytics while the feature is on; the service client loads with the first event.
        stopAnalytics = module.startAnalytics(config);
      },
      () => {
        // Without the cached data the hooks simply fetch it.
      },
    );
    return () => {
      active = false;
      release?.();
      stopAnalytics?.();
    };
  }, [config, queryClient]);
  return (
    <ConfigContext.Provider value={config}>
      <AppQueryClientContext.Provider value={queryClient}>{children}</AppQueryClientContext.Provider>
    </ConfigContext.Provider>
  );
}

/** Parameters of useConnectConfig. */
export type UseConnectConfigParameters<config extends ConnectConfig = ConnectConfig> = ConfigParameter<config>;

/** What useConnectConfig returns: the config. */
export type UseConnectConfigReturnType<config extends ConnectConfig = ConnectConfig> = config;

/** The config given, else the nearest ConnectProvider's (typed from the registered config). */
export function useConnectConfig<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseConnectConfigParameters<config> = {},
): UseConnectConfigReturnType<config> {
  const fromContext = useContext(ConfigContext);
  const config = parameters.config ?? fromContext;
  if (!config) throw new Error('useConnectConfig must be used inside <ConnectProvider>');
  return config as config;
}
