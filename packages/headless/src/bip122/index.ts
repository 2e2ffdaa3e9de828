/** The bip122 (Bitcoin) adapter: Wallet Standard wallets, payment and ordinal addresses, message and PSBT signing. */
export { createBip122Adapter } from './createBip122Adapter.js';
export type { Bip122Adapter, Bip122AdapterOptions } from './createBip122Adapter.js';
export { BIP122_WALLET_METHODS } from './requestBitcoinWallet.js';
export { bitcoinAddressType, toBitcoinJsNetwork, validBitcoinAccounts } from './bitcoinAccounts.js';
export { checkSignedPsbt, parsePsbt } from './checkSignedPsbt.js';
export { toBitcoinWalletChain } from '../walletStandard/standardWalletChains.js';
export type { BitcoinWalletChain } from '../walletStandard/standardWalletChains.js';
export type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinInputsToSign,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from './bitcoinWalletFeatures.js';
export { signBitcoinPsbt } from './signBitcoinPsbt.js';
export type { Bip122Config, PsbtSignInput } from './signBitcoinPsbt.js';
