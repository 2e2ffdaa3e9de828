'use client';
import { useMemo } from 'react';
import type { ConnectConfig, Connector } from '../core/index.js';
import { pairingAtom } from '../core/state/atoms.js';
import { useStoreValue } from './useStoreValue.js';

/** The wallets a directory list must not repeat: the announced (installed) ones and the recent ones. */
export function useShownElsewhere(config: ConnectConfig, connectors: readonly Connector[]) {
  // The recent wallets change with the pairing state's `recentWallet`; reading it keeps the list current.
  const { recentWallet } = useStoreValue(pairingAtom, config);
  return useMemo(
    () => ({
      announced: connectors.map((connector) => ({ id: connector.explorerId ?? connector.id, rdns: connector.info?.rdns ?? null })),
      recent: config._internal.connection.getRecentWallets(),
      isMobile: config.platform.isMobile(),
    }),
    // recentWallet is read so that a new recent wallet recomputes the list.
    [config, connectors, recentWallet],
  );
}
