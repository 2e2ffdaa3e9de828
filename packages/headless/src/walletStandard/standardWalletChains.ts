import type { CaipNetwork } from '../core/index.js';
import { bitcoin, bitcoinTestnet, solana, solanaDevnet, solanaTestnet } from '../core/index.js';

/** Wallet Standard chain ids of Solana clusters. */
export type SolanaWalletChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet';

/** Wallet Standard chain ids of Bitcoin networks. */
export type BitcoinWalletChain = 'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:regtest';

const SOLANA_BY_CAIP: Readonly<Record<string, SolanaWalletChain>> = {
  [solana.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
};

const SOLANA_BY_NETWORK_NAME: Readonly<Record<string, SolanaWalletChain>> = {
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
    SOLANA_BY_CAIP[network.caipNetworkId] ??
    (network.deprecatedCaipNetworkId ? SOLANA_BY_CAIP[network.deprecatedCaipNetworkId] : undefined) ??
    (network.network ? SOLANA_BY_NETWORK_NAME[network.network] : undefined)
  );
}

/** The Wallet Standard chain of a Bitcoin network. */
export function toBitcoinWalletChain(network: CaipNetwork): BitcoinWalletChain | undefined {
  if (network.caipNetworkId === bitcoin.caipNetworkId) return 'bitcoin:mainnet';
  if (network.caipNetworkId === bitcoinTestnet.caipNetworkId) return 'bitcoin:testnet';
  if (network.network === 'bitcoin-regtest') return 'bitcoin:regtest';
  return network.testnet ? 'bitcoin:testnet' : network.network === 'bitcoin' ? 'bitcoin:mainnet' : undefined;
}

/**
 * The chain a Wallet Standard wallet names `network` by: the standard's id of a Solana or Bitcoin network,
 * else its CAIP-2 id (what a wallet offering a custom network can only call it).
 */
export function toStandardWalletChain(network: CaipNetwork): string {
  const named = network.chainNamespace === 'solana' ? toSolanaWalletChain(network) : network.chainNamespace === 'bip122' ? toBitcoinWalletChain(network) : undefined;
  return named ?? network.caipNetworkId;
}
