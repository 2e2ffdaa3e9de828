import type { Address } from 'viem';

/** Options of `installDevWallet`. */
export interface DevWalletOptions {
  /** EIP-6963 instance id; random when omitted. */
  uuid?: string;
  name: string;
  /** Reverse-DNS id; also the key of the test controls in `window.__devWallets`. */
  rdns: string;
  /** Icon as a data: URI, as EIP-6963 requires. */
  icon: string;
  /** JSON-RPC endpoint per chain id that the wallet knows from the start. */
  chains: Record<number, string>;
  initialChainId: number;
  account: Address;
  /** Start already authorised, as if the user had connected this site before. Defaults to false. */
  connected?: boolean;
  /** Switch to a chain right after wallet_addEthereumChain adds it, as MetaMask does. Defaults to true. */
  switchOnAdd?: boolean;
  /**
   * Keep the authorisation, chain and account in the page's localStorage, as a real extension keeps them
   * across reloads. Defaults to true when localStorage is available.
   */
  persist?: boolean;
  /**
   * Act as a smart account owned by `account` instead of as `account` itself (see {@link DevSmartAccountOptions}).
   * Omitted or null: the wallet is a plain EOA, as before.
   */
  smartAccount?: DevSmartAccountOptions | null;
}

/**
 * Smart-account mode of the dev wallet. The account is the devnet's SmartAccount that `factory` (the
 * SmartAccountFactory of the dev chains, `DevChain.contracts.factory`) makes for the wallet's `account` as owner
 * with `salt`; its address is `factory.getAddress(owner, salt)`, read from the current chain. The wallet reports that
 * address from eth_accounts and eth_requestAccounts, and answers personal_sign, eth_sign and eth_signTypedData_v3/v4
 * with the owner's signature, which the account accepts through ERC-1271. While the account has no code on the
 * current chain (checked with eth_getCode at signing time), the signature is wrapped for ERC-6492 with the factory's
 * `deploy(owner, salt)` call. Transactions are refused with 4200 in this mode.
 *
 * On a fresh dev chain the owner `accounts[0]` with salt 0 is deployed (`DevChain.contracts.smartAccount`); any other
 * owner or salt is counterfactual until something calls `deploy`.
 */
export interface DevSmartAccountOptions {
  /** The SmartAccountFactory's address. */
  factory: Address;
  /**
   * CREATE2 salt, from 0 to 2^256 - 1; 0 by default. A decimal string is accepted as well, which is the form the
   * salt takes on its way into a page (JSON has no bigint).
   */
  salt?: bigint | string;
}

/** EIP-6963 provider info announced by the dev wallet. */
export interface DevWalletInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/** Arguments of an EIP-1193 request. */
export interface DevWalletRequestArguments {
  method: string;
  params?: readonly unknown[] | Record<string, unknown>;
}

/** A provider event listener, whatever its arguments. */
export type DevWalletListener = (...args: never[]) => void;

/** The EIP-1193 provider the dev wallet announces. */
export interface DevWalletProvider {
  readonly isDevWallet: true;
  request(args: DevWalletRequestArguments): Promise<unknown>;
  on(event: string, listener: DevWalletListener): DevWalletProvider;
  removeListener(event: string, listener: DevWalletListener): DevWalletProvider;
  off(event: string, listener: DevWalletListener): DevWalletProvider;
  /** False after a `disconnect` event until the next successful connection. */
  isConnected(): boolean;
}

/** A request as the dev wallet received it, for assertions in tests. */
export interface DevWalletCall {
  uuid: string;
  method: string;
  params: unknown;
}

/** Snapshot of one installed instance. */
export interface DevWalletInstanceState {
  uuid: string;
  connected: boolean;
  chainId: number;
  account: Address;
  chains: Record<number, string>;
  /** The smart-account mode in force (salt as a bigint), or null for a plain EOA. */
  smartAccount: { factory: Address; salt: bigint } | null;
}

/**
 * Test controls shared by every instance installed under one rdns, so a test can
 * drive whichever instance the dapp kept after deduplicating announcements.
 */
export interface DevWalletControl {
  readonly rdns: string;
  /** Method names in the order requests arrived. */
  readonly requests: string[];
  /** Requests with their parameters, in arrival order. */
  readonly calls: DevWalletCall[];
  /**
   * Fails the next request with 4001. With a method, the next request of that method;
   * without, the next request that would open a wallet prompt.
   */
  rejectNext(method?: string): void;
  /** Acts as the user switching network in the wallet, even to a chain the wallet has no RPC for. */
  switchChain(chainId: number): void;
  /** Acts as the user picking another account; connected sites see accountsChanged. */
  setAccount(address: Address): void;
  /**
   * Acts as the user turning smart-account mode on (or off, with null) in the wallet: the reported account becomes
   * the smart account of the current owner (or the owner again), and connected sites see accountsChanged. An
   * invalid factory or salt throws.
   */
  setSmartAccount(smartAccount: DevSmartAccountOptions | null): void;
  /** Acts as the user disconnecting the site from the wallet. */
  disconnect(): void;
  /** Delay, in milliseconds, before a prompting request is answered, to observe pending states. */
  setPromptDelay(ms: number): void;
  /** Announces every instance again over EIP-6963. */
  announce(): void;
  /** Current state of each instance, in installation order. */
  state(): DevWalletInstanceState[];
}

/** What `installDevWallet` returns. */
export interface InstalledDevWallet {
  info: DevWalletInfo;
  provider: DevWalletProvider;
  control: DevWalletControl;
  /** Stops answering eip6963:requestProvider. */
  uninstall(): void;
}

/** The page object the wallet attaches to; `window` in a browser. */
export type DevWalletHost = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  __devWallets?: Record<string, DevWalletControl>;
};
