import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { AdapterHost, Connector } from '../core/index.js';
import { ConnectError } from '../core/index.js';
import { createConnectorWaiters } from '../core/adapters/connectorWaiters.js';
import { featureOf } from './walletStandardTypes.js';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsChangeProperties, StandardEventsFeature } from './walletStandardTypes.js';
import { standardWalletId, watchStandardWallets } from './watchStandardWallets.js';

/** What a namespace adapter tells the base about its wallets. */
export interface WalletStandardAdapterBaseOptions {
  readonly namespace: 'solana' | 'bip122';
  /** The namespace's prefix of Wallet Standard chains (`solana:`, `bitcoin:`). */
  readonly chainPrefix: string;
  /** Features a registered wallet must have to be offered. */
  readonly requiredFeatures: readonly string[];
  /** A further test of a registered wallet (a way to connect the namespace asks for). */
  readonly accepts?: (wallet: Wallet) => boolean;
  /** Discover wallets registered through the Wallet Standard (default true). */
  readonly discover?: boolean;
  /** The connected wallet reported a change of its accounts or chains. */
  readonly onChange: (connector: Connector, wallet: Wallet, change: StandardEventsChangeProperties) => void;
}

/**
 * The Wallet Standard plumbing the solana and bip122 adapters share: connectors from the registry, waiting for
 * one on reload, `standard:connect` (silent on reconnect), following `standard:events` of the connected wallet
 * and `standard:disconnect`. Any connector whose provider is a Wallet Standard wallet works, WalletConnect's too.
 */
export interface WalletStandardAdapterBase {
  /** The adapter host while the adapter is set up. */
  host(): AdapterHost | undefined;
  setup(host: AdapterHost): () => void;
  waitForConnector(connectorId: string, timeoutMs: number): Promise<Connector | undefined>;
  /** The connector's Wallet Standard wallet; CONNECTOR_WITHOUT_PROVIDER when it has none. */
  walletOf(connector: Connector): Wallet;
  /** The accounts `standard:connect` reports; silent asks for authorised accounts only, without a prompt. */
  standardConnect(connector: Connector, wallet: Wallet, silent: boolean): Promise<readonly WalletAccount[]>;
  /** Follows the wallet's `change` events until the next `follow` or disconnect. */
  follow(connector: Connector, wallet: Wallet): void;
  /** Stops following the wallet and asks it to disconnect; a wallet that cannot is forgotten all the same. */
  disconnect(connector: Connector): Promise<void>;
}

function isStandardWallet(value: unknown): value is Wallet {
  if (typeof value !== 'object' || value === null) return false;
  const { features, chains } = value as { features?: unknown; chains?: unknown };
  return typeof features === 'object' && features !== null && Array.isArray(chains);
}

/** Creates the shared Wallet Standard part of a namespace adapter. */
export function createWalletStandardAdapterBase(options: WalletStandardAdapterBaseOptions): WalletStandardAdapterBase {
  let host: AdapterHost | undefined;
  let wallets: readonly Wallet[] = [];
  let unfollow: (() => void) | undefined;

  const connectors = (): Connector[] =>
    wallets.map((wallet) => ({
      id: standardWalletId(wallet.name),
      name: wallet.name,
      type: 'ANNOUNCED' as const,
      chain: options.namespace,
      imageUrl: wallet.icon,
      provider: wallet,
    }));
  const waiters = createConnectorWaiters(connectors);

  const publish = () => {
    host?.setConnectors(connectors());
    waiters.wake();
  };

  const stopFollowing = () => {
    unfollow?.();
    unfollow = undefined;
  };

  return {
    host: () => host,
    setup(adapterHost) {
      host = adapterHost;
      let stopWatching: (() => void) | undefined;
      if (typeof window !== 'undefined' && options.discover !== false) {
        stopWatching = watchStandardWallets(options.chainPrefix, options.requiredFeatures, (found) => {
          wallets = options.accepts ? found.filter(options.accepts) : found;
          publish();
        });
      }
      publish();
      return () => {
        stopWatching?.();
        stopFollowing();
        host = undefined;
      };
    },
    waitForConnector: (connectorId, timeoutMs) => waiters.wait(connectorId, timeoutMs),
    walletOf(connector) {
      if (!isStandardWallet(connector.provider)) {
        throw new ConnectError('CONNECTOR_WITHOUT_PROVIDER', `Connector ${connector.name} has no provider`);
      }
      return connector.provider;
    },
    async standardConnect(connector, wallet, silent) {
      const feature = featureOf<StandardConnectFeature>(wallet, 'standard:connect', 'connect');
      if (!feature) throw new ConnectError('CONNECTOR_WITHOUT_PROVIDER', `${connector.name} cannot connect`);
      const answer = await feature.connect(silent ? { silent: true } : undefined);
      const accounts: unknown = answer?.accounts;
      return Array.isArray(accounts) ? (accounts as readonly WalletAccount[]) : [];
    },
    follow(connector, wallet) {
      stopFollowing();
      const events = featureOf<StandardEventsFeature>(wallet, 'standard:events', 'on');
      if (!events) return;
      const off = events.on('change', (change) => {
        if (typeof change !== 'object' || change === null) return;
        options.onChange(connector, wallet, change);
      });
      unfollow = off;
    },
    async disconnect(connector) {
      stopFollowing();
      const { provider } = connector;
      if (!isStandardWallet(provider)) return;
      try {
        await featureOf<StandardDisconnectFeature>(provider, 'standard:disconnect', 'disconnect')?.disconnect();
      } catch {
        // Forgetting the connection locally is what disconnect means, whether or not the wallet could.
      }
    },
  };
}
