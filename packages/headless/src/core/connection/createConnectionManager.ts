import type {
  AdapterConnection,
  Connector,
  ConnectorSourceModal,
  NamespaceAdapter,
  NativeBalance,
  SignMessageOptions,
  WalletSignInOutput,
} from '../adapters/types.js';
import type { SolanaSignInInput } from '../siwx/SiwxConfig.js';
import type { CoreContext } from '../context.js';
import type { AccountController } from '../controllers/createAccountController.js';
import type { ConnectionController } from '../controllers/createConnectionController.js';
import type { NetworkController } from '../controllers/createNetworkController.js';
import { ErrorMessages, INTERNAL_SDK_ERROR, failedToDisconnectChain } from '../errors/catalogue.js';
import { ConnectError } from '../errors/ConnectError.js';
import { isUserRejection } from '../errors/rpcErrors.js';
import type { CaipNetwork } from '../networks/index.js';
import type { ChainNamespace } from '../validation/index.js';
import type { ConnectionRecord, ConnectionRecords } from './ConnectionRecord.js';
import { adapterHostFor, createConnectorLists, sourceHostFor } from './connectionHosts.js';
import type { HostDeps } from './connectionHosts.js';
import type { ConnectionRecordStore } from './createConnectionRecords.js';
import { joinInFlight, requestKey } from '../transactions/joinInFlight.js';

import { RECONNECT_DISCOVERY_TIMEOUT_MS } from './reconnectTiming.js';

export { RECONNECT_DISCOVERY_TIMEOUT_MS };

/** Connecting, disconnecting, switching networks and reading through the adapters. */
export interface ConnectionManager {
  /** Starts the adapters' discovery and restores a remembered connection. Returns a stop function. */
  start(): () => void;
  /** Resolves when the reconnect started by `start` has settled. */
  ready(): Promise<void>;
  connectors(namespace?: ChainNamespace): readonly Connector[];
  /**
   * Connects through a connector. A connector id offered in several namespaces (WalletConnect) connects
   * `namespace`, else the network's namespace, else the active namespace when it offers the connector. While
   * the wallet is being asked, a connect to the same connector and namespace returns that pending promise.
   */
  connect(connectorId: string, options?: { network?: CaipNetwork; namespace?: ChainNamespace }): Promise<AdapterConnection>;
  /** Disconnects one namespace, or every connected one (chains of the same connector too); a repeat joins a pending one. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /** Switches the wallet (or the app) to a network; a second switch to it while the wallet is asked joins the first. */
  switchNetwork(network: CaipNetwork): Promise<void>;
  signMessage(message: string, options?: { namespace?: ChainNamespace } & SignMessageOptions): Promise<string>;
  /** Sign In With Solana through the connected Solana wallet; undefined when the wallet has no `solana:signIn`. */
  walletSignIn(input: SolanaSignInInput): Promise<WalletSignInOutput | undefined>;
  getBalance(address: string, network: CaipNetwork): Promise<NativeBalance>;
  /** Sends a request to the wallet connected on `namespace`, as is. */
  requestWallet(namespace: ChainNamespace, args: { method: string; params?: unknown }): Promise<unknown>;
  getAdapter(namespace: ChainNamespace): NamespaceAdapter;
  /** The wallet reports it is on `chainId`: applies the network rule and reports its verdict. */
  onWalletNetwork(namespace: ChainNamespace, chainId: string | number): 'supported' | 'unsupported' | 'allowed';
}

/** What the connection manager works with. */
export interface ConnectionManagerParts {
  readonly records: ConnectionRecordStore;
  readonly accounts: AccountController;
  readonly networks: NetworkController;
  readonly connection: ConnectionController;
  /** The modal as connector sources use it. */
  readonly modal: ConnectorSourceModal;
  /** Applies the network rule to what the wallet reports, and reports the verdict. */
  onWalletNetwork(namespace: ChainNamespace, chainId: string | number): 'supported' | 'unsupported' | 'allowed';
}

/** A wallet's error as its named error class. The classes load with the first failure, not with the page. */
async function asRpcError(error: unknown): Promise<Error> {
  const { toRpcError } = await import('../errors/rpcErrorClasses.js');
  return toRpcError(error);
}

/** Whether two records describe the same accounts on the same chain. */
function sameState(a: ConnectionRecord, b: ConnectionRecord): boolean {
  return a.chainId === b.chainId && JSON.stringify(a.accounts) === JSON.stringify(b.accounts);
}

/**
 * Creates the connection manager of one config. It writes the connection records and reports what happened
 * as events ('connection:connected', 'connection:lost', 'network:wallet', 'network:switched'); where the
 * modal goes next is the navigation policy's business, not this layer's.
 */
export function createConnectionManager(ctx: CoreContext, parts: ConnectionManagerParts): ConnectionManager {
  const { options, events } = ctx;
  const { records, accounts, networks, connection } = parts;
  const adapters = new Map<ChainNamespace, NamespaceAdapter>(
    (options.adapters as readonly NamespaceAdapter[]).map((adapter) => [adapter.namespace, adapter]),
  );
  const lists = createConnectorLists(ctx, adapters);
  let readyPromise: Promise<void> = Promise.resolve();
  // Namespaces the visitor is connecting now: their `connecting` record is not a remembered one to restore.
  const connecting = new Set<ChainNamespace>();
  // Namespaces another tab stored while this tab was still restoring them: a failed restore here must not erase them.
  const storedElsewhere = new Set<ChainNamespace>();
  let started = 0;
  // The owner of this manager's wallet requests under way: connects, disconnects and switches (see joinInFlight).
  const pendingRequests = {};
  const cleanups: (() => void)[] = [];

  const getAdapter = (namespace: ChainNamespace) => {
    const adapter = adapters.get(namespace);
    if (!adapter) throw new ConnectError('ADAPTER_NOT_FOUND', ErrorMessages.ADAPTER_NOT_FOUND);
    return adapter;
  };
  const connectedConnector = (namespace: ChainNamespace): Connector | undefined => {
    const id = records.get(namespace)?.connectorId;
    return id ? lists.all(namespace).find((connector) => connector.id === id) : undefined;
  };

  const { onWalletNetwork } = parts;

  const forget = (namespace: ChainNamespace, initiator: 'app' | 'wallet' | 'other-tab') => {
    const had = records.get(namespace)?.status === 'connected';
    records.remove(namespace);
    if (had) events.emit('connection:lost', { namespace, initiator });
  };

  const applyConnection = (namespace: ChainNamespace, connector: Connector, result: AdapterConnection, restored: boolean) => {
    // The address the adapter chose (its preferred account type) comes first.
    const chosen = result.accounts.find((account) => account.address === result.address);
    const rest = result.accounts.filter((account) => account !== chosen);
    records.set(namespace, {
      connectorId: connector.id,
      connectorType: connector.type,
      chainId: String(result.chainId),
      accounts: [chosen ?? { address: result.address, type: 'eoa' }, ...rest],
      status: 'connected',
      walletName: connector.name,
    });
    onWalletNetwork(namespace, result.chainId);
    const active = networks.getActiveNamespace();
    // On reload the remembered active namespace stays active while its own connection is still being restored.
    const activeRecord = records.get(active);
    if (active !== namespace && activeRecord?.status !== 'connected' && !(restored && activeRecord?.status === 'connecting')) {
      networks.setActiveNamespace(namespace);
    }
    events.emit('connection:connected', { namespace, restored });
  };

  const connectOptionsFor = (namespace: ChainNamespace, network?: CaipNetwork) => {
    const target = network ?? networks.getActiveNetwork(namespace);
    return { ...(target ? { network: target } : {}), accountType: accounts.getPreferredAccountType(namespace) };
  };

  /** Confirms a remembered connection silently through its connector; true when it is connected again. */
  const restore = async (namespace: ChainNamespace, connectorId: string): Promise<boolean> => {
    const adapter = getAdapter(namespace);
    // A connector already offered (a connector source's) needs no wait for discovery.
    const connector =
      lists.all(namespace).find((c) => c.id === connectorId) ??
      (await adapter.waitForConnector?.(connectorId, RECONNECT_DISCOVERY_TIMEOUT_MS)) ??
      lists.all(namespace).find((c) => c.id === connectorId);
    const result = connector ? await adapter.reconnect(connector, connectOptionsFor(namespace)) : undefined;
    if (!connector || !result) return false;
    applyConnection(namespace, connector, result, true);
    return true;
  };

  const reconnect = async () => {
    const restoring = (Object.entries(records.all()) as [ChainNamespace, ConnectionRecord][]).filter(
      ([namespace, record]) => record.status === 'connecting' && adapters.has(namespace) && !connecting.has(namespace),
    );
    // A remembered connection that is not confirmed goes, unless the visitor started connecting that namespace meanwhile.
    const drop = (namespace: ChainNamespace) => {
      if (connecting.has(namespace) || records.get(namespace)?.status !== 'connecting') return;
      const elsewhere = storedElsewhere.delete(namespace);
      records.remove(namespace, { keepStored: elsewhere });
      // Another tab connected it meanwhile: this tab follows that connection now.
      if (elsewhere) followOtherTab(records.stored());
    };
    await Promise.all(
      restoring.map(async ([namespace, record]) => {
        try {
          if (!(await restore(namespace, record.connectorId))) drop(namespace);
        } catch (error) {
          events.emit('error', { error, source: 'reconnect' });
          drop(namespace);
        }
      }),
    );
  };

  /** Another tab of the site changed the records: end, follow or pick up its connections here too. */
  const followOtherTab = (incoming: ConnectionRecords) => {
    for (const namespace of adapters.keys()) {
      const theirs = incoming[namespace];
      const ours = records.get(namespace);
      if (ours?.status === 'connecting') {
        if (theirs) storedElsewhere.add(namespace);
        continue;
      }
      if (!theirs) {
        if (ours) forget(namespace, 'other-tab');
        continue;
      }
      if (ours && ours.connectorId === theirs.connectorId) {
        if (sameState(ours, theirs)) continue;
        records.set(namespace, { ...ours, accounts: theirs.accounts, chainId: theirs.chainId });
        if (ours.chainId !== theirs.chainId) onWalletNetwork(namespace, theirs.chainId);
        continue;
      }
      // A connection made in the other tab: this tab's connector confirms it without a prompt, or it is not shown.
      restore(namespace, theirs.connectorId).catch((error: unknown) => events.emit('error', { error, source: 'other-tab' }));
    }
  };

  const deps: HostDeps = {
    ctx,
    records,
    accounts,
    networks,
    connection,
    modal: parts.modal,
    adapters,
    forget,
    onWalletNetwork,
    connect: (connectorId, namespace) => manager.connect(connectorId, { namespace }),
  };

  /** Asks the wallet of `connector` to connect, and records the outcome. */
  const connectThrough = async (connector: Connector, connectOptions: { network?: CaipNetwork }): Promise<AdapterConnection> => {
    const adapter = getAdapter(connector.chain);
    const namespace = connector.chain;
    const previous = records.get(namespace);
    const network = connectOptions.network ?? networks.getActiveNetwork(namespace);
    connecting.add(namespace);
    if (previous?.status !== 'connected') {
      records.set(namespace, {
        connectorId: connector.id,
        connectorType: connector.type,
        chainId: String(network?.id ?? ''),
        accounts: [],
        status: 'connecting',
        walletName: connector.name,
      });
    }
    try {
      const result = await adapter.connect(connector, connectOptionsFor(namespace, connectOptions.network));
      applyConnection(namespace, connector, result, false);
      // A WalletConnect connector is not a wallet: it records the wallet the user picked when linking to it.
      if (connector.type !== 'WALLET_CONNECT') {
        connection.addRecentWallet({
          id: connector.explorerId ?? connector.id,
          ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
          name: connector.name,
        });
      }
      events.emit('track', { event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: connector.name } });
      connecting.delete(namespace);
      return result;
    } catch (error) {
      connecting.delete(namespace);
      if (previous?.status === 'connected') records.set(namespace, previous);
      // This attempt never stored anything; what is stored (another tab's) stays.
      else records.remove(namespace, { keepStored: true });
      events.emit('track', {
        event: 'CONNECT_ERROR',
        properties: { message: error instanceof Error ? error.message : String(error) },
      });
      if (error instanceof ConnectError) throw error;
      throw await asRpcError(error);
    }
  };

  const manager: ConnectionManager = {
    start() {
      started += 1;
      if (started === 1) {
        for (const adapter of adapters.values()) cleanups.push(adapter.setup(adapterHostFor(adapter, deps, lists)));
        for (const source of options.connectors) cleanups.push(source.setup(sourceHostFor(source, deps, lists)));
        cleanups.push(records.watchOtherTabs(followOtherTab));
        // A connection an earlier version stored is moved to the record first, then restored like any other.
        readyPromise = records.migrateLegacy().then(reconnect, (error: unknown) => {
          events.emit('error', { error, source: 'migrate' });
          return reconnect();
        });
      }
      return () => {
        started -= 1;
        if (started === 0) for (const cleanup of cleanups.splice(0)) cleanup();
      };
    },
    ready: () => readyPromise,
    connectors: (namespace) => lists.all(namespace),
    connect(connectorId, connectOptions = {}) {
      const byId = (candidate: Connector) => candidate.id === connectorId;
      const preferred = connectOptions.namespace ?? connectOptions.network?.chainNamespace ?? networks.getActiveNamespace();
      const connector = lists.all(preferred).find(byId) ?? (connectOptions.namespace ? undefined : lists.all().find(byId));
      if (!connector) return Promise.reject(new ConnectError('CONNECTOR_NOT_FOUND', `Connector not found: ${connectorId}`));
      // A WalletConnect connect asks no wallet: it shows a pairing URI, and its pairing decides whether a new connect
      // makes a new URI (desktop) or reuses the pending one (Telegram, iOS Safari).
      if (connector.type === 'WALLET_CONNECT') return connectThrough(connector, connectOptions);
      // One wallet prompt per connector: a second connect while the wallet is asked gets the pending promise.
      return joinInFlight(pendingRequests, requestKey([connector.chain, connector.id]), () => connectThrough(connector, connectOptions));
    },
    disconnect(namespace) {
      // One disconnect at a time: a second while the wallet is asked gets the pending one.
      return joinInFlight(pendingRequests, requestKey(['disconnect', namespace ?? null]), async () => {
        const all = records.all();
        const live = (Object.keys(all) as ChainNamespace[]).filter((ns) => all[ns] !== undefined);
        const targets = namespace ? [namespace] : live;
        // Every chain reached through the same kind of connector goes with it (one wallet session, one logout).
        // Browser wallets are each their own session: two of them (an EVM and a Solana one) are two kinds.
        const kindOf = (ns: ChainNamespace) => {
          const record = records.get(ns);
          if (!record) return undefined;
          return record.connectorType === 'INJECTED' || record.connectorType === 'ANNOUNCED'
            ? `${record.connectorType}:${record.connectorId}`
            : record.connectorType;
        };
        const kinds = new Set(targets.map(kindOf));
        const chosen = new Set(targets);
        for (const ns of live) {
          const kind = kindOf(ns);
          if (kind !== undefined && kinds.has(kind)) chosen.add(ns);
        }
        const failures: ChainNamespace[] = [];
        for (const ns of chosen) {
          const connector = connectedConnector(ns);
          try {
            if (connector) await getAdapter(ns).disconnect(connector);
          } catch (error) {
            failures.push(ns);
            events.emit('error', { error, source: failedToDisconnectChain(ns) });
          }
          forget(ns, 'app');
        }
        if (failures.length > 0) {
          events.emit('track', { event: 'DISCONNECT_ERROR', properties: { namespaces: failures } });
          events.emit('disconnect', { namespace, ok: false });
          throw new ConnectError(INTERNAL_SDK_ERROR, ErrorMessages.FAILED_TO_DISCONNECT);
        }
        events.emit('track', { event: 'DISCONNECT_SUCCESS', properties: { namespaces: [...chosen] } });
        events.emit('disconnect', { namespace, ok: true });
      });
    },
    switchNetwork(network) {
      return joinInFlight(pendingRequests, requestKey(['switch', network.caipNetworkId]), async () => {
        if (!options.enableNetworkSwitch) throw new ConnectError('NETWORK_SWITCH_DISABLED', ErrorMessages.NETWORK_SWITCH_DISABLED);
        const namespace = network.chainNamespace;
        if (!networks.getRequestedNetworks(namespace).some((n) => n.caipNetworkId === network.caipNetworkId)) {
          throw new ConnectError('NETWORK_NOT_FOUND', ErrorMessages.NETWORK_NOT_FOUND);
        }
        const record = records.get(namespace);
        const connector = record?.status === 'connected' ? connectedConnector(namespace) : undefined;
        if (connector && record) {
          await getAdapter(namespace).switchNetwork(connector, network);
          records.set(namespace, { ...(records.get(namespace) ?? record), chainId: String(network.id) });
          onWalletNetwork(namespace, network.id);
        }
        networks.setActiveNetwork(network);
        events.emit('track', { event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } });
        events.emit('network:switched', { namespace });
      });
    },
    async signMessage(message, signOptions = {}) {
      const namespace = signOptions.namespace ?? networks.getActiveNamespace();
      const account = accounts.get(namespace);
      const connector = connectedConnector(namespace);
      if (!account.address || !connector) {
        throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
      }
      try {
        const how = signOptions.protocol ? { protocol: signOptions.protocol } : undefined;
        return await getAdapter(namespace).signMessage(connector, message, account.address, how);
      } catch (error) {
        if (isUserRejection(error)) throw await asRpcError({ code: 4001, message: ErrorMessages.SIGN_DECLINED });
        throw error instanceof ConnectError ? error : await asRpcError(error);
      }
    },
    async walletSignIn(input) {
      const adapter = adapters.get('solana');
      const connector = connectedConnector('solana');
      if (!adapter?.signIn || !connector) return undefined;
      try {
        return await adapter.signIn(connector, input);
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
      const connector = records.get(namespace)?.status === 'connected' ? connectedConnector(namespace) : undefined;
      if (!connector || !adapter.request) {
        throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
      }
      return adapter.request(connector, args);
    },
    getAdapter,
    onWalletNetwork,
  };
  return manager;
}
