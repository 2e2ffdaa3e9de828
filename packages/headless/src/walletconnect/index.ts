/**
 * WalletConnect: a connector source whose session spans eip155, solana and bip122, pairing URIs with their
 * lifetime, wallet deep links, and session validation. The sign client loads only when first needed.
 */
export { WALLETCONNECT_CONNECTOR_ID, createWalletConnectConnector } from './createWalletConnectConnector.js';
export type {
  SignClientModule,
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectLogLevel,
  WalletToLink,
} from './createWalletConnectConnector.js';
export { addressesOn } from './createWalletConnectProvider.js';
export type {
  WalletConnectProvider,
  WalletConnectProviderEvent,
  WalletConnectRequestArguments,
} from './createWalletConnectProvider.js';
export { buildSessionNamespaces, toProposalNamespaces } from './buildSessionNamespaces.js';
export type { NamespaceConfig, SessionNamespaces, WalletConnectMethodOverrides } from './buildSessionNamespaces.js';
export { buildWalletDeepLink } from './buildWalletDeepLink.js';
export type { WalletDeepLink, WalletLinks } from './buildWalletDeepLink.js';
export { MAX_WALLETCONNECT_URI_LENGTH, parseWalletConnectUri } from './parseWalletConnectUri.js';
export type { WalletConnectUri } from './parseWalletConnectUri.js';
export { validateSession } from './validateSession.js';
export type { SessionNamespace, SessionPeer, WalletConnectSession } from './validateSession.js';
export { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js';
export type { WalletConnectStorage } from './createMemoryKeyValueStorage.js';
export { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS, WALLETCONNECT_NAMESPACES, isWalletConnectNamespace } from './walletConnectMethods.js';
export type { WalletConnectNamespace } from './walletConnectMethods.js';
export { WalletConnectError } from './WalletConnectError.js';
export type { WalletConnectErrorCode } from './WalletConnectError.js';
export { ProviderRpcError } from './ProviderRpcError.js';
export { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, isPairingExpired } from '../core/index.js';
export { PAIRING_PREPARE_TIMEOUT_MS, createWalletConnectPairing } from './createWalletConnectPairing.js';
export type {
  WalletConnectPairing,
  WalletConnectPairingLink,
  WalletConnectPairingOptions,
  WalletConnectPairingState,
  WalletConnectPairingStatus,
} from './createWalletConnectPairing.js';
