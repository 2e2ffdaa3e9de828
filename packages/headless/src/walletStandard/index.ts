export type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from './walletStandardTypes.js';
export { featureOf } from './walletStandardTypes.js';
export { isUsableStandardWallet, standardWalletId, watchStandardWallets } from './watchStandardWallets.js';
export { createWalletStandardAdapterBase } from './createWalletStandardAdapterBase.js';
export type { WalletStandardAdapterBase, WalletStandardAdapterBaseOptions } from './createWalletStandardAdapterBase.js';
export { toBitcoinWalletChain, toSolanaWalletChain, toStandardWalletChain } from './standardWalletChains.js';
export type { BitcoinWalletChain, SolanaWalletChain } from './standardWalletChains.js';
export { invalidWalletResponse, parseWalletParams, sameBytes } from './walletAnswers.js';
