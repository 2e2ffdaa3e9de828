/** The solana adapter: Wallet Standard wallets, reads through @solana/web3.js, SOL and SPL transfers. */
export { SOLANA_WALLET_METHODS, checkSignedTransaction, createSolanaAdapter, validSolanaAccounts } from './createSolanaAdapter.js';
export type { SolanaAdapter, SolanaAdapterOptions } from './createSolanaAdapter.js';
export { toSolanaWalletChain } from './solanaChains.js';
export type { SolanaWalletChain } from './solanaChains.js';
export {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  buildSolTransfer,
  buildSplTransfer,
  getAssociatedTokenAddress,
  getSolanaConnection,
  signAllSolanaTransactions,
  signAndSendSolanaTransaction,
  signSolanaTransaction,
} from './solanaTransactions.js';
export type { SolanaConfig, SolanaTransaction } from './solanaTransactions.js';
export type {
  SolanaSendOptions,
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from './solanaWalletFeatures.js';
export { decodeBase58, encodeBase58 } from './base58.js';
