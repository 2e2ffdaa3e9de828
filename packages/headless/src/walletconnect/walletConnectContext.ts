import type { ConnectorSourceHost } from '../core/index.js';
import type { SessionNamespaces } from './buildSessionNamespaces.js';
import type { WalletConnectProviderEvent } from './createWalletConnectProvider.js';
import type { WalletConnectNamespace } from './walletConnectMethods.js';

/** What the parts of the WalletConnect connector (client, session, pairing) share. */
export interface WalletConnectContext {
  /** The config's source host while the connector is set up. */
  host(): ConnectorSourceHost | undefined;
  /** The host, or WC_NOT_STARTED when the connector is not set up. */
  requireHost(): ConnectorSourceHost;
  /** Prefix of the sign client's storage keys and of its shared Core. */
  storagePrefix(): string;
  /** What a session proposal asks for, from the config's networks. */
  requested(): SessionNamespaces;
  /** Reports a failure nobody awaits as the config's `error` event. */
  reportError(error: unknown, source: string): void;
  /** Emits a provider event in every namespace. */
  emitAll(event: WalletConnectProviderEvent, ...args: unknown[]): void;
  /** Emits a provider event in one namespace. */
  emitTo(namespace: WalletConnectNamespace, event: WalletConnectProviderEvent, ...args: unknown[]): void;
}
