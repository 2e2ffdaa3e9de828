import type { Wallet } from '@wallet-standard/base';
import { isCaipNetworkId } from '../core/index.js';
import type { Connector, ConnectorSource, ConnectorSourceHost } from '../core/index.js';
import { buildSessionNamespaces } from './buildSessionNamespaces.js';
import type { SessionNamespaces, WalletConnectMethodOverrides } from './buildSessionNamespaces.js';
import type { WalletDeepLink } from './buildWalletDeepLink.js';
import { chainBeforeSession } from './chainBeforeSession.js';
import type { WalletToLink } from './createPairingFlow.js';
import type { SignClientOptions } from './createSignClientLifecycle.js';
import type { WalletConnectCore } from './createWalletConnectCore.js';
import { addressesOn, createWalletConnectProvider } from './createWalletConnectProvider.js';
import type { SessionAccess, WalletConnectProvider } from './createWalletConnectProvider.js';
import type { WalletConnectSession } from './validateSession.js';
import type { WalletConnectContext } from './walletConnectContext.js';
import { WALLETCONNECT_NAMESPACES, isWalletConnectNamespace } from './walletConnectMethods.js';
import type { WalletConnectNamespace } from './walletConnectMethods.js';
import { WalletConnectError } from './WalletConnectError.js';

export type { SignClientModule, WalletConnectLogLevel } from './createSignClientLifecycle.js';
export type { WalletToLink } from './createPairingFlow.js';

/** Options of {@link createWalletConnectConnector}. */
export interface WalletConnectConnectorOptions extends SignClientOptions {
  /** Connector id, the same in every namespace (default 'walletConnect'). */
  id?: string;
  name?: string;
  imageUrl?: string;
  /**
   * Prefix of the sign client's storage keys and of its shared Core (default `connect-modal:{projectId}`).
   * Two configs on one page must each have their own, or they share one WalletConnect client.
   */
  storagePrefix?: string;
  /** Methods to ask for, per namespace, instead of the defaults. */
  methods?: WalletConnectMethodOverrides;
}

/**
 * WalletConnect as a connector source: one connector per namespace with an adapter, each carrying what that
 * namespace's adapter drives (eip155: an EIP-1193 provider; solana and bip122: a Wallet Standard wallet), all
 * backed by one sign client and one session.
 */
export interface WalletConnectConnector extends ConnectorSource {
  /** The provider of one namespace (eip155: EIP-1193), with WalletConnect's method names in every namespace. */
  provider(namespace: WalletConnectNamespace): WalletConnectProvider;
  /** The approved session, once there is one (after a connect or a restore). */
  getSession(): WalletConnectSession | undefined;
  /** What a session proposal asks for, from the config's networks. */
  getRequestedNamespaces(): SessionNamespaces;
  /** Sends a request through the session on `chainId` (CAIP-2, any namespace of the session). */
  request(args: { readonly chainId: string; readonly method: string; readonly params?: unknown }): Promise<unknown>;
  /**
   * The link that opens `wallet` with the current pairing URI; records it as `wcLinking` and the wallet as
   * the most recent one. Undefined when there is no unexpired URI or the wallet has no usable link. It is
   * synchronous so it can run inside the click that opens it (iOS opens apps only from a user gesture).
   */
  linkWallet(wallet: WalletToLink): WalletDeepLink | undefined;
  /** Abandons the pairing in progress; the pending connect fails as a user rejection (4001). */
  cancelPairing(): void;
  /** Ends the session with the wallet. */
  disconnect(): Promise<void>;
  /** Closes the relay connection and forgets the client; the next use starts again from storage. */
  destroy(): Promise<void>;
}

/** Id of the WalletConnect connector in every namespace. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

/**
 * Creates the WalletConnect connector. Pass it in the config's `connectors`; `config.connect('walletConnect')`
 * then creates a pairing URI (in `connection.wcUri`, expiring after `PAIRING_LIFETIME_MS`) and resolves
 * once a wallet approves a session. The connector's working parts (session, pairing) and the sign client are
 * loaded on first use, never at import or start-up unless a remembered session has to be restored.
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions = {}): WalletConnectConnector {
  const id = options.id ?? WALLETCONNECT_CONNECTOR_ID;
  const name = options.name ?? 'WalletConnect';
  let host: ConnectorSourceHost | undefined;
  const providers = new Map<WalletConnectNamespace, ReturnType<typeof createWalletConnectProvider>>();

  const requireHost = (): ConnectorSourceHost => {
    if (!host) {
      throw new WalletConnectError('WC_NOT_STARTED', 'WalletConnect is not set up: pass the connector in `connectors` and call config.start()');
    }
    return host;
  };
  const context: WalletConnectContext = {
    host: () => host,
    requireHost,
    storagePrefix: () => options.storagePrefix ?? `connect-modal:${requireHost().options.projectId}`,
    requested: () => buildSessionNamespaces(requireHost().options.networks, options.methods),
    reportError: (error, source) => host?.events.emit('error', { error, source: `walletconnect:${source}` }),
    emitAll(event, ...args) {
      for (const { emit } of providers.values()) emit(event, ...args);
    },
    emitTo: (namespace, event, ...args) => providers.get(namespace)?.emit(event, ...args),
  };

  // The sign client, the session and the pairing flow load with the first use: a connect, a restore, a request.
  let core: WalletConnectCore | undefined;
  let loadingCore: Promise<WalletConnectCore> | undefined;
  const loadCore = (): Promise<WalletConnectCore> => {
    if (core) return Promise.resolve(core);
    loadingCore ??= import('./createWalletConnectCore.js').then(
      (module) => (core = module.createWalletConnectCore(context, options)),
      (error: unknown) => {
        loadingCore = undefined;
        throw error;
      },
    );
    return loadingCore;
  };
  const session = () => core?.state.get();
  const chainOf = (namespace: WalletConnectNamespace) => (core ? core.state.chainOf(namespace) : chainBeforeSession(context, namespace));

  const connectOthers = (except: WalletConnectNamespace, connected: WalletConnectSession) => {
    const current = host;
    if (!current) return;
    for (const namespace of WALLETCONNECT_NAMESPACES) {
      if (namespace === except || !connected.namespaces[namespace] || !current.namespaces.includes(namespace)) continue;
      if (current.accounts.get(namespace).status !== 'disconnected') continue;
      current.connect(id, namespace).catch((error: unknown) => context.reportError(error, 'connect'));
    }
  };

  const access: SessionAccess = {
    async connect(namespace) {
      const { state, client, pairing } = await loadCore();
      const existing = state.get() ?? (await client.restore());
      const connected = existing ?? (await pairing.pair());
      if (!connected.namespaces[namespace]) {
        throw new WalletConnectError('WC_NAMESPACE_NOT_IN_SESSION', `The connected wallet did not approve ${namespace} for this session`);
      }
      if (!existing) {
        // After the connect that asked for the session is applied, so the namespace the user chose stays active.
        globalThis.setTimeout(() => connectOthers(namespace, connected), 0);
      }
      return connected;
    },
    restore: async () => (await loadCore()).client.restore(),
    session,
    chainOf,
    setChain(namespace, chain) {
      if (core) {
        core.state.setChain(namespace, chain);
        return;
      }
      // Only a session's chain is set, and a session means the parts are loaded; this is only for safety.
      loadCore().then(
        (loaded) => loaded.state.setChain(namespace, chain),
        (error: unknown) => context.reportError(error, 'switch'),
      );
    },
    request: async (namespace, args) => (await loadCore()).state.request(namespace, args),
    // Without the parts loaded there is no session to end.
    disconnect: async () => core?.state.disconnect(),
    rpcUrl(chain) {
      const namespace = chain.split(':')[0];
      return isWalletConnectNamespace(namespace) ? context.requested()[namespace]?.rpcMap[chain.slice(chain.indexOf(':') + 1)] : undefined;
    },
    fetch: (...args) => requireHost().fetch(...args),
  };

  for (const namespace of WALLETCONNECT_NAMESPACES) providers.set(namespace, createWalletConnectProvider(namespace, access));

  /** Solana and Bitcoin adapters drive Wallet Standard wallets: theirs is one over the session. */
  const wallets = new Map<'solana' | 'bip122', Wallet>();
  /** A namespace's wallet, loaded only for an app with that namespace. */
  const standardWallet = async (namespace: 'solana' | 'bip122'): Promise<Wallet> => {
    const existing = wallets.get(namespace);
    if (existing) return existing;
    const [{ createWalletConnectStandardWallet }, shape] = await Promise.all([
      import('./createWalletConnectStandardWallet.js'),
      namespace === 'solana'
        ? import('./walletConnectSolanaWallet.js').then((module) => module.walletConnectSolanaWallet)
        : import('./walletConnectBitcoinWallet.js').then((module) => module.walletConnectBitcoinWallet),
    ]);
    const wallet =
      wallets.get(namespace) ??
      createWalletConnectStandardWallet(
        {
          namespace,
          provider: connector.provider(namespace),
          sessionChains: () => session()?.namespaces[namespace]?.chains ?? [],
          networks: () => host?.options.networks.filter((network) => network.chainNamespace === namespace) ?? [],
          methods: () => session()?.namespaces[namespace]?.methods ?? [],
          addresses: () => addressesOn(session()?.namespaces[namespace], chainOf(namespace)),
        },
        shape,
      );
    wallets.set(namespace, wallet);
    return wallet;
  };

  const teardown = (): Promise<void> => {
    if (!core) return Promise.resolve();
    core.pairing.fail(new WalletConnectError('WC_NOT_STARTED', 'WalletConnect was stopped'));
    const closed = core.client.stop();
    core.state.clear();
    return closed;
  };

  const connector: WalletConnectConnector = {
    id,
    setup(sourceHost) {
      if (host && host !== sourceHost) {
        throw new WalletConnectError('WC_NOT_STARTED', 'This WalletConnect connector already belongs to another config');
      }
      host = sourceHost;
      let active = true;
      if (sourceHost.options.enableWalletConnect) {
        const toConnector = (namespace: WalletConnectNamespace, provider: unknown): Connector => ({
          id,
          name,
          type: 'WALLET_CONNECT',
          chain: namespace,
          ...(options.imageUrl ? { imageUrl: options.imageUrl } : {}),
          provider,
        });
        const served = WALLETCONNECT_NAMESPACES.filter((namespace) => sourceHost.namespaces.includes(namespace));
        const eip155 = served.includes('eip155') ? [toConnector('eip155', connector.provider('eip155'))] : [];
        sourceHost.setConnectors(eip155);
        // Solana's and Bitcoin's wallets come a moment later, once their code has loaded: adapters wait for a
        // connector to appear (as for announced wallets), so a remembered session restores all the same.
        const others = served.filter((namespace): namespace is 'solana' | 'bip122' => namespace !== 'eip155');
        if (others.length > 0) {
          Promise.all(others.map(async (namespace) => toConnector(namespace, await standardWallet(namespace)))).then(
            (loaded) => {
              if (active) sourceHost.setConnectors([...eip155, ...loaded]);
            },
            (error: unknown) => sourceHost.events.emit('error', { error, source: 'walletconnect:setup' }),
          );
        }
      }
      return () => {
        active = false;
        const stopping = teardown();
        sourceHost.setConnectors([]);
        host = undefined;
        stopping.catch((error: unknown) => sourceHost.events.emit('error', { error, source: 'walletconnect:stop' }));
      };
    },
    provider(namespace) {
      const entry = providers.get(namespace);
      if (!entry) throw new WalletConnectError('WC_NAMESPACE_NOT_IN_SESSION', `WalletConnect does not serve ${namespace}`);
      return entry.provider;
    },
    getSession: session,
    getRequestedNamespaces: () => context.requested(),
    async request({ chainId, method, params }) {
      const [namespace] = chainId.split(':');
      if (!isCaipNetworkId(chainId) || !isWalletConnectNamespace(namespace)) {
        throw new WalletConnectError('WC_CHAIN_NOT_IN_SESSION', `${chainId} is not a chain WalletConnect can reach`);
      }
      return access.request(namespace, { chainId, method, ...(params === undefined ? {} : { params }) });
    },
    // A URI exists only once a pairing started, so only once the parts are loaded.
    linkWallet(wallet) {
      requireHost();
      return core?.pairing.linkWallet(wallet);
    },
    cancelPairing: () => core?.pairing.cancel(),
    disconnect: () => access.disconnect(),
    async destroy() {
      await teardown();
    },
  };
  return connector;
}
