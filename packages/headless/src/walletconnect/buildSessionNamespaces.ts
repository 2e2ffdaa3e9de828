import type { CaipNetwork, CaipNetworkId } from '../core/index.js';
import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS, isWalletConnectNamespace } from './walletConnectMethods.js';
import type { WalletConnectNamespace } from './walletConnectMethods.js';

/** What the app asks of one namespace: methods, events, chains and the RPC URL of each chain. */
export interface NamespaceConfig {
  readonly methods: readonly string[];
  readonly events: readonly string[];
  readonly chains: readonly CaipNetworkId[];
  /** Chain reference (the part after the colon) to the chain's own RPC URL. */
  readonly rpcMap: Readonly<Record<string, string>>;
}

/** The namespaces a session proposal asks for. */
export type SessionNamespaces = Readonly<Partial<Record<WalletConnectNamespace, NamespaceConfig>>>;

/** Per-namespace methods replacing the defaults. */
export type WalletConnectMethodOverrides = Readonly<Partial<Record<WalletConnectNamespace, readonly string[]>>>;

/** Builds the session namespaces from the configured networks, in their order; other namespaces are left out. */
export function buildSessionNamespaces(
  networks: readonly CaipNetwork[],
  methods: WalletConnectMethodOverrides = {},
): SessionNamespaces {
  const result: Partial<Record<WalletConnectNamespace, NamespaceConfig>> = {};
  for (const network of networks) {
    const namespace = network.chainNamespace;
    if (!isWalletConnectNamespace(namespace)) continue;
    const current = result[namespace] ?? {
      methods: [...(methods[namespace] ?? WALLETCONNECT_METHODS[namespace])],
      events: [...WALLETCONNECT_EVENTS],
      chains: [],
      rpcMap: {},
    };
    const rpcUrl = network.rpcUrls.default.http[0];
    result[namespace] = {
      ...current,
      chains: current.chains.includes(network.caipNetworkId) ? current.chains : [...current.chains, network.caipNetworkId],
      rpcMap: rpcUrl ? { ...current.rpcMap, [String(network.id)]: rpcUrl } : current.rpcMap,
    };
  }
  return result;
}

/** The proposal's form of the namespaces: the RPC map stays with the app, wallets use their own nodes. */
export function toProposalNamespaces(
  namespaces: SessionNamespaces,
): Record<string, { chains: string[]; methods: string[]; events: string[] }> {
  return Object.fromEntries(
    Object.entries(namespaces).map(([namespace, config]) => [
      namespace,
      { chains: [...config.chains], methods: [...config.methods], events: [...config.events] },
    ]),
  );
}
