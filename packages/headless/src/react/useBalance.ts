'use client';
import { useQuery } from '@tanstack/react-query';
import type { CaipNetwork } from '../core/index.js';
import { nativeBalanceQueryOptions } from '../core/index.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import { useAccount } from './useAccount.js';
import { useNetwork } from './useNetwork.js';

/** Native balance of an address (the connected one by default) on a network (the active one by default). */
export function useBalance(options: { address?: string; network?: CaipNetwork } = {}) {
  const config = useConnectConfig();
  const account = useAccount(options.network ? { namespace: options.network.chainNamespace } : {});
  const { network: activeNetwork } = useNetwork(options.network ? { namespace: options.network.chainNamespace } : {});
  const address = options.address ?? (account.isConnected ? account.address : undefined);
  const network = options.network ?? activeNetwork;
  // Bitcoin balances are not offered.
  const readable = network !== undefined && network.chainNamespace !== 'bip122';
  const query = nativeBalanceQueryOptions(config, { address, network: readable ? network : undefined });
  return useQuery(query, useConnectQueryClient());
}
