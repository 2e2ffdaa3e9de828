import type {
  AdapterConnection,
  AdapterHost,
  Connector,
  ConnectorSource,
  ConnectorSourceHost,
  NamespaceAdapter,
  NativeBalance,
} from '../adapters/types.js';
import type { CoreContext } from '../context.js';
import type { AccountController } from '../controllers/createAccountController.js';
import type { ConnectionController } from '../controllers/createConnectionController.js';
import type { ModalController } from '../controllers/createModalController.js';
import type { NetworkController } from '../controllers/createNetworkController.js';
import type { RouterController } from '../controllers/createRouterController.js';
import { ErrorMessages, INTERNAL_SDK_ERROR, failedToDisconnectChain } from '../errors/catalogue.js';
import { ConnectError } from '../errors/ConnectError.js';
import { isUserRejection } from '../errors/rpcErrors.js';
import type { CaipNetwork } from '../networks/index.js';
import { getNetworkRpcUrls } from '../networks/index.js';
import { connectorsAtom } from '../state/connectorsAtom.js';
import type { AccountAddress } from '../state/types.js';
import type { CaipAddress, ChainNamespace } from '../validation/index.js';

/** How long reconnect on load waits for a remembered wallet to announce itself. */
export const RECONNECT_DISCOVERY_TIMEOUT_MS = 1500;

/** Connecting, disconnecting, switching networks and reading through the adapters. */
export interface ConnectionManager {
  /** Starts the adapters' discovery and restores a remembered connection. Returns a stop function. */
  start(): () => void;
  /** Resolves when the reconnect started by `start` has settled. */
  ready(): Promise<void>;
  connectors(namespace?: ChainNamespace): readonly Connector[];
  /**
   * Connects through a connector. A connector id offered in several namespaces (WalletConnect) connects
   * `namespace`, else the network's namespace, else the active namespace when it offers the connector.
   */
  connect(connectorId: string, options?: { network?: CaipNetwork; namespace?: ChainNamespace }): Promise<AdapterConnection>;
  /** Disconnects one namespace, or every connected one; chains reached through the same connector go too. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  switchNetwork(network: CaipNetwork): Promise<void>;
  signMessage(message: string, options?: { namespace?: ChainNamespace }): Promise<string>;
  getBalance(address: string, network: CaipNetwork): Promise<NativeBalance>;
  /** Sends a request to the wallet connected on `namespace`, as is. */
  requestWallet(namespace: ChainNamespace, args: { method: string; params?: unknown }): Promise<unknown>;
  getAdapter(namespace: ChainNamespace): NamespaceAdapter;
}

interface Controllers {
  accounts: AccountController;
  networks: NetworkController;
  connection: ConnectionController;
  modal: ModalController;
  router: RouterController;
  onWalletNetwork(namespace: ChainNamespace, chainId: string | number): unknown;
}

const CONNECTING_VIEWS = new Set(['Connect', 'AllWallets', 'ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic']);

/** A wallet's error as its named error class. The classes load with the first failure, not with the page. */
async function asRpcError(error: unknown): Promise<Error> {
  const { toRpcError } = await import('../errors/rpcErrorClasses.js');
  return toRpcError(error);
}

/** Creates the connection manager of one config. */
export function createConnectionManager(ctx: CoreContext, controllers: Controllers): ConnectionManager {
  const { store, storage, options, events } = ctx;
  const { accounts, networks, connection, modal, router } = controllers;
  const adapters = new Map<ChainNamespace, NamespaceAdapter>(
    (options.adapters as readonly NamespaceAdapter[]).map((adapter) => [adapter.namespace, adapter]),
  );
  let readyPromise: Promise<void> = Promise.resolve();
  let started = 0;
  const cleanups: (() => void)[] = [];
  // Adapters and connector sources each own their part of a namespace's connector list.
  const adapterConnectors = new Map<ChainNamespace, readonly Connector[]>();
  const sourceConnectors = new Map<string, readonly Connector[]>();
  const publishConnectors = (namespace: ChainNamespace) => {
    const fromSources = [...sourceConnectors.values()].flatMap((list) => list.filter((connector) => connector.chain === namespace));
    store.set(connectorsAtom, { ...store.get(connectorsAtom), [namespace]: [...fromSources, ...(adapterConnectors.get(namespace) ?? [])] });
  };

  const getAdapter = (namespace: ChainNamespace) => {
    const adapter = adapters.get(namespace);
    if (!adapter) throw new ConnectError('ADAPTER_NOT_FOUND', ErrorMessages.ADAPTER_NOT_FOUND);
    return adapter;
  };
  const allConnectors = (namespace?: ChainNamespace) => {
    const map = store.get(connectorsAtom);
    return namespace ? (map[namespace] ?? []) : Object.values(map).flatMap((list) => list ?? []);
  };
  const connectedConnector = (namespace: ChainNamespace): Connector | undefined => {
    const id = storage.get('connectedConnectorIds')?.[namespace] ?? accounts.get(namespace).connectedWalletInfo?.connectorId;
    return id ? allConnectors(namespace).find((connector) => connector.id === id) : undefined;
  };

  const rememberConnected = (namespace: ChainNamespace, connector: Connector) => {
    storage.set('connectedConnectorIds', { ...(storage.get('connectedConnectorIds') ?? {}), [namespace]: connector.id });
    const namespaces = storage.get('connectedNamespaces') ?? [];
    if (!namespaces.includes(namespace)) storage.set('connectedNamespaces', [...namespaces, namespace]);
    storage.set('connectedWallet', { id: connector.id, name: connector.name });
  };

  const forget = (namespace: ChainNamespace) => {
    const ids = { ...(storage.get('connectedConnectorIds') ?? {}) };
    delete ids[namespace];
    storage.set('connectedConnectorIds', ids);
    storage.set('connectedNamespaces', (storage.get('connectedNamespaces') ?? []).filter((ns) => ns !== namespace));
    connection.setConnections(namespace, []);
    accounts.reset(namespace);
    if (!accounts.isConnected()) {
      connection.setStatus('disconnected');
      storage.remove('connectedWallet');
      storage.remove('lastUsedChain');
    }
  };

  const applyConnection = (namespace: ChainNamespace, connector: Connector, result: AdapterConnection, restoring = false) => {
    const allAccounts: AccountAddress[] = result.accounts.map((account) => ({ ...account, namespace }));
    const caipAddress = `${namespace}:${result.chainId}:${result.address}` as CaipAddress;
    accounts.update(namespace, {
      address: result.address,
      caipAddress,
      allAccounts,
      status: 'connected',
      connectedWalletInfo: {
        name: connector.name,
        connectorId: connector.id,
        type: connector.type,
        ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
        ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
      },
    });
    controllers.onWalletNetwork(namespace, result.chainId);
    const active = networks.getActiveNamespace();
    // On reload the remembered active namespace stays active while its own connection is still being restored.
    const activePending = restoring && accounts.get(active).status === 'connecting';
    if (active !== namespace && !accounts.get(active).address && !activePending) {
      networks.setActiveNamespace(namespace);
    }
    rememberConnected(namespace, connector);
    connection.setConnections(namespace, [{ connectorId: connector.id, accounts: result.accounts }]);
    connection.setStatus('connected');
    storage.set('lastUsedChain', `${namespace}:${result.chainId}` as `${string}:${string}`);
  };

  const hostFor = (adapter: NamespaceAdapter): AdapterHost => {
    const namespace = adapter.namespace;
    return {
      namespace,
      networks: options.networks.filter((network) => network.chainNamespace === namespace),
      fetch: ctx.fetch,
      rpcUrls: (network) => getNetworkRpcUrls(network, options.endpoints.blockchainApi, options.projectId),
      setConnectors(list) {
        // The config can turn off each kind of browser wallet, whatever the adapter finds.
        adapterConnectors.set(
          namespace,
          list.filter(
            (connector) =>
              (options.enableEIP6963 || connector.type !== 'ANNOUNCED') && (options.enableInjected || connector.type !== 'INJECTED'),
          ),
        );
        publishConnectors(namespace);
      },
      onAccountsChanged(addresses, typed) {
        const account = accounts.get(namespace);
        if (account.status !== 'connected') return;
        const [first] = addresses;
        if (!first) {
          forget(namespace);
          events.emit('track', { event: 'DISCONNECT_SUCCESS', properties: { namespace, reason: 'wallet' } });
          return;
        }
        const chainId = account.caipAddress?.split(':')[1] ?? '';
        accounts.update(namespace, {
          address: first,
          caipAddress: `${namespace}:${chainId}:${first}` as CaipAddress,
          allAccounts: addresses.map((address) => ({
            address,
            namespace,
            type: typed?.find((item) => item.address === address)?.type ?? 'eoa',
          })),
          profileName: undefined,
          profileImage: undefined,
          balance: undefined,
        });
      },
      onChainChanged(chainId) {
        const account = accounts.get(namespace);
        if (account.address) {
          accounts.update(namespace, { caipAddress: `${namespace}:${chainId}:${account.address}` as CaipAddress });
        }
        controllers.onWalletNetwork(namespace, chainId);
      },
      onDisconnect() {
        if (accounts.get(namespace).status === 'connected') forget(namespace);
      },
    };
  };

  const sourceHostFor = (source: ConnectorSource): ConnectorSourceHost => ({
    options,
    clock: ctx.clock,
    platform: ctx.platform,
    events,
    fetch: ctx.fetch,
    accounts,
    networks,
    connection,
    namespaces: [...adapters.keys()],
    setConnectors(list) {
      const previous = sourceConnectors.get(source.id) ?? [];
      // A source's connector is only useful where an adapter can drive its provider.
      sourceConnectors.set(source.id, list.filter((connector) => adapters.has(connector.chain)));
      for (const namespace of new Set([...previous, ...list].map((connector) => connector.chain))) {
        if (adapters.has(namespace)) publishConnectors(namespace);
      }
    },
    connect: (connectorId, namespace) => manager.connect(connectorId, { namespace }),
    onDisconnect(namespace) {
      const connectorId = accounts.get(namespace).connectedWalletInfo?.connectorId;
      const own = (sourceConnectors.get(source.id) ?? []).some((connector) => connector.id === connectorId);
      if (!own || accounts.get(namespace).status !== 'connected') return;
      forget(namespace);
      events.emit('track', { event: 'DISCONNECT_SUCCESS', properties: { namespace, reason: 'wallet' } });
    },
  });

  const connectOptionsFor = (namespace: ChainNamespace, network?: CaipNetwork) => {
    const target = network ?? networks.getActiveNetwork(namespace);
    return { ...(target ? { network: target } : {}), accountType: accounts.getPreferredAccountType(namespace) };
  };

  const reconnect = async () => {
    if (!options.enableReconnect || storage.get('connectionStatus') !== 'connected') return;
    const remembered = storage.get('connectedConnectorIds') ?? {};
    const namespaces = (storage.get('connectedNamespaces') ?? []).filter((ns) => adapters.has(ns));
    await Promise.all(
      namespaces.map(async (namespace) => {
        const adapter = getAdapter(namespace);
        const connectorId = remembered[namespace];
        try {
          // A connector already offered (a connector source's) needs no wait for discovery.
          const connector = connectorId
            ? (allConnectors(namespace).find((c) => c.id === connectorId) ??
              (await adapter.waitForConnector?.(connectorId, RECONNECT_DISCOVERY_TIMEOUT_MS)) ??
              allConnectors(namespace).find((c) => c.id === connectorId))
            : undefined;
          const result = connector ? await adapter.reconnect(connector, connectOptionsFor(namespace)) : undefined;
          if (connector && result) applyConnection(namespace, connector, result, true);
          else forget(namespace);
        } catch (error) {
          events.emit('error', { error, source: 'reconnect' });
          forget(namespace);
        }
      }),
    );
    if (!accounts.isConnected()) connection.setStatus('disconnected');
  };

  const manager: ConnectionManager = {
    start() {
      started += 1;
      if (started === 1) {
        for (const adapter of adapters.values()) cleanups.push(adapter.setup(hostFor(adapter)));
        for (const source of options.connectors) cleanups.push(source.setup(sourceHostFor(source)));
        // Another tab of the site ended a connection (it told the wallet): end it in this tab too.
        cleanups.push(
          storage.subscribe('connectedNamespaces', (remaining) => {
            const still = new Set(remaining ?? []);
            for (const namespace of adapters.keys()) {
              if (accounts.get(namespace).status !== 'connected' || still.has(namespace)) continue;
              connection.setConnections(namespace, []);
              accounts.reset(namespace);
              events.emit('track', { event: 'DISCONNECT_SUCCESS', properties: { namespace, reason: 'other-tab' } });
            }
            if (!accounts.isConnected()) connection.setStatus('disconnected');
          }),
        );
        readyPromise = reconnect();
      }
      return () => {
        started -= 1;
        if (started === 0) for (const cleanup of cleanups.splice(0)) cleanup();
      };
    },
    ready: () => readyPromise,
    connectors: allConnectors,
    async connect(connectorId, connectOptions = {}) {
      const byId = (candidate: Connector) => candidate.id === connectorId;
      const preferred = connectOptions.namespace ?? connectOptions.network?.chainNamespace ?? networks.getActiveNamespace();
      const connector = allConnectors(preferred).find(byId) ?? (connectOptions.namespace ? undefined : allConnectors().find(byId));
      if (!connector) throw new ConnectError('CONNECTOR_NOT_FOUND', `Connector not found: ${connectorId}`);
      const adapter = getAdapter(connector.chain);
      const namespace = connector.chain;
      const wasConnected = accounts.get(namespace).status === 'connected';
      connection.update({ status: 'connecting' });
      if (!wasConnected) accounts.update(namespace, { status: 'connecting' });
      try {
        const result = await adapter.connect(connector, connectOptionsFor(namespace, connectOptions.network));
        applyConnection(namespace, connector, result);
        // A WalletConnect connector is not a wallet: it records the wallet the user picked when linking to it.
        if (connector.type !== 'WALLET_CONNECT') {
          connection.addRecentWallet({
            id: connector.explorerId ?? connector.id,
            ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
            name: connector.name,
          });
        }
        events.emit('track', { event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: connector.name } });
        const { view } = router.get();
        if (modal.get().open && CONNECTING_VIEWS.has(view)) {
          if (options.enableEmbedded) router.reset('Account');
          else modal.close();
        }
        return result;
      } catch (error) {
        if (!wasConnected) accounts.update(namespace, { status: 'disconnected' });
        connection.update({ status: accounts.isConnected() ? 'connected' : 'disconnected' });
        events.emit('track', {
          event: 'CONNECT_ERROR',
          properties: { message: error instanceof Error ? error.message : String(error) },
        });
        if (error instanceof ConnectError) throw error;
        throw await asRpcError(error);
      }
    },
    async disconnect(namespace) {
      const targets = namespace
        ? [namespace]
        : (Object.keys(accounts.all()) as ChainNamespace[]).filter((ns) => accounts.get(ns).status !== 'disconnected');
      // Every chain reached through the same kind of connector goes with it (one wallet session, one logout).
      // Browser wallets are each their own session: two of them (an EVM and a Solana one) are two kinds.
      const kindOf = (ns: ChainNamespace) => {
        const type = connectedConnector(ns)?.type ?? accounts.get(ns).connectedWalletInfo?.type;
        const id = connectedConnector(ns)?.id ?? accounts.get(ns).connectedWalletInfo?.connectorId;
        return type === 'INJECTED' || type === 'ANNOUNCED' ? `${type}:${id ?? ''}` : type;
      };
      const kinds = new Set(targets.map(kindOf));
      const all = new Set(targets);
      for (const ns of Object.keys(accounts.all()) as ChainNamespace[]) {
        const kind = kindOf(ns);
        if (accounts.get(ns).status !== 'disconnected' && kind !== undefined && kinds.has(kind)) all.add(ns);
      }
      const failures: ChainNamespace[] = [];
      for (const ns of all) {
        const connector = connectedConnector(ns);
        try {
          if (connector) await getAdapter(ns).disconnect(connector);
        } catch (error) {
          failures.push(ns);
          events.emit('error', { error, source: failedToDisconnectChain(ns) });
        }
        forget(ns);
      }
      if (failures.length > 0) {
        events.emit('track', { event: 'DISCONNECT_ERROR', properties: { namespaces: failures } });
        events.emit('disconnect', { namespace, ok: false });
        throw new ConnectError(INTERNAL_SDK_ERROR, ErrorMessages.FAILED_TO_DISCONNECT);
      }
      events.emit('track', { event: 'DISCONNECT_SUCCESS', properties: { namespaces: [...all] } });
      events.emit('disconnect', { namespace, ok: true });
      if (!accounts.isConnected()) {
        if (options.enableEmbedded) router.reset('Connect');
        else if (modal.get().open) modal.close({ force: true });
      }
    },
    async switchNetwork(network) {
      const namespace = network.chainNamespace;
      if (!networks.getRequestedNetworks(namespace).some((n) => n.caipNetworkId === network.caipNetworkId)) {
        throw new ConnectError('NETWORK_NOT_FOUND', ErrorMessages.NETWORK_NOT_FOUND);
      }
      const connector = accounts.get(namespace).status === 'connected' ? connectedConnector(namespace) : undefined;
      if (connector) {
        await getAdapter(namespace).switchNetwork(connector, network);
        controllers.onWalletNetwork(namespace, network.id);
        const address = accounts.get(namespace).address;
        if (address) accounts.update(namespace, { caipAddress: `${namespace}:${network.id}:${address}` as CaipAddress });
      }
      networks.setActiveNetwork(network);
      events.emit('track', { event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } });
      if (router.get().view === 'UnsupportedChain' && modal.get().open) {
        if (accounts.isConnected()) router.reset('Account');
      }
    },
    async signMessage(message, signOptions = {}) {
      const namespace = signOptions.namespace ?? networks.getActiveNamespace();
      const account = accounts.get(namespace);
      const connector = connectedConnector(namespace);
      if (!account.address || !connector) {
        throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
      }
      try {
        return await getAdapter(namespace).signMessage(connector, message, account.address);
      } catch (error) {
        if (isUserRejection(error)) throw await asRpcError({ code: 4001, message: ErrorMessages.SIGN_DECLINED });
        throw error instanceof ConnectError ? error : await asRpcError(error);
      }
    },
    getBalance(address, network) {
      return getAdapter(network.chainNamespace).getBalance(address, network);
    },
    async requestWallet(namespace, args) {
      const adapter = getAdapter(namespace);
      const connector = accounts.get(namespace).status === 'connected' ? connectedConnector(namespace) : undefined;
      if (!connector || !adapter.request) {
        throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
      }
      return adapter.request(connector, args);
    },
    getAdapter,
  };
  return manager;
}
