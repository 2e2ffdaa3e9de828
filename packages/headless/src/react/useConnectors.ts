'use client';
import { useMemo } from 'react';
import type { ChainNamespace, Connector } from '../core/index.js';
import { connectorsAtom } from '../core/index.js';
import { useStoreValue } from './useStoreValue.js';

/** The connectors the adapters offer (discovered wallets first as announced), optionally of one namespace. */
export function useConnectors(options: { namespace?: ChainNamespace } = {}): readonly Connector[] {
  const map = useStoreValue(connectorsAtom);
  const { namespace } = options;
  return useMemo(
    () => (namespace ? (map[namespace] ?? []) : Object.values(map).flatMap((list) => list ?? [])),
    [map, namespace],
  );
}
