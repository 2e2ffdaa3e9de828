/** The bip122 (Bitcoin) adapter: Wallet Standard wallets, payment and ordinal addresses, message and PSBT signing. */
export {
  BIP122_WALLET_METHODS,
  bitcoinAddressType,
  checkSignedPsbt,
  createBip122Adapter,
  parsePsbt,
  toBitcoinJsNetwork,
  toBitcoinWalletChain,
  validBitcoinAccounts,
} from './createBip122Adapter.js';
export type {
  Bip122Adapter,
  Bip122AdapterOptions,
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
  BitcoinWalletChain,
} from './createBip122Adapter.js';
export { signBitcoinPsbt } from './signBitcoinPsbt.js';
export type { Bip122Config, PsbtSignInput } from './signBitcoinPsbt.js';
