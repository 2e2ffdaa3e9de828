/**
 * The framework-agnostic core: config, validation, networks, state, storage, errors and clock.
 * It imports no UI framework, so any renderer or framework binding can sit on top of it.
 */
export { createConnectConfig } from './config/createConnectConfig.js';
export type { ConnectConfig } from './config/createConnectConfig.js';
export { ConfigError, PROJECT_ID_REQUIRED_MESSAGE, SIWE_AND_SIWX_MESSAGE } from './config/ConfigError.js';
export { DEFAULT_FEATURES, resolveConfig } from './config/resolveConfig.js';
export { getConnectMethodsOrder } from './config/connectMethodsOrder.js';
export * from './config/defaults.js';
export type {
  AdapterLike,
  AppMetadata,
  ConnectConfigOptions,
  CustomWallet,
  Features,
  ResolvedConfig,
  SiwxConfig,
} from './config/ConnectConfigOptions.js';
export type { ConnectStore, CoreContext } from './context.js';
export * from './clock/index.js';
export * from './errors/index.js';
export * from './events/index.js';
export {
  UNKNOWN_NETWORK_NAME,
  defineNetwork,
  fromViemChain,
  RPC_SERVICE_NETWORKS,
  getNetworkRpcUrls,
  getRpcServiceUrl,
  isUnknownNetwork,
  unknownNetwork,
} from './networks/index.js';
export type { CaipNetwork } from './networks/index.js';
export * from './networks/evm.js';
export { bitcoin, bitcoinTestnet, solana, solanaDevnet, solanaTestnet } from './networks/nonEvm.js';
export * from './storage/index.js';
export * from './validation/index.js';
export * from './state/types.js';
// The state's account type (with bip122's payment and ordinal) is the public one.
export type { AccountType } from './state/types.js';
export {
  accountsAtom,
  activeNamespaceAtom,
  connectionAtom,
  modalAtom,
  networksAtom,
  routerAtom,
  siwxAtom,
  toastAtom,
} from './state/atoms.js';
export { browserPlatform, staticPlatform } from './platform/Platform.js';
export type { Platform } from './platform/Platform.js';
export { EMPTY_ACCOUNT } from './controllers/createAccountController.js';
export type { AccountController } from './controllers/createAccountController.js';
export { RECENT_WALLETS_LIMIT } from './controllers/createConnectionController.js';
export type { ConnectionController } from './controllers/createConnectionController.js';
export { SHAKE_DURATION_MS, chooseInitialView } from './controllers/createModalController.js';
export type { ModalController, OpenOptions } from './controllers/createModalController.js';
export type { NetworkController } from './controllers/createNetworkController.js';
export type { RouterController } from './controllers/createRouterController.js';
export { TOAST_DURATION_MS, TOAST_SWAP_DELAY_MS } from './controllers/createToastController.js';
export type { ToastController } from './controllers/createToastController.js';
export * from './adapters/index.js';
export { connectorsAtom } from './state/connectorsAtom.js';
export { RECONNECT_DISCOVERY_TIMEOUT_MS } from './connection/createConnectionManager.js';
export type { ConnectionManager } from './connection/createConnectionManager.js';
export { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, isPairingExpired } from './connection/pairingExpiry.js';
export * from './queries/index.js';
