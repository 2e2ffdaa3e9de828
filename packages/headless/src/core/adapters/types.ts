import type { SolanaSignInInput } from '../siwx/SiwxConfig.js';
import type { Clock } from '../clock/index.js';
import type { ResolvedConfig } from '../config/ConnectConfigOptions.js';
import type { AccountController } from '../controllers/createAccountController.js';
import type { ConnectionController } from '../controllers/createConnectionController.js';
import type { NetworkController } from '../controllers/createNetworkController.js';
import type { ConnectEvents, Emitter } from '../events/index.js';
import type { CaipNetwork } from '../networks/index.js';
import type { Platform } from '../platform/Platform.js';
import type { OpenOptions } from '../controllers/createModalController.js';
import type { AccountType, TransactionAction } from '../state/types.js';
import type { ConnectStorage } from '../storage/index.js';
import type { ChainNamespace } from '../validation/index.js';

/** Connector kinds of the specification. */
export type ConnectorType = 'INJECTED' | 'WALLET_CONNECT' | 'ANNOUNCED' | 'AUTH' | 'EXTERNAL';

/** A way to reach a wallet. */
export interface Connector {
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly chain: ChainNamespace;
  readonly imageUrl?: string;
  readonly imageId?: string;
  readonly explorerId?: string;
  readonly info?: { readonly rdns?: string; readonly uuid?: string };
  /**
   * Set when another announced wallet claims the same rdns (reverse-DNS id). Both are offered and both carry
   * this flag, since either may be an impostor: a view tells the visitor that two wallets claim this name. The
   * first one announced keeps the rdns as its id; later ones get `<rdns>#<n>` (2, 3 and so on).
   */
  readonly duplicateRdns?: true;
  /** The wallet's provider (EIP-1193 for eip155); adapters use it, views never do. */
  readonly provider?: unknown;
}

/** What a successful connection reports. */
export interface AdapterConnection {
  readonly address: string;
  readonly chainId: string | number;
  readonly accounts: readonly { readonly address: string; readonly type: AccountType }[];
}

/** What the core tells an adapter when it connects. */
export interface AdapterConnectOptions {
  readonly network?: CaipNetwork;
  /** The namespace's preferred account type: the adapter reports an address of this type first when it has one. */
  readonly accountType?: AccountType;
}

/** A native balance. */
export interface NativeBalance {
  readonly value: bigint;
  readonly decimals: number;
  readonly symbol: string;
  /** `value` in whole units, as a decimal string. */
  readonly formatted: string;
}

/** How an adapter tells the core about what its wallets do. */
export interface AdapterHost {
  readonly namespace: ChainNamespace;
  readonly networks: readonly CaipNetwork[];
  /** The list of connectors this adapter offers changed. */
  setConnectors(connectors: readonly Connector[]): void;
  /**
   * The connected wallet changed accounts (an empty list means it disconnected). `accounts` gives each
   * address its type when the adapter knows it (payment and ordinal addresses of bip122); else 'eoa'.
   */
  onAccountsChanged(addresses: readonly string[], accounts?: AdapterConnection['accounts']): void;
  onChainChanged(chainId: string | number): void;
  onDisconnect(): void;
  /** The RPC URLs to read a network through (RPC service first, then the chain's own). */
  rpcUrls(network: CaipNetwork): string[];
  readonly fetch: typeof fetch;
}

/** How a message is signed, where a namespace has a choice. */
export interface SignMessageOptions {
  /** Bitcoin: BIP-322 (`bip322`, which sign-in asks for: it works for every address type) or legacy BIP-137 (`ecdsa`). */
  readonly protocol?: 'ecdsa' | 'bip322';
}

/** What a wallet's own sign-in gives: the exact text it signed and the signature (base58 for Solana). */
export interface WalletSignInOutput {
  readonly address: string;
  readonly signedMessage: string;
  readonly signature: string;
}

/** One chain namespace's implementation: discovery, connection, reads and signing. */
export interface NamespaceAdapter {
  readonly namespace: ChainNamespace;
  /** Starts discovery; called on mount in the browser, never at import. Returns a cleanup function. */
  setup(host: AdapterHost): () => void;
  connect(connector: Connector, options?: AdapterConnectOptions): Promise<AdapterConnection>;
  /** Checks a remembered connector without prompting; undefined when it is not connected any more. */
  reconnect(connector: Connector, options?: AdapterConnectOptions): Promise<AdapterConnection | undefined>;
  disconnect(connector: Connector): Promise<void>;
  switchNetwork(connector: Connector, network: CaipNetwork): Promise<void>;
  getBalance(address: string, network: CaipNetwork): Promise<NativeBalance>;
  signMessage(connector: Connector, message: string, address: string, options?: SignMessageOptions): Promise<string>;
  /**
   * Sign In With Solana (`solana:signIn`): the wallet composes the message from `input` and signs it. Undefined
   * (the method, or its result) when the wallet cannot.
   */
  signIn?(connector: Connector, input: SolanaSignInInput): Promise<WalletSignInOutput | undefined>;
  /** Sends a request to the connected wallet as is (capabilities, assets); never retried. */
  request?(connector: Connector, args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
  /** Waits until discovery has had its chance to find `connectorId` (for reconnect on load). */
  waitForConnector?(connectorId: string, timeoutMs: number): Promise<Connector | undefined>;
}

/**
 * The modal as a connector source uses it when its wallet asks the visitor inside the modal (the embedded
 * wallet's approvals and refusals).
 */
export interface ConnectorSourceModal {
  isOpen(): boolean;
  open(options?: OpenOptions): void;
  /** Closes the modal (refused on an approval view, as for the visitor). */
  close(): boolean;
  pushTransactionStack(action: TransactionAction): void;
  popTransactionStack(result: 'success' | 'cancel' | 'error', action?: TransactionAction): void;
  /** Shows an error toast with `message`. */
  showError(message: string): void;
}

/** What a connector source may use of its config. */
export interface ConnectorSourceHost {
  readonly options: ResolvedConfig;
  readonly clock: Clock;
  readonly platform: Platform;
  readonly events: Emitter<ConnectEvents>;
  readonly fetch: typeof fetch;
  readonly accounts: AccountController;
  readonly networks: NetworkController;
  /** Pairing URI, deep-link and recent-wallet state of the connection. */
  readonly connection: ConnectionController;
  /** Namespaces with an adapter: a source's connector is offered only there. */
  readonly namespaces: readonly ChainNamespace[];
  /** The config's browser storage (the embedded wallet's login cache). */
  readonly storage: ConnectStorage;
  /** The modal, router and toasts, for a wallet that asks the visitor inside the modal. */
  readonly modal: ConnectorSourceModal;
  /** Replaces the connectors this source offers; each names its namespace in `chain`. */
  setConnectors(connectors: readonly Connector[]): void;
  /** Connects one more namespace through one of this source's connectors (a session approved for several). */
  connect(connectorId: string, namespace: ChainNamespace): Promise<AdapterConnection>;
  /** The wallet ended the connection of `namespace` (when it was connected through this source). */
  onDisconnect(namespace: ChainNamespace): void;
}

/**
 * A way to reach wallets that spans namespaces (WalletConnect: one session for eip155, solana and bip122).
 * It offers one connector per namespace, each with a provider the namespace's adapter drives as usual.
 */
export interface ConnectorSource {
  readonly id: string;
  /** Called by `config.start()` before the remembered connection is restored. Returns a cleanup function. */
  setup(host: ConnectorSourceHost): () => void;
}
