'use client';
import { QueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import type { ConnectConfig } from '../core/index.js';
import { persistQueryCaches } from '../queries/persistQueryCaches.js';
import { watchQueryErrors } from '../queries/watchQueryErrors.js';
import { AppQueryClientContext, useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter } from './types.js';

const ownClients = new WeakMap<ConnectConfig, QueryClient>();

/** The QueryClient a config's hooks use: the app's own when it gave one to ConnectProvider, else one per config. */
export function queryClientFor(config: ConnectConfig, appClient?: QueryClient): QueryClient {
  if (appClient) return appClient;
  let client = ownClients.get(config);
  if (!client) {
    client = new QueryClient();
    ownClients.set(config, client);
  }
  return client;
}

/** Per client: how many providers use it, and how to stop its persistence and error reports. */
const persisting = new WeakMap<QueryClient, { users: number; stop: () => void }>();

/**
 * Restores the config's persisted caches into its QueryClient and keeps persisting them, once per client
 * however many providers ask (React runs effects twice in development). Returns a release function.
 */
export function persistConnectQueries(config: ConnectConfig, appClient?: QueryClient): () => void {
  const client = queryClientFor(config, appClient);
  let entry = persisting.get(client);
  if (!entry) {
    // One place per client reports failed queries (toasts, track events).
    const stops = [persistQueryCaches(client, config), watchQueryErrors(config, client)];
    entry = { users: 0, stop: () => stops.forEach((stop) => stop()) };
    persisting.set(client, entry);
  }
  entry.users += 1;
  const current = entry;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users === 0) {
      current.stop();
      persisting.delete(client);
    }
  };
}

/**
 * The QueryClient behind the hooks of the nearest ConnectProvider: to invalidate or read their data. The data
 * hooks call it before their query, so its effect (restoring the persisted caches, once per client) runs before
 * the query decides whether to fetch: cached data within its lifetime is shown, not fetched again.
 */
export function useConnectQueryClient(parameters: ConfigParameter = {}): QueryClient {
  const config = useConnectConfig(parameters);
  const appClient = useContext(AppQueryClientContext);
  useEffect(() => persistConnectQueries(config, appClient), [config, appClient]);
  return queryClientFor(config, appClient);
}

export { startAnalytics } from '../queries/startAnalytics.js';
