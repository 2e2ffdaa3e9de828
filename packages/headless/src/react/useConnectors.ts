'use client';
import { useMemo } from 'react';
import type { ChainNamespace, ConnectConfig, Connector } from '../core/index.js';
import { connectorsAtom } from '../core/state/atoms.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useStoreValue } from './useStoreValue.js';

/** Parameters of useConnectors. */
export interface UseConnectorsParameters<config extends ConnectConfig = ConnectConfig> extends ConfigParameter<config> {
  readonly namespace?: ChainNamespace | undefined;
}

/** The connectors offered now. */
export type UseConnectorsReturnType = readonly Connector[];

/** The connectors the adapters and connector sources offer, optionally of one namespace. */
export function useConnectors<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseConnectorsParameters<config> = {},
): UseConnectorsReturnType {
  const config = useConnectConfig(parameters);
  const map = useStoreValue(connectorsAtom, config);
  const { namespace } = parameters;
  return useMemo(
    () => (namespace ? (map[namespace] ?? []) : Object.values(map).flatMap((list) => list ?? [])),
    [map, namespace],
  );
}
