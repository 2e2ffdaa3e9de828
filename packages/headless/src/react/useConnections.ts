'use client';
import { useMemo } from 'react';
import { setActiveNamespace } from '../actions/index.js';
import type { ChainNamespace, ConnectConfig, ConnectionRecord } from '../core/index.js';
import { activeNamespaceAtom, connectionRecordsAtom } from '../core/state/atoms.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useStoreValue } from './useStoreValue.js';

/** Parameters of useConnections. */
export type UseConnectionsParameters<config extends ConnectConfig = ConnectConfig> = ConfigParameter<config>;

/** The connection of each namespace, the active namespace, and how to change it. */
export interface UseConnectionsReturnType {
  /** One record per connected (or connecting) namespace. */
  readonly connections: Readonly<Partial<Record<ChainNamespace, ConnectionRecord>>>;
  /** The namespaces connected now, in a stable order. */
  readonly connectedNamespaces: readonly ChainNamespace[];
  readonly activeNamespace: ChainNamespace | undefined;
  /** Makes a namespace the one the hooks and the Account view show. */
  setActiveNamespace(namespace: ChainNamespace): void;
}

/** Every namespace's connection record (the one source of truth of a connection) and the active namespace. */
export function useConnections<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseConnectionsParameters<config> = {},
): UseConnectionsReturnType {
  const config = useConnectConfig(parameters);
  const connections = useStoreValue(connectionRecordsAtom, config);
  const activeNamespace = useStoreValue(activeNamespaceAtom, config);
  return useMemo(
    () => ({
      connections,
      connectedNamespaces: (Object.keys(connections) as ChainNamespace[]).filter((ns) => connections[ns]?.status === 'connected').sort(),
      activeNamespace,
      setActiveNamespace: (namespace: ChainNamespace) => setActiveNamespace(config, namespace),
    }),
    [config, connections, activeNamespace],
  );
}
