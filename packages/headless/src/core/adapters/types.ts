import type { CaipNetwork } from '../networks/index.js';
import type { AccountType } from '../state/types.js';
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
  /** The wallet's provider (EIP-1193 for eip155); adapters use it, views never do. */
  readonly provider?: unknown;
}

/** What a successful connection reports. */
export interface AdapterConnection {
  readonly address: string;
  readonly chainId: string | number;
  readonly accounts: readonly { readonly address: string; readonly type: AccountType }[];
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
  /** The connected wallet changed accounts (an empty list means it disconnected). */
  onAccountsChanged(addresses: readonly string[]): void;
  onChainChanged(chainId: string | number): void;
  onDisconnect(): void;
  /** The RPC URLs to read a network through (RPC service first, then the chain's own). */
  rpcUrls(network: CaipNetwork): string[];
  readonly fetch: typeof fetch;
}

/** One chain namespace's implementation: discovery, connection, reads and signing. */
export interface NamespaceAdapter {
  readonly namespace: ChainNamespace;
  /** Starts discovery; called on mount in the browser, never at import. Returns a cleanup function. */
  setup(host: AdapterHost): () => void;
  connect(connector: Connector, options?: { readonly network?: CaipNetwork }): Promise<AdapterConnection>;
  /** Checks a remembered connector without prompting; undefined when it is not connected any more. */
  reconnect(connector: Connector): Promise<AdapterConnection | undefined>;
  disconnect(connector: Connector): Promise<void>;
  switchNetwork(connector: Connector, network: CaipNetwork): Promise<void>;
  getBalance(address: string, network: CaipNetwork): Promise<NativeBalance>;
  signMessage(connector: Connector, message: string, address: string): Promise<string>;
  /** Sends a request to the connected wallet as is (capabilities, assets); never retried. */
  request?(connector: Connector, args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
  /** Waits until discovery has had its chance to find `connectorId` (for reconnect on load). */
  waitForConnector?(connectorId: string, timeoutMs: number): Promise<Connector | undefined>;
}
