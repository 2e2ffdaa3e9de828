import type { CaipNetwork } from '../core/index.js';
import { solana, solanaDevnet, solanaTestnet } from '../core/index.js';

/** Wallet Standard chain ids of Solana clusters. */
export type SolanaWalletChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet';

const BY_CAIP: Readonly<Record<string, SolanaWalletChain>> = {
  [solana.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
};

const BY_NETWORK_NAME: Readonly<Record<string, SolanaWalletChain>> = {
  'solana-mainnet': 'solana:mainnet',
  'solana-devnet': 'solana:devnet',
  'solana-testnet': 'solana:testnet',
  'solana-localnet': 'solana:localnet',
};

/**
 * The Wallet Standard chain of a Solana network: the three public clusters by their CAIP-2 ids (current or
 * deprecated), any other network by its `network` name (`solana-localnet` for a local engine).
 */
export function toSolanaWalletChain(network: CaipNetwork): SolanaWalletChain | undefined {
  return (
    BY_CAIP[network.caipNetworkId] ??
    (network.deprecatedCaipNetworkId ? BY_CAIP[network.deprecatedCaipNetworkId] : undefined) ??
    (network.network ? BY_NETWORK_NAME[network.network] : undefined)
  );
}
