export type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from './walletStandardTypes.js';
export { featureOf } from './walletStandardTypes.js';
export { isUsableStandardWallet, standardWalletId, watchStandardWallets } from './watchStandardWallets.js';
