/**
 * What the solana adapter needs once a Solana wallet is used (connected, asked to sign or send), gathered so it
 * loads as one chunk on that first use: a page that only lists Solana wallets does not carry it.
 */
export { base58 } from '@scure/base';
export { MAX_SOLANA_MESSAGE_BYTES, requestSolanaWallet } from './requestSolanaWallet.js';
export { signInWithSolanaWallet } from './signInWithSolanaWallet.js';
export { validSolanaAccounts } from './validSolanaAccounts.js';
