import type { AdapterConnection, AdapterHost, Connector, ConnectorSource, ConnectorSourceHost, ConnectorSourceModal, NamespaceAdapter } from '../adapters/types.js';
import type { CoreContext } from '../context.js';
import type { AccountController } from '../controllers/createAccountController.js';
import type { ConnectionController } from '../controllers/createConnectionController.js';
import type { NetworkController } from '../controllers/createNetworkController.js';
import { getNetworkRpcUrls } from '../networks/index.js';
import { connectorsAtom } from '../state/connectorsAtom.js';
import type { ChainNamespace } from '../validation/index.js';
import type { ConnectionRecordStore } from './createConnectionRecords.js';

/** What the hosts need of the connection manager. */
export interface HostDeps {
  readonly ctx: CoreContext;
  readonly records: ConnectionRecordStore;
  readonly accounts: AccountController;
  readonly networks: NetworkController;
  readonly connection: ConnectionController;
  readonly modal: ConnectorSourceModal;
  readonly adapters: ReadonlyMap<ChainNamespace, NamespaceAdapter>;
  /** Ends a namespace's connection locally (the wallet already ended it). */
  forget(namespace: ChainNamespace, initiator: 'app' | 'wallet' | 'other-tab'): void;
  /** The wallet reports a network for a namespace. */
  onWalletNetwork(namespace: ChainNamespace, chainId: string | number): void;
  connect(connectorId: string, namespace: ChainNamespace): Promise<AdapterConnection>;
}

/** Keeps each namespace's connector list: adapters and connector sources each own their part. */
export function createConnectorLists(ctx: CoreContext, adapters: ReadonlyMap<ChainNamespace, NamespaceAdapter>) {
  const { store, options } = ctx;
  const adapterConnectors = new Map<ChainNamespace, readonly Connector[]>();
  const sourceConnectors = new Map<string, readonly Connector[]>();
  const publish = (namespace: ChainNamespace) => {
    const fromSources = [...sourceConnectors.values()].flatMap((list) => list.filter((connector) => connector.chain === namespace));
    store.set(connectorsAtom, { ...store.get(connectorsAtom), [namespace]: [...fromSources, ...(adapterConnectors.get(namespace) ?? [])] });
  };
  return {
    all(namespace?: ChainNamespace): readonly Connector[] {
      const map = store.get(connectorsAtom);
      return namespace ? (map[namespace] ?? []) : Object.values(map).flatMap((list) => list ?? []);
    },
    setFromAdapter(namespace: ChainNamespace, list: readonly Connector[]) {
      // The config can turn off each kind of browser wallet, whatever the adapter finds.
      adapterConnectors.set(
        namespace,
        list.filter(
          (connector) =>
            (options.enableEIP6963 || connector.type !== 'ANNOUNCED') && (options.enableInjected || connector.type !== 'INJECTED'),
        ),
      );
      publish(namespace);
    },
    setFromSource(sourceId: string, list: readonly Connector[]) {
      const previous = sourceConnectors.get(sourceId) ?? [];
      // A source's connector is only useful where an adapter can drive its provider.
      sourceConnectors.set(sourceId, list.filter((connector) => adapters.has(connector.chain)));
      for (const namespace of new Set([...previous, ...list].map((connector) => connector.chain))) {
        if (adapters.has(namespace)) publish(namespace);
      }
    },
    ownedBySource(sourceId: string, connectorId: string | undefined): boolean {
      return (sourceConnectors.get(sourceId) ?? []).some((connector) => connector.id === connectorId);
    },
  };
}

/** The host an adapter reports its wallets' changes to. */
export function adapterHostFor(adapter: NamespaceAdapter, deps: HostDeps, lists: ReturnType<typeof createConnectorLists>): AdapterHost {
  const { ctx, records } = deps;
  const namespace = adapter.namespace;
  return {
    namespace,
    networks: ctx.options.networks.filter((network) => network.chainNamespace === namespace),
    fetch: ctx.fetch,
    rpcUrls: (network) => getNetworkRpcUrls(network, ctx.options.endpoints.blockchainApi, ctx.options.projectId),
    setConnectors: (list) => lists.setFromAdapter(namespace, list),
    onAccountsChanged(addresses, typed) {
      const record = records.get(namespace);
      if (record?.status !== 'connected') return;
      if (addresses.length === 0) {
        deps.forget(namespace, 'wallet');
        ctx.events.emit('track', { event: 'DISCONNECT_SUCCESS', properties: { namespace, reason: 'wallet' } });
        return;
      }
      records.set(namespace, {
        ...record,
        accounts: addresses.map((address) => ({ address, type: typed?.find((item) => item.address === address)?.type ?? 'eoa' })),
      });
    },
    onChainChanged(chainId) {
      const record = records.get(namespace);
      if (record) records.set(namespace, { ...record, chainId: String(chainId) });
      deps.onWalletNetwork(namespace, chainId);
    },
    onDisconnect() {
      if (records.get(namespace)?.status === 'connected') deps.forget(namespace, 'wallet');
    },
  };
}

/** The host a connector source (WalletConnect) works through. */
export function sourceHostFor(source: ConnectorSource, deps: HostDeps, lists: ReturnType<typeof createConnectorLists>): ConnectorSourceHost {
  const { ctx, records } = deps;
  return {
    options: ctx.options,
    clock: ctx.clock,
    platform: ctx.platform,
    events: ctx.events,
    fetch: ctx.fetch,
    accounts: deps.accounts,
    networks: deps.networks,
    connection: deps.connection,
    namespaces: [...deps.adapters.keys()],
    storage: ctx.storage,
    modal: deps.modal,
    setConnectors: (list) => lists.setFromSource(source.id, list),
    connect: (connectorId, namespace) => deps.connect(connectorId, namespace),
    onDisconnect(namespace) {
      const record = records.get(namespace);
      if (record?.status !== 'connected' || !lists.ownedBySource(source.id, record.connectorId)) return;
      deps.forget(namespace, 'wallet');
      ctx.events.emit('track', { event: 'DISCONNECT_SUCCESS', properties: { namespace, reason: 'wallet' } });
    },
  };
}
