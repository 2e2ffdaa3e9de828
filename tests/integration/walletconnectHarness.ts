import { createConnectConfig, createManualClock, fromViemChain, memoryStorage, staticPlatform } from '@connect-modal/headless';
import { connectionAtom } from '@connect-modal/headless/internal';
import type { CaipNetwork, Clock, ConnectConfig, NamespaceAdapter, Platform, StorageBackend } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { createMemoryKeyValueStorage, createWalletConnectConnector } from '@connect-modal/headless/walletconnect';
import type { WalletConnectConnector, WalletConnectConnectorOptions, WalletConnectStorage } from '@connect-modal/headless/walletconnect';
import { startChain, startRelay, startWcWallet } from '@connect-modal/devnet';
import type { DevChain, DevRelay, WcWallet } from '@connect-modal/devnet';

/** The relay, one anvil chain and a WalletConnect wallet paired to nothing yet. */
export interface WcHarness {
  readonly relay: DevRelay;
  readonly chain: DevChain;
  readonly network: CaipNetwork;
  readonly wallet: WcWallet;
  stop(): Promise<void>;
}

/** An app config with the eip155 adapter and the WalletConnect connector, started. */
export interface WcApp {
  readonly config: ConnectConfig;
  readonly walletConnect: WalletConnectConnector;
  readonly storage: StorageBackend;
  readonly wcStorage: WalletConnectStorage;
  /** Stops the config (closing the sign client's relay connection). */
  stop(): void;
}

export const PROJECT_ID = 'c0ffee00'.repeat(4);

export async function startWcHarness(): Promise<WcHarness> {
  const [relay, chain] = await Promise.all([startRelay(), startChain({ chainId: 31337 })]);
  const wallet = await startWcWallet({ relayUrl: relay.url, chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }] });
  return {
    relay,
    chain,
    network: fromViemChain(chain.chain),
    wallet,
    async stop() {
      await wallet.close();
      await Promise.all([relay.stop(), chain.stop()]);
    },
  };
}

let prefixes = 0;

export function startWcApp(
  harness: WcHarness,
  overrides: {
    networks?: readonly CaipNetwork[];
    adapters?: readonly NamespaceAdapter[];
    storage?: StorageBackend;
    wcStorage?: WalletConnectStorage;
    storagePrefix?: string;
    clock?: Clock;
    platform?: Platform;
    connector?: WalletConnectConnectorOptions;
  } = {},
): WcApp {
  const storage = overrides.storage ?? memoryStorage();
  const wcStorage = overrides.wcStorage ?? createMemoryKeyValueStorage();
  const walletConnect = createWalletConnectConnector({
    verify: false,
    telemetry: false,
    storage: wcStorage,
    storagePrefix: overrides.storagePrefix ?? `test-app-${(prefixes += 1)}`,
    ...overrides.connector,
  });
  const config = createConnectConfig({
    projectId: PROJECT_ID,
    networks: overrides.networks ?? [harness.network],
    adapters: overrides.adapters ?? [createEip155Adapter({ eip6963: false, legacyInjected: false })],
    connectors: [walletConnect],
    endpoints: { relay: harness.relay.url },
    storage,
    clock: overrides.clock ?? createManualClock(Date.now()),
    platform: overrides.platform ?? staticPlatform(),
    features: { analytics: false },
  });
  const stop = config.start();
  return { config, walletConnect, storage, wcStorage, stop };
}

/** Resolves with what `pick` reads from the connection state once it is set (checked on every change). */
export function waitForConnection<T>(config: ConnectConfig, pick: (state: ReturnType<ConnectConfig['_internal']['connection']['get']>) => T | undefined): Promise<T> {
  const read = () => {
    const value = pick(config._internal.connection.get());
    return value === undefined || value === null || value === false ? undefined : value;
  };
  return new Promise((resolve) => {
    const now = read();
    if (now !== undefined) {
      resolve(now);
      return;
    }
    const unsubscribe = config.store.sub(connectionAtom, () => {
      const value = read();
      if (value === undefined) return;
      unsubscribe();
      resolve(value);
    });
  });
}

/** Waits for a condition that depends on the network (sockets reconnecting), checking every 20 ms. */
export async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Connects through WalletConnect: the wallet pairs with the URI the app shows. */
export async function pairApp(app: Pick<WcApp, 'config'>, wallet: WcWallet, options: { namespace?: 'eip155' | 'solana' } = {}) {
  const connecting = app.config._internal.connect('walletConnect', options.namespace ? { namespace: options.namespace } : {});
  const uri = await waitForConnection(app.config, (state) => state.wcUri);
  await wallet.pair(uri);
  return connecting;
}
