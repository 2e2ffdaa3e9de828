/**
 * The framework-agnostic core: config, validation, networks, state types, storage backends, errors, clock and
 * the navigation policy. It imports no UI framework and no service client, so any renderer or framework
 * binding can sit on top of it. What the product's own packages share beyond this is in `./internal`.
 */
export { createConnectConfig } from './config/createConnectConfig.js';
export type { ConnectConfig, ConnectInternals } from './config/createConnectConfig.js';
export { ConfigError, PROJECT_ID_REQUIRED_MESSAGE, SIWE_AND_SIWX_MESSAGE } from './config/ConfigError.js';
export { AVAILABLE_FEATURES, DEFAULT_FEATURES } from './config/resolveConfig.js';
export { getConnectMethodsOrder } from './config/connectMethodsOrder.js';
export * from './config/defaults.js';
export type {
  AdapterLike,
  AppMetadata,
  ConnectConfigOptions,
  CustomWallet,
  Features,
  ResolvedConfig,
} from './config/ConnectConfigOptions.js';
export type {
  SiwxAccountRef,
  SiwxConfig,
  SiwxMessage,
  SiwxSessionInfo,
  SiwxSignature,
  SiwxStatus,
  SolanaSignInInput,
} from './siwx/SiwxConfig.js';
export * from './clock/index.js';
export * from './errors/index.js';
export type { ConnectEvents, Emitter, TrackEvent, TrackEventName } from './events/index.js';
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
export type { CaipNetwork, DefinedNetwork } from './networks/index.js';
export * from './networks/evm.js';
export { bitcoin, bitcoinTestnet, solana, solanaDevnet, solanaTestnet } from './networks/nonEvm.js';
export { cookieStorage, localStorageBackend, memoryStorage } from './storage/index.js';
export type { StorageBackend } from './storage/index.js';
export * from './validation/index.js';
export * from './send/index.js';
export * from './format/index.js';
export { VIEWS } from './state/types.js';
export type {
  AccountAddress,
  AccountState,
  AccountStatus,
  AccountTab,
  AccountType,
  ConnectedWalletInfo,
  ConnectionState,
  ConnectionStatus,
  EmbeddedUser,
  ModalState,
  NetworkState,
  PairingState,
  RecentWallet,
  RouterData,
  RouterState,
  SiwxState,
  ToastCode,
  ToastState,
  ToastVariant,
  TransactionAction,
  TransitionDirection,
  View,
} from './state/types.js';
export type { ConnectionRecord, ConnectionRecords, ConnectionRecordStatus } from './connection/ConnectionRecord.js';
export { browserPlatform, staticPlatform } from './platform/Platform.js';
export type { Platform } from './platform/Platform.js';
export { RECENT_WALLETS_LIMIT } from './controllers/createConnectionController.js';
export { SHAKE_DURATION_MS } from './controllers/createModalController.js';
export type { OpenOptions } from './controllers/createModalController.js';
export { TOAST_DURATION_MS, TOAST_SWAP_DELAY_MS } from './controllers/createToastController.js';
export type {
  AdapterConnectOptions,
  AdapterConnection,
  AdapterHost,
  Connector,
  ConnectorSource,
  ConnectorSourceHost,
  ConnectorSourceModal,
  ConnectorType,
  NamespaceAdapter,
  NativeBalance,
  SignMessageOptions,
  WalletSignInOutput,
} from './adapters/index.js';
export { PENDING_TRANSACTIONS_LIMIT, TransactionMessages, TransactionRevertedError } from './transactions/index.js';
export type { PendingTransaction, PendingTransactionKind, PendingTransactionStatus } from './transactions/index.js';
export { RECONNECT_DISCOVERY_TIMEOUT_MS } from './connection/reconnectTiming.js';
export { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, isPairingExpired } from './connection/pairingExpiry.js';
export { ACCOUNT_VIEWS, CONNECT_FLOW_VIEWS, NAVIGATION_RULES, SIGN_IN_VIEWS, decideNavigation } from './navigation/navigationPolicy.js';
export type { NavigationEvent, NavigationOutcome, NavigationRule, NavigationSnapshot } from './navigation/navigationPolicy.js';
