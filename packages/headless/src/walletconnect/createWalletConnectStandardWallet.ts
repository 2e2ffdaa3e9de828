import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { CaipNetwork, CaipNetworkId } from '../core/index.js';
import type { StandardEventsChangeProperties } from '../walletStandard/walletStandardTypes.js';
import { toStandardWalletChain } from '../walletStandard/standardWalletChains.js';
import type { WalletConnectProvider } from './createWalletConnectProvider.js';
import { WalletConnectError } from './WalletConnectError.js';

/** What the Wallet Standard wallet of a namespace reads of the WalletConnect session. */
export interface StandardWalletBridge {
  readonly namespace: 'solana' | 'bip122';
  /** The namespace's provider: connect, restore, requests and the session's events. */
  readonly provider: WalletConnectProvider;
  /** The chains the session approved for the namespace (CAIP-2), none before there is a session. */
  sessionChains(): readonly CaipNetworkId[];
  /** The app's networks of the namespace, to name session chains as the Wallet Standard does. */
  networks(): readonly CaipNetwork[];
  /** The methods the session approved for the namespace. */
  methods(): readonly string[];
  /** The session's addresses of the namespace on its current chain. */
  addresses(): readonly string[];
}

/** What a namespace's features use to reach the wallet. */
export interface RemoteWallet {
  /** Sends a WalletConnect request on the session chain a Wallet Standard chain names (the current chain when none does). */
  request(chain: string | undefined, method: string, params: unknown): Promise<unknown>;
  /** True when the session approved `method`. */
  approves(method: string): boolean;
  /** Pairs when there is no session; the namespace's accounts in the session. */
  connect(): Promise<readonly WalletAccount[]>;
}

/** What makes the wallet of one namespace: its accounts and its namespace features. */
export interface StandardWalletShape {
  /** The Wallet Standard account of a session address, undefined when the address cannot be one. */
  toAccount(address: string, chains: readonly IdentifierString[], features: readonly IdentifierString[]): WalletAccount | undefined;
  features(remote: RemoteWallet): Readonly<Record<IdentifierString, unknown>>;
}

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzMzOTZmZiIvPjwvc3ZnPg==' as const;

/** Thrown by a feature when the wallet's answer is not the shape WalletConnect's method promises. */
export function invalidRemoteAnswer(method: string): WalletConnectError {
  return new WalletConnectError('WC_INVALID_RESPONSE', `The wallet answered ${method} with an invalid response`);
}

/**
 * A Wallet Standard wallet over the WalletConnect session of one namespace, as the connector hands it to the
 * solana and bip122 adapters (as it hands eip155 an EIP-1193 provider), so they drive a remote wallet exactly as
 * a browser one. `standard:connect` pairs (or, silent, restores), `standard:disconnect` ends the session and
 * `standard:events` reports the session's account and chain changes; chains are the session's, the current one
 * first, named as the Wallet Standard names them.
 */
export function createWalletConnectStandardWallet(bridge: StandardWalletBridge, shape: StandardWalletShape): Wallet {
  const listeners = new Set<(change: StandardEventsChangeProperties) => void>();

  const standardChainOf = (chain: CaipNetworkId): IdentifierString => {
    const network = bridge.networks().find((candidate) => candidate.caipNetworkId === chain);
    return (network ? toStandardWalletChain(network) : chain) as IdentifierString;
  };

  const chains = (): IdentifierString[] => {
    const current = bridge.provider.getChainId();
    const all = bridge.sessionChains();
    const ordered = current && all.includes(current) ? [current, ...all.filter((chain) => chain !== current)] : all;
    return ordered.map(standardChainOf);
  };

  let namespaceFeatures: Readonly<Record<IdentifierString, unknown>> = {};
  const featureNames = (): IdentifierString[] => ['standard:connect', 'standard:disconnect', 'standard:events', ...(Object.keys(namespaceFeatures) as IdentifierString[])];

  const toAccounts = (addresses: readonly string[]): WalletAccount[] => {
    const accountChains = chains();
    const names = featureNames();
    return addresses.flatMap((address) => {
      const account = shape.toAccount(address, accountChains, names);
      return account ? [account] : [];
    });
  };

  const remote: RemoteWallet = {
    async request(chain, method, params) {
      const chainId = chain === undefined ? undefined : bridge.sessionChains().find((candidate) => standardChainOf(candidate) === chain);
      // A request for a chain the session lacks must not quietly go to the session's current chain instead.
      if (chain !== undefined && !chainId) throw new WalletConnectError('WC_CHAIN_NOT_IN_SESSION', `The connected wallet did not approve ${chain} for this session`);
      return bridge.provider.request({ method, ...(params === undefined ? {} : { params }), ...(chainId ? { chainId } : {}) });
    },
    approves: (method) => bridge.methods().includes(method),
    connect: async () => toAccounts(await bridge.provider.connect()),
  };
  namespaceFeatures = shape.features(remote);

  const emit = (change: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch {
        // One listener's failure must not keep the others from hearing about the session.
      }
    }
  };

  bridge.provider.on('accountsChanged', ((addresses: readonly string[]) => emit({ accounts: toAccounts(addresses) })) as (...args: never[]) => void);
  bridge.provider.on('chainChanged', (() => emit({ chains: chains() })) as (...args: never[]) => void);
  bridge.provider.on('disconnect', (() => emit({ accounts: [] })) as (...args: never[]) => void);

  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: ICON,
    get chains() {
      return chains();
    },
    get accounts() {
      return toAccounts(bridge.addresses());
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { readonly silent?: boolean }) {
          return { accounts: input?.silent ? toAccounts(await bridge.provider.getAccounts()) : await remote.connect() };
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: () => bridge.provider.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (change: StandardEventsChangeProperties) => void) {
          if (event !== 'change') return () => {};
          listeners.add(listener);
          return () => {
            listeners.delete(listener);
          };
        },
      },
      ...namespaceFeatures,
    },
  };
}
