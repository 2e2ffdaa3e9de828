import { createPublicClient, createWalletClient, defineChain, http } from 'viem';
import type { LocalAccount, PublicClient, WalletClient } from 'viem';
import { chainNotConfigured } from './rpcError.js';

/** Clients for one EVM chain the secure site sends to. */
export interface EvmChainClients {
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly publicClient: PublicClient;
  wallet(account: LocalAccount): WalletClient;
}

/** Clients for `chainId` (decimal reference) from the configured RPC URLs; 4901 when not configured. */
export function evmChainClients(rpcUrls: Readonly<Record<string, string>>, reference: string): EvmChainClients {
  const rpcUrl = Object.hasOwn(rpcUrls, reference) ? rpcUrls[reference] : undefined;
  if (!rpcUrl || !/^\d{1,10}$/.test(reference)) throw chainNotConfigured(`eip155:${reference}`);
  const chain = defineChain({
    id: Number(reference),
    name: `eip155:${reference}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl, { timeout: 20_000, retryCount: 0 });
  return {
    chainId: chain.id,
    rpcUrl,
    publicClient: createPublicClient({ chain, transport }),
    wallet: (account) => createWalletClient({ account, chain, transport }),
  };
}
