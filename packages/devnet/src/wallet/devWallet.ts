// Runs inside the browser page (bundled by buildDevWalletScript), so it must stay
// free of Node APIs and heavy dependencies: plain fetch and DOM events only.
import type { Address } from 'viem';

/** Options of {@link installDevWallet}. */
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

type Listener = (...args: never[]) => void;

/** The EIP-1193 provider the dev wallet announces. */
export interface DevWalletProvider {
  readonly isDevWallet: true;
  request(args: DevWalletRequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): DevWalletProvider;
  removeListener(event: string, listener: Listener): DevWalletProvider;
  off(event: string, listener: Listener): DevWalletProvider;
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
  /** Acts as the user disconnecting the site from the wallet. */
  disconnect(): void;
  /** Delay, in milliseconds, before a prompting request is answered, to observe pending states. */
  setPromptDelay(ms: number): void;
  /** Announces every instance again over EIP-6963. */
  announce(): void;
  /** Current state of each instance, in installation order. */
  state(): DevWalletInstanceState[];
}

/** What {@link installDevWallet} returns. */
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

/** Error shaped like the ones real wallets throw: numeric EIP-1193 / JSON-RPC code and message. */
export class DevWalletRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) {
      this.data = data;
    }
  }
}

/** A small SVG icon as a data: URI, for dev wallets that need no particular look. */
export const DEV_WALLET_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/>' +
      '<path d="M9 11h14v10H9z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="16" r="1.5" fill="#fff"/></svg>',
  );

const USER_REJECTED = (): DevWalletRpcError => new DevWalletRpcError(4001, 'User rejected the request.');
const UNAUTHORIZED = (): DevWalletRpcError =>
  new DevWalletRpcError(4100, 'The requested method and/or account has not been authorized by the user.');

/** Where each account-bound method carries the signing address, so foreign accounts get 4100. */
function signerOf(method: string, params: unknown): string | undefined {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  const pick = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  switch (method) {
    case 'eth_sendTransaction':
    case 'eth_signTransaction':
    case 'wallet_sendCalls': {
      const first = list[0];
      return first && typeof first === 'object' ? pick((first as { from?: unknown }).from) : undefined;
    }
    case 'eth_sign':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4':
      return pick(list[0]);
    case 'personal_sign':
    case 'eth_signTypedData':
      return pick(list[1]);
    default:
      return undefined;
  }
}

const ACCOUNT_METHODS = new Set([
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_sendCalls',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
]);

const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`;

function parseChainId(value: unknown): number {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) {
    return Number.parseInt(value, 16);
  }
  throw new DevWalletRpcError(-32602, `Invalid chainId: expected a 0x-prefixed hex string, got ${JSON.stringify(value)}.`);
}

function randomUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // randomUUID exists only in secure contexts; a page served over plain http from a LAN address is not one.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  uuid: string;
  announce(): void;
  userSwitchChain(chainId: number): void;
  userSetAccount(address: Address): void;
  userDisconnect(): void;
  state(): DevWalletInstanceState;
}

/** Mutable part of a control, shared by all instances of its rdns. */
interface Shared {
  instances: Instance[];
  rejections: (string | undefined)[];
  promptDelayMs: number;
  requests: string[];
  calls: DevWalletCall[];
}

// Symbol.for, not a module-level map: a page may load the bundle twice, and both
// copies must find the same shared state behind window.__devWallets[rdns].
const SHARED = Symbol.for('@connect-modal/devnet:dev-wallet-shared');
type ControlWithShared = DevWalletControl & { [SHARED]: Shared };

function controlFor(host: DevWalletHost, rdns: string): ControlWithShared {
  const registry = (host.__devWallets ??= {});
  const existing = registry[rdns] as ControlWithShared | undefined;
  if (existing?.[SHARED]) {
    return existing;
  }
  const shared: Shared = { instances: [], rejections: [], promptDelayMs: 0, requests: [], calls: [] };
  const control: ControlWithShared = {
    rdns,
    requests: shared.requests,
    calls: shared.calls,
    rejectNext: (method) => void shared.rejections.push(method),
    switchChain: (chainId) => shared.instances.forEach((instance) => instance.userSwitchChain(chainId)),
    setAccount: (address) => shared.instances.forEach((instance) => instance.userSetAccount(address)),
    disconnect: () => shared.instances.forEach((instance) => instance.userDisconnect()),
    setPromptDelay: (ms) => void (shared.promptDelayMs = ms),
    announce: () => shared.instances.forEach((instance) => instance.announce()),
    state: () => shared.instances.map((instance) => instance.state()),
    [SHARED]: shared,
  };
  registry[rdns] = control;
  return control;
}

/** Takes the first queued rejection that applies; explicit method matches win over generic ones. */
function takeRejection(shared: Shared, method: string, prompting: boolean): boolean {
  let index = shared.rejections.indexOf(method);
  if (index < 0 && prompting) {
    index = shared.rejections.indexOf(undefined);
  }
  if (index < 0) {
    return false;
  }
  shared.rejections.splice(index, 1);
  return true;
}

/**
 * Installs an EIP-1193 dev wallet on the page and announces it over EIP-6963, now and
 * on every eip6963:requestProvider. Requests it does not answer itself are forwarded
 * to the current chain's JSON-RPC endpoint, whose unlocked accounts do the signing.
 */
export function installDevWallet(options: DevWalletOptions, host: DevWalletHost = window): InstalledDevWallet {
  const info: DevWalletInfo = Object.freeze({
    uuid: options.uuid ?? randomUuid(),
    name: options.name,
    icon: options.icon,
    rdns: options.rdns,
  });
  const control = controlFor(host, options.rdns);
  const shared = control[SHARED];
  const switchOnAdd = options.switchOnAdd ?? true;

  // Keys arrive as strings when the options went through JSON on their way into the page.
  const chains = new Map<number, string>(Object.entries(options.chains).map(([id, url]) => [Number(id), url]));
  let chainId = options.initialChainId;
  let account = options.account;
  let connected = options.connected ?? false;
  const storageKey = `__devWallet:${options.rdns}`;
  const storage = options.persist === false ? undefined : safeLocalStorage(host);
  try {
    const saved = JSON.parse(storage?.getItem(storageKey) ?? 'null') as { connected?: unknown; chainId?: unknown; account?: unknown } | null;
    if (saved && typeof saved.connected === 'boolean') connected = saved.connected;
    if (saved && typeof saved.chainId === 'number' && chains.has(saved.chainId)) chainId = saved.chainId;
    if (saved && typeof saved.account === 'string' && /^0x[0-9a-fA-F]{40}$/.test(saved.account)) account = saved.account as Address;
  } catch {
    // A corrupted saved state is ignored: the wallet starts from its options.
  }
  const save = (): void => {
    try {
      storage?.setItem(storageKey, JSON.stringify({ connected, chainId, account }));
    } catch {
      // Storage full or blocked: the wallet still works for this page load.
    }
  };
  let linkUp = true;
  let nextRpcId = 1;

  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]): void => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        (listener as (...values: unknown[]) => void)(...args);
      } catch (error) {
        // A failing dapp listener must not corrupt wallet state; surface it as an uncaught page error instead.
        setTimeout(() => {
          throw error;
        });
      }
    }
  };

  const setChain = (next: number): void => {
    if (next !== chainId) {
      chainId = next;
      save();
      emit('chainChanged', toHexChainId(next));
    }
  };

  const markConnected = (): void => {
    if (!linkUp) {
      linkUp = true;
      emit('connect', { chainId: toHexChainId(chainId) });
    }
    if (!connected) {
      connected = true;
      save();
      emit('accountsChanged', [account]);
    }
  };

  const disconnect = (): void => {
    connected = false;
    linkUp = false;
    save();
    emit('accountsChanged', []);
    emit('disconnect', new DevWalletRpcError(4900, 'The provider is disconnected from all chains.'));
  };

  const prompt = async (method: string): Promise<void> => {
    if (takeRejection(shared, method, true)) {
      throw USER_REJECTED();
    }
    if (shared.promptDelayMs > 0) {
      await sleep(shared.promptDelayMs);
    }
  };

  const forward = async (method: string, params: unknown): Promise<unknown> => {
    const rpcUrl = chains.get(chainId);
    if (!rpcUrl) {
      throw new DevWalletRpcError(4901, `The provider is not connected to chain ${chainId}.`, { chainId: toHexChainId(chainId) });
    }
    let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } };
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextRpcId++, method, params: params ?? [] }),
      });
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new DevWalletRpcError(4901, `The provider is not connected to chain ${chainId}.`, {
        chainId: toHexChainId(chainId),
        cause: error instanceof Error ? error.message : String(error),
      });
    }
    if (body.error) {
      const { code, message, data } = body.error;
      throw new DevWalletRpcError(
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message : 'Internal JSON-RPC error.',
        data,
      );
    }
    return body.result ?? null;
  };

  const permissions = (): unknown[] =>
    connected
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: typeof location === 'undefined' ? 'unknown' : location.origin,
            caveats: [{ type: 'restrictReturnedAccounts', value: [account] }],
          },
        ]
      : [];

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case 'eth_chainId':
        return toHexChainId(chainId);
      case 'net_version':
        return String(chainId);
      case 'eth_accounts':
        return connected ? [account] : [];
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        // Already-authorised sites get their accounts back without a prompt.
        if (!connected) {
          await prompt(method);
          markConnected();
        }
        return method === 'eth_requestAccounts' ? [account] : permissions();
      case 'wallet_getPermissions':
        return permissions();
      case 'wallet_revokePermissions':
        disconnect();
        return null;
      case 'wallet_switchEthereumChain': {
        const target = parseChainId((list[0] as { chainId?: unknown } | undefined)?.chainId);
        if (!chains.has(target)) {
          throw new DevWalletRpcError(4902, `Unrecognized chain ID "${toHexChainId(target)}". Try adding the chain using wallet_addEthereumChain first.`);
        }
        if (target !== chainId) {
          await prompt(method);
          setChain(target);
        }
        return null;
      }
      case 'wallet_addEthereumChain': {
        const spec = list[0] as { chainId?: unknown; rpcUrls?: unknown } | undefined;
        const target = parseChainId(spec?.chainId);
        const rpcUrl = Array.isArray(spec?.rpcUrls) ? (spec.rpcUrls[0] as unknown) : undefined;
        if (typeof rpcUrl !== 'string' || rpcUrl.length === 0) {
          throw new DevWalletRpcError(-32602, 'Invalid params: rpcUrls must contain at least one URL.');
        }
        await prompt(method);
        chains.set(target, rpcUrl);
        if (switchOnAdd) {
          setChain(target);
        }
        return null;
      }
      case 'wallet_watchAsset':
        await prompt(method);
        return true;
      default:
        break;
    }

    if (ACCOUNT_METHODS.has(method)) {
      if (!connected) {
        throw UNAUTHORIZED();
      }
      const signer = signerOf(method, params);
      if (signer !== undefined && signer.toLowerCase() !== account.toLowerCase()) {
        throw UNAUTHORIZED();
      }
      await prompt(method);
      if ((method === 'eth_sendTransaction' || method === 'eth_signTransaction') && signer === undefined && list[0] && typeof list[0] === 'object') {
        return forward(method, [{ ...(list[0] as object), from: account }, ...list.slice(1)]);
      }
    }
    return forward(method, params);
  };

  const provider: DevWalletProvider = {
    isDevWallet: true,
    async request(args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
        throw new DevWalletRpcError(-32600, 'Expected a single, non-array, object argument with a string method.');
      }
      const { method, params } = args;
      shared.requests.push(method);
      shared.calls.push({ uuid: info.uuid, method, params });
      // An explicit rejectNext(method) applies even where no prompt would show.
      if (takeRejection(shared, method, false)) {
        throw USER_REJECTED();
      }
      return handle(method, params);
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event, listener) {
      return provider.removeListener(event, listener);
    },
    isConnected: () => linkUp,
  };

  const announce = (): void => {
    host.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  };
  const onRequestProvider = (): void => announce();

  shared.instances.push({
    uuid: info.uuid,
    announce,
    userSwitchChain: setChain,
    userSetAccount(address) {
      if (address.toLowerCase() === account.toLowerCase()) {
        account = address;
        save();
        return;
      }
      account = address;
      save();
      if (connected) {
        emit('accountsChanged', [address]);
      }
    },
    userDisconnect: disconnect,
    state: () => ({ uuid: info.uuid, connected, chainId, account, chains: Object.fromEntries(chains) }),
  });

  host.addEventListener('eip6963:requestProvider', onRequestProvider);
  announce();

  return {
    info,
    provider,
    control,
    uninstall() {
      host.removeEventListener('eip6963:requestProvider', onRequestProvider);
      shared.instances = shared.instances.filter((instance) => instance.uuid !== info.uuid);
    },
  };
}

function safeLocalStorage(host: DevWalletHost): Storage | undefined {
  try {
    return (host as { localStorage?: Storage }).localStorage;
  } catch {
    return undefined;
  }
}
