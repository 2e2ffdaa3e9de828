'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { ConnectConfig } from '../core/index.js';
import { persistQueryCaches } from '../core/index.js';

const ConfigContext = createContext<ConnectConfig | undefined>(undefined);

/** Props of ConnectProvider. */
export interface ConnectProviderProps {
  config: ConnectConfig;
  /** The app's own QueryClient, if it has one; otherwise the provider makes one. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Gives hooks a config and a QueryClient. Wallet discovery and reconnect start after mount, so the server
 * render and the first client render are the same.
 */
export function ConnectProvider({ config, queryClient, children }: ConnectProviderProps) {
  const [ownClient] = useState(() => queryClient ?? new QueryClient());
  const client = queryClient ?? ownClient;
  useEffect(() => config.start(), [config]);
  // Restored after mount, so the server render and the first client render agree.
  useEffect(() => persistQueryCaches(client, config), [client, config]);
  return (
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigContext.Provider>
  );
}

/** The config of the nearest ConnectProvider. */
export function useConnectConfig(): ConnectConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConnectConfig must be used inside <ConnectProvider>');
  return config;
}
