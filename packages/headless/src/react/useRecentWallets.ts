'use client';
import { useEffect, useState } from 'react';
import { getRecentWallets } from '../actions/index.js';
import type { ConnectConfig, RecentWallet } from '../core/index.js';
import { pairingAtom } from '../core/state/atoms.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useStoreValue } from './useStoreValue.js';

/** Parameters of useRecentWallets. */
export type UseRecentWalletsParameters<config extends ConnectConfig = ConnectConfig> = ConfigParameter<config>;

/** The recent wallets, newest first. */
export type UseRecentWalletsReturnType = readonly RecentWallet[];

/** The two wallets used last, newest first (read from storage after mount, so server and client renders agree). */
export function useRecentWallets<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseRecentWalletsParameters<config> = {},
): UseRecentWalletsReturnType {
  const config = useConnectConfig(parameters);
  // A newly recorded wallet changes `recentWallet`, which reads the list again.
  const { recentWallet } = useStoreValue(pairingAtom, config);
  const [recent, setRecent] = useState<readonly RecentWallet[]>([]);
  useEffect(() => setRecent(getRecentWallets(config)), [config, recentWallet]);
  return recent;
}
