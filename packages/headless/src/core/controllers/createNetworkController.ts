import type { CoreContext } from '../context.js';
import { ErrorMessages } from '../errors/catalogue.js';
import { ConnectError } from '../errors/ConnectError.js';
import type { CaipNetwork, CaipNetworkId } from '../networks/index.js';
import { unknownNetwork } from '../networks/index.js';
import { activeNamespaceAtom, networksAtom } from '../state/atoms.js';
import type { NetworkState } from '../state/types.js';
import type { ChainNamespace } from '../validation/index.js';

/** Per-namespace network operations. */
export interface NetworkController {
  get(namespace?: ChainNamespace): NetworkState;
  getActiveNamespace(): ChainNamespace;
  getActiveNetwork(namespace?: ChainNamespace): CaipNetwork | undefined;
  getRequestedNetworks(namespace?: ChainNamespace): readonly CaipNetwork[];
  findNetwork(caipNetworkId: string): CaipNetwork | undefined;
  /** Makes `network` the active one of its namespace and its namespace the active namespace. */
  setActiveNetwork(network: CaipNetwork): void;
  setActiveNamespace(namespace: ChainNamespace): void;
  /**
   * The wallet reports it is on `chainId`. A network outside the requested list becomes the Unknown Network
   * placeholder and returns 'unsupported' (the caller opens UnsupportedChain) unless unsupported chains are
   * allowed or switching is off.
   */
  onWalletNetwork(namespace: ChainNamespace, chainId: string | number): 'supported' | 'unsupported' | 'allowed';
  setApprovedNetworks(namespace: ChainNamespace, ids: readonly CaipNetworkId[] | undefined, supportsAll: boolean): void;
  setSmartAccountEnabledNetworks(namespace: ChainNamespace, chainIds: readonly number[]): void;
  isUnsupported(namespace?: ChainNamespace): boolean;
}

/** Creates the network controller, starting each namespace on the stored or default network. */
export function createNetworkController(ctx: CoreContext): NetworkController {
  const { store, storage, options } = ctx;

  const initial: Partial<Record<ChainNamespace, NetworkState>> = {};
  const storedId = storage.get('activeCaipNetworkId');
  const stored = storedId ? options.networks.find((network) => network.caipNetworkId === storedId) : undefined;
  for (const namespace of options.namespaces) {
    const requested = options.networks.filter((network) => network.chainNamespace === namespace);
    const caipNetwork =
      (stored?.chainNamespace === namespace ? stored : undefined) ??
      (options.defaultNetwork.chainNamespace === namespace ? options.defaultNetwork : requested[0]);
    initial[namespace] = {
      caipNetwork,
      requestedCaipNetworks: requested,
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: storage.get('smartAccountEnabledNetworks') ?? [],
    };
  }
  store.set(networksAtom, initial);
  const storedNamespace = storage.get('activeNamespace');
  store.set(
    activeNamespaceAtom,
    storedNamespace && options.namespaces.includes(storedNamespace)
      ? storedNamespace
      : (stored?.chainNamespace ?? options.defaultNetwork.chainNamespace),
  );

  const all = () => store.get(networksAtom);
  const getActiveNamespace = () => store.get(activeNamespaceAtom) ?? options.defaultNetwork.chainNamespace;
  const get = (namespace?: ChainNamespace): NetworkState => {
    const ns = namespace ?? getActiveNamespace();
    const state = all()[ns];
    if (!state) throw new ConnectError('CHAIN_NOT_SUPPORTED', ErrorMessages.CHAIN_NOT_SUPPORTED);
    return state;
  };
  const update = (namespace: ChainNamespace, patch: Partial<NetworkState>) => {
    store.set(networksAtom, { ...all(), [namespace]: { ...get(namespace), ...patch } });
  };

  const controller: NetworkController = {
    get,
    getActiveNamespace,
    getActiveNetwork: (namespace) => get(namespace).caipNetwork,
    getRequestedNetworks: (namespace) => get(namespace).requestedCaipNetworks,
    findNetwork: (caipNetworkId) =>
      options.networks.find(
        (network) => network.caipNetworkId === caipNetworkId || network.deprecatedCaipNetworkId === caipNetworkId,
      ),
    setActiveNetwork(network) {
      if (!all()[network.chainNamespace]) throw new ConnectError('CHAIN_NOT_SUPPORTED', ErrorMessages.CHAIN_NOT_SUPPORTED);
      update(network.chainNamespace, { caipNetwork: network });
      store.set(activeNamespaceAtom, network.chainNamespace);
      storage.set('activeCaipNetworkId', network.caipNetworkId);
      storage.set('activeNamespace', network.chainNamespace);
    },
    setActiveNamespace(namespace) {
      get(namespace);
      store.set(activeNamespaceAtom, namespace);
      storage.set('activeNamespace', namespace);
    },
    onWalletNetwork(namespace, chainId) {
      const caipNetworkId = `${namespace}:${chainId}`;
      const known = get(namespace).requestedCaipNetworks.find(
        (network) => network.caipNetworkId === caipNetworkId || network.deprecatedCaipNetworkId === caipNetworkId,
      );
      if (known) {
        update(namespace, { caipNetwork: known });
        if (getActiveNamespace() === namespace) storage.set('activeCaipNetworkId', known.caipNetworkId);
        return 'supported';
      }
      update(namespace, { caipNetwork: unknownNetwork(namespace, chainId) });
      return options.allowUnsupportedChain || !options.enableNetworkSwitch ? 'allowed' : 'unsupported';
    },
    setApprovedNetworks(namespace, ids, supportsAll) {
      update(namespace, { approvedCaipNetworkIds: ids, supportsAllNetworks: supportsAll });
    },
    setSmartAccountEnabledNetworks(namespace, chainIds) {
      update(namespace, { smartAccountEnabledNetworks: chainIds });
      storage.set('smartAccountEnabledNetworks', [...chainIds]);
    },
    isUnsupported(namespace) {
      const network = get(namespace).caipNetwork;
      if (!network) return false;
      return !get(namespace).requestedCaipNetworks.some((requested) => requested.caipNetworkId === network.caipNetworkId);
    },
  };
  return controller;
}
