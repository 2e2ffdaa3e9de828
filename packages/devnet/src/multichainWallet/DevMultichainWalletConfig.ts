import type { DevBitcoinWalletOptions } from '../bitcoinWallet/devBitcoinWallet.js';
import type { DevSolanaWalletOptions } from '../solanaWallet/devSolanaWallet.js';

/** What the multichain dev-wallet script installs: a Solana and a Bitcoin Wallet Standard wallet. */
export interface DevMultichainWalletConfig {
  solana?: DevSolanaWalletOptions;
  bitcoin?: DevBitcoinWalletOptions;
}
