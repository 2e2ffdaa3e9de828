import * as z from '../core/validation/lite.js';
import type { CaipNetworkId } from '../core/index.js';
import { EIP155_READ_METHODS } from '../core/validation/evmReadMethods.js';
import { ProviderRpcError } from './ProviderRpcError.js';
import type { SessionNamespace, WalletConnectSession } from './validateSession.js';
import type { WalletConnectNamespace } from './walletConnectMethods.js';
import { WalletConnectError } from './WalletConnectError.js';

/** What a namespace provider needs of the connector that owns the session. */
export interface SessionAccess {
  /** Pairs (or reuses the session) so that `namespace` is connected. */
  connect(namespace: WalletConnectNamespace): Promise<WalletConnectSession>;
  /** The session restored from storage, without pairing. */
  restore(): Promise<WalletConnectSession | undefined>;
  session(): WalletConnectSession | undefined;
  /** The chain requests of `namespace` go to: in the session, or the one to ask for before it exists. */
  chainOf(namespace: WalletConnectNamespace): CaipNetworkId | undefined;
  setChain(namespace: WalletConnectNamespace, chain: CaipNetworkId): void;
  /** Sends a request through the session, after checking namespace, chain and method against it. */
  request(namespace: WalletConnectNamespace, args: { chainId: CaipNetworkId; method: string; params?: unknown }): Promise<unknown>;
  disconnect(): Promise<void>;
  /** The chain's own RPC URL, for read-only requests the wallet is not asked for. */
  rpcUrl(chain: CaipNetworkId): string | undefined;
  readonly fetch: typeof fetch;
}

/** Arguments of a provider request; `chainId` (CAIP-2) overrides the provider's current chain. */
export interface WalletConnectRequestArguments {
  readonly method: string;
  readonly params?: unknown;
  readonly chainId?: string;
}

/** Events a provider emits: accountsChanged, chainChanged, connect, disconnect and display_uri. */
export type WalletConnectProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'display_uri';

/**
 * A namespace's view of the WalletConnect session. For eip155 it is an EIP-1193 provider (eth_requestAccounts
 * pairs, eth_accounts restores, eth_chainId and wallet_switchEthereumChain follow the session's chains); for
 * every namespace `connect`, `getAccounts`, `request` and `disconnect` work the same way.
 */
export interface WalletConnectProvider {
  readonly namespace: WalletConnectNamespace;
  request(args: WalletConnectRequestArguments): Promise<unknown>;
  /** Pairs when there is no session; resolves with the namespace's addresses on the current chain. */
  connect(): Promise<string[]>;
  /** The addresses of a restored session, without pairing; empty when there is none. */
  getAccounts(): Promise<string[]>;
  /** The current chain (CAIP-2). */
  getChainId(): CaipNetworkId | undefined;
  disconnect(): Promise<void>;
  on(event: string, listener: (...args: never[]) => void): this;
  removeListener(event: string, listener: (...args: never[]) => void): this;
}

/** EVM reads that go to the chain's own node rather than to the wallet. */
const NODE_READ_METHODS: ReadonlySet<string> = new Set([...EIP155_READ_METHODS, 'net_version']);

const switchParamsSchema = z.tuple([z.looseObject({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)) })]);
const revokeAccountsSchema = z.tuple([z.object({ eth_accounts: z.object({}) })]);
const rpcAnswerSchema = z.looseObject({
  result: z.optional(z.unknown()),
  error: z.optional(z.looseObject({ code: z.int(), message: z.string().check(z.maxLength(4096)) })),
});

/** The addresses of a session namespace on `chain`, or all of them when none is on it. */
export function addressesOn(entry: SessionNamespace | undefined, chain: CaipNetworkId | undefined): string[] {
  if (!entry) return [];
  const parts = entry.accounts.map((account) => {
    const [namespace, reference, address] = account.split(':') as [string, string, string];
    return { chain: `${namespace}:${reference}`, address };
  });
  const onChain = parts.filter((part) => part.chain === chain).map((part) => part.address);
  return [...new Set(onChain.length > 0 ? onChain : parts.map((part) => part.address))];
}

function toHexChainId(chain: CaipNetworkId | undefined): string | undefined {
  const reference = chain?.split(':')[1];
  return reference && /^\d+$/.test(reference) ? `0x${Number(reference).toString(16)}` : undefined;
}

/** Creates the provider of one namespace, and the function the connector emits its events with. */
export function createWalletConnectProvider(
  namespace: WalletConnectNamespace,
  access: SessionAccess,
): { provider: WalletConnectProvider; emit(event: WalletConnectProviderEvent, ...args: unknown[]): void } {
  const listeners = new Map<string, Set<(...args: never[]) => void>>();

  const emit = (event: WalletConnectProviderEvent, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        (listener as (...values: unknown[]) => void)(...args);
      } catch {
        // One listener's failure must not keep the others from hearing about the session.
      }
    }
  };

  const readThroughNode = async (chain: CaipNetworkId, method: string, params: unknown) => {
    const url = access.rpcUrl(chain);
    if (!url) throw new WalletConnectError('WC_METHOD_NOT_IN_SESSION', `${method} is not available on ${chain}`);
    const response = await access.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const answer = rpcAnswerSchema.safeParse(await response.json());
    if (!answer.success) throw new WalletConnectError('WC_INVALID_RESPONSE', `The node answered ${method} with an invalid response`);
    if (answer.data.error) throw new ProviderRpcError(answer.data.error.code, answer.data.error.message);
    return answer.data.result;
  };

  const switchChain = async (params: unknown) => {
    const parsed = switchParamsSchema.safeParse(params);
    if (!parsed.success) throw new ProviderRpcError(-32602, 'Invalid params: expected [{ chainId }]');
    const target = `eip155:${Number.parseInt(parsed.data[0].chainId, 16)}` as CaipNetworkId;
    const entry = access.session()?.namespaces.eip155;
    if (!entry) throw new WalletConnectError('WC_NO_SESSION', 'No WalletConnect session: connect a wallet first');
    if (!entry.chains.includes(target)) {
      throw new WalletConnectError('WC_CHAIN_NOT_IN_SESSION', `The connected wallet did not approve ${target} for this session`);
    }
    if (access.chainOf('eip155') === target) return null;
    // Wallets that follow the dapp's chain are told; the session already allows the chain either way.
    if (entry.methods.includes('wallet_switchEthereumChain')) {
      await access.request('eip155', { chainId: target, method: 'wallet_switchEthereumChain', params: parsed.data });
    }
    access.setChain('eip155', target);
    return null;
  };

  const provider: WalletConnectProvider = {
    namespace,
    async request(args) {
      const { method, params } = args;
      if (namespace === 'eip155') {
        switch (method) {
          case 'eth_requestAccounts':
            return provider.connect();
          case 'eth_accounts':
            return provider.getAccounts();
          case 'eth_chainId': {
            const hex = toHexChainId(access.chainOf('eip155'));
            if (!hex) throw new WalletConnectError('WC_NO_SESSION', 'No WalletConnect session: connect a wallet first');
            return hex;
          }
          case 'wallet_switchEthereumChain':
            return switchChain(params);
          case 'wallet_revokePermissions':
            // The EIP-2255 form asks to forget the site's account access: that is a disconnect.
            if (revokeAccountsSchema.safeParse(params).success) {
              await provider.disconnect();
              return null;
            }
            break;
          default:
            break;
        }
      }
      const session = access.session() ?? (await access.restore());
      const chain = (args.chainId ?? access.chainOf(namespace)) as CaipNetworkId | undefined;
      if (!session || !chain) throw new WalletConnectError('WC_NO_SESSION', 'No WalletConnect session: connect a wallet first');
      const entry = session.namespaces[namespace];
      if (namespace === 'eip155' && NODE_READ_METHODS.has(method) && !entry?.methods.includes(method) && entry?.chains.includes(chain)) {
        return readThroughNode(chain, method, params);
      }
      return access.request(namespace, { chainId: chain, method, ...(params === undefined ? {} : { params }) });
    },
    async connect() {
      const session = await access.connect(namespace);
      return addressesOn(session.namespaces[namespace], access.chainOf(namespace));
    },
    async getAccounts() {
      const session = access.session() ?? (await access.restore());
      return session ? addressesOn(session.namespaces[namespace], access.chainOf(namespace)) : [];
    },
    getChainId: () => access.chainOf(namespace),
    disconnect: () => access.disconnect(),
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
  };
  return { provider, emit };
}
