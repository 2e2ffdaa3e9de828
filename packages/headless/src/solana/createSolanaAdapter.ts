import type { Connection } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { formatUnits } from 'viem';
import type { AdapterConnection, AdapterHost, CaipNetwork, Connector, NamespaceAdapter, SolanaCommitment } from '../core/index.js';
import { ConnectError, ErrorMessages, isSolanaAddress } from '../core/index.js';
import type { StandardEventsChangeProperties } from '../walletStandard/index.js';
import { createWalletStandardAdapterBase, toStandardWalletChain } from '../walletStandard/index.js';
import { readSolanaBalance } from './readSolanaBalance.js';
import type { SolanaWalletTarget } from './requestSolanaWallet.js';
import type { SolanaSignInResult } from './signInWithSolanaWallet.js';
import type { SolanaSignInInput } from './solanaWalletFeatures.js';
import type * as SolanaWalletCalls from './solanaWalletCalls.js';

/** Options of the solana adapter. */
export interface SolanaAdapterOptions {
  /** Commitment of balance reads (default 'confirmed'). */
  commitment?: SolanaCommitment;
  /** Discover wallets registered through the Wallet Standard (default true). */
  walletStandard?: boolean;
}

/** Timeout of one RPC read. */
const READ_TIMEOUT_MS = 10_000;

/** What the adapter keeps of a connected wallet. */
interface SolanaSession {
  readonly account: WalletAccount;
  /** The app's network: requests name its chain. */
  readonly network: CaipNetwork;
  /** The chains the wallet listed last, to tell when it moves. */
  readonly walletChains: readonly string[];
}

function readOnlyFetch(fetchFn: typeof fetch): typeof fetch {
  return (input, init) => fetchFn(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(READ_TIMEOUT_MS) });
}

/**
 * The solana adapter: Wallet Standard wallets (WalletConnect's included, which its connector hands over as one).
 * Balances are read with plain JSON-RPC; @solana/web3.js loads on the first transaction (`connection()`), so a page
 * that lists Solana but never sends on it does not fetch it.
 */
export function createSolanaAdapter(adapterOptions: SolanaAdapterOptions = {}) {
  const connections = new Map<string, Connection>();
  // The wallet calls load on the first connection or request; a session exists only once they have loaded.
  let calls: typeof SolanaWalletCalls | undefined;
  const loadCalls = async () => (calls ??= await import('./solanaWalletCalls.js'));
  const sessions = new Map<string, SolanaSession>();
  const commitment = adapterOptions.commitment ?? 'confirmed';

  const supports = (wallet: Wallet, network: CaipNetwork) => {
    const chains: readonly string[] = wallet.chains;
    return chains.length === 0 || chains.includes(toStandardWalletChain(network));
  };

  /** The network of a chain the wallet names, when it is one of the app's. */
  const networkOfChain = (chain: string | undefined): CaipNetwork | undefined =>
    chain === undefined ? undefined : base.host()?.networks.find((network) => toStandardWalletChain(network) === chain);

  /**
   * Follows the wallet to another chain. A wallet lists the chains it offers, and one with a current chain names
   * it first (WalletConnect's does): the app moves when that first chain changes, or when the wallet drops the
   * app's chain, provided the chain it names first is one of the app's networks.
   */
  const followChains = (connector: Connector, session: SolanaSession, chains: readonly string[]) => {
    sessions.set(connector.id, { ...session, walletChains: chains });
    const current = toStandardWalletChain(session.network);
    const [first] = chains;
    const moved = first !== current && (!chains.includes(current) || first !== session.walletChains[0]);
    const target = moved ? networkOfChain(first) : undefined;
    if (!target) return;
    sessions.set(connector.id, { ...session, walletChains: chains, network: target });
    base.host()?.onChainChanged(target.id);
  };

  const onChange = (connector: Connector, _wallet: Wallet, change: StandardEventsChangeProperties) => {
    const session = sessions.get(connector.id);
    if (!session) return;
    if (Array.isArray(change.chains)) followChains(connector, session, change.chains);
    if (change.accounts && calls) {
      const accounts = calls.validSolanaAccounts(change.accounts);
      const [first] = accounts;
      const latest = sessions.get(connector.id) ?? session;
      if (first) sessions.set(connector.id, { ...latest, account: first });
      else sessions.delete(connector.id);
      base.host()?.onAccountsChanged(accounts.map((account) => account.address));
    }
  };

  const base = createWalletStandardAdapterBase({
    namespace: 'solana',
    chainPrefix: 'solana:',
    requiredFeatures: ['standard:connect'],
    ...(adapterOptions.walletStandard === false ? { discover: false } : {}),
    onChange,
  });

  const requireHost = (): AdapterHost => {
    const host = base.host();
    if (!host) throw new ConnectError('ADAPTER_NOT_STARTED', ErrorMessages.CHAIN_ADAPTER_NOT_FOUND);
    return host;
  };

  /** The requested network if the wallet offers it, else the first of the app's networks the wallet offers. */
  const networkFor = (wallet: Wallet, requested: CaipNetwork | undefined): CaipNetwork => {
    const candidates = [...(requested ? [requested] : []), ...(base.host()?.networks ?? [])];
    const chosen = candidates.find((candidate) => supports(wallet, candidate)) ?? candidates[0];
    if (!chosen) throw new ConnectError('NETWORK_NOT_FOUND', ErrorMessages.NETWORK_NOT_FOUND);
    return chosen;
  };

  const open = async (connector: Connector, silent: boolean, requested?: CaipNetwork): Promise<AdapterConnection | undefined> => {
    const wallet = base.walletOf(connector);
    const { validSolanaAccounts } = await loadCalls();
    const accounts = validSolanaAccounts(await base.standardConnect(connector, wallet, silent));
    const [first] = accounts;
    if (!first) return undefined;
    const network = networkFor(wallet, requested);
    sessions.set(connector.id, { account: first, network, walletChains: [...wallet.chains] });
    base.follow(connector, wallet);
    return {
      address: first.address,
      chainId: network.id,
      accounts: accounts.map((account) => ({ address: account.address, type: 'eoa' as const })),
    };
  };

  /** The network's RPC URLs with the host's fetch, bounded by the read timeout. */
  const readers = (network: CaipNetwork): { urls: readonly string[]; fetchFn: typeof fetch } => {
    const host = requireHost();
    const urls = host.rpcUrls(network);
    if (urls.length === 0) throw new ConnectError('NETWORK_NOT_FOUND', ErrorMessages.NETWORK_NOT_FOUND);
    return { urls, fetchFn: readOnlyFetch(host.fetch) };
  };

  /** The connected wallet of a connector: its account and the app's chain. */
  const targetOf = (connector: Connector): SolanaWalletTarget => {
    const wallet = base.walletOf(connector);
    const session = sessions.get(connector.id);
    if (!session) throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
    return { wallet, name: connector.name, account: session.account, chain: toStandardWalletChain(session.network) };
  };

  const request = async (connector: Connector, args: { readonly method: string; readonly params?: unknown }): Promise<unknown> => {
    const target = targetOf(connector);
    // Wallet writes go to the wallet once: no retry, whatever the error.
    const { requestSolanaWallet } = await loadCalls();
    return requestSolanaWallet(target, args.method, args.params);
  };

  const adapter = {
    namespace: 'solana' as const,
    setup: (host: AdapterHost) => base.setup(host),
    waitForConnector: (connectorId: string, timeoutMs: number) => base.waitForConnector(connectorId, timeoutMs),
    async connect(connector: Connector, options: { network?: CaipNetwork } = {}) {
      const connection = await open(connector, false, options.network);
      if (!connection) throw new ConnectError('NO_ACCOUNTS', 'The wallet returned no account');
      return connection;
    },
    reconnect(connector: Connector, options: { network?: CaipNetwork } = {}) {
      return open(connector, true, options.network);
    },
    async disconnect(connector: Connector) {
      sessions.delete(connector.id);
      await base.disconnect(connector);
    },
    async switchNetwork(connector: Connector, network: CaipNetwork) {
      // A Wallet Standard wallet has no current cluster to switch: the app names its chain per request.
      const wallet = base.walletOf(connector);
      if (!supports(wallet, network)) throw new ConnectError('CHAIN_NOT_SUPPORTED', `${connector.name} does not support ${network.name}`);
      const session = sessions.get(connector.id);
      if (session) sessions.set(connector.id, { ...session, network });
    },
    async getBalance(address: string, network: CaipNetwork) {
      if (!isSolanaAddress(address)) throw new ConnectError('INVALID_ADDRESS', 'Invalid address');
      const { urls, fetchFn } = readers(network);
      let lastError: unknown;
      for (const url of urls) {
        try {
          const value = await readSolanaBalance(fetchFn, url, address, commitment);
          const { decimals, symbol } = network.nativeCurrency;
          return { value, decimals, symbol, formatted: formatUnits(value, decimals) };
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    request,
    /**
     * Signs `message` (UTF-8) with the connected account through `solana:signMessage`; the signature comes back
     * base58-encoded (64 bytes of ed25519), over exactly the message's bytes.
     */
    async signMessage(connector: Connector, message: string, address: string) {
      const { MAX_SOLANA_MESSAGE_BYTES, base58 } = await loadCalls();
      const bytes = new TextEncoder().encode(message);
      if (bytes.length > MAX_SOLANA_MESSAGE_BYTES) throw new ConnectError('INVALID_MESSAGE', 'The message is too long');
      const answer = await request(connector, { method: 'solana_signMessage', params: { message: base58.encode(bytes), pubkey: address } });
      return (answer as { signature: string }).signature;
    },
    /**
     * Sign In With Solana through the wallet's `solana:signIn` feature, as the connected account: the wallet composes
     * the CAIP-122 message from `input` (filling in the domain when it is left out) and signs it. Resolves to the
     * account, the exact text signed and the base58 signature, or to undefined when the wallet has no `solana:signIn`
     * (the app then signs its own message with {@link signMessage}). A bad input is INVALID_PARAMS, another account
     * in `input.address` UNAUTHORIZED_ACCOUNT, and an answer that is not for this request INVALID_WALLET_RESPONSE.
     */
    async signIn(connector: Connector, input: SolanaSignInInput): Promise<SolanaSignInResult | undefined> {
      const target = targetOf(connector);
      const { signInWithSolanaWallet } = await loadCalls();
      return signInWithSolanaWallet(target, input);
    },
    /**
     * A @solana/web3.js Connection for `network` through the first of its RPC URLs; the library loads on the first
     * call (a transaction being built, sent or confirmed).
     */
    async connection(network: CaipNetwork): Promise<Connection> {
      const { urls, fetchFn } = readers(network);
      const [url] = urls;
      if (url === undefined) throw new ConnectError('NETWORK_NOT_FOUND', ErrorMessages.NETWORK_NOT_FOUND);
      let connection = connections.get(url);
      if (!connection) {
        const { Connection } = await import('@solana/web3.js');
        // Rate-limit retries are left to the caller, so one slow URL does not hold a request for long.
        connection = connections.get(url) ?? new Connection(url, { commitment, fetch: fetchFn, disableRetryOnRateLimit: true });
        connections.set(url, connection);
      }
      return connection;
    },
    /**
     * Loads the Solana sends, `sendSolana` and `getSolanaMaxSendable`, on first use. A modal reaches them through
     * the app's adapter, so their code comes only with this adapter and only when a Solana send is made.
     */
    loadSends: () => import('../actions/sendSolana.js'),
  };
  return adapter satisfies NamespaceAdapter;
}

/** The solana adapter with its Solana-only extras. */
export type SolanaAdapter = ReturnType<typeof createSolanaAdapter>;
