/** The solana adapter: Wallet Standard wallets, reads through @solana/web3.js, SOL and SPL transfers. */
export { createSolanaAdapter } from './createSolanaAdapter.js';
export type { SolanaAdapter, SolanaAdapterOptions } from './createSolanaAdapter.js';
export type { SolanaSignInResult } from './signInWithSolanaWallet.js';
export { SOLANA_WALLET_METHODS } from './requestSolanaWallet.js';
export { checkSignedTransaction } from './checkSignedTransaction.js';
export { validSolanaAccounts } from './validSolanaAccounts.js';
export { toSolanaWalletChain } from '../walletStandard/standardWalletChains.js';
export type { SolanaWalletChain } from '../walletStandard/standardWalletChains.js';
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
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from './solanaWalletFeatures.js';
export { getSolanaMaxSendable, sendSolana } from '../actions/sendSolana.js';
