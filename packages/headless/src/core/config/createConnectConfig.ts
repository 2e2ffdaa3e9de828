import { createStore } from 'jotai/vanilla';
import { systemClock } from '../clock/index.js';
import type { Clock } from '../clock/index.js';
import type { ConnectStore, CoreContext } from '../context.js';
import { createAccountController } from '../controllers/createAccountController.js';
import type { AccountController } from '../controllers/createAccountController.js';
import { createConnectionController } from '../controllers/createConnectionController.js';
import type { ConnectionController } from '../controllers/createConnectionController.js';
import { createModalController } from '../controllers/createModalController.js';
import type { ModalController } from '../controllers/createModalController.js';
import { createNetworkController } from '../controllers/createNetworkController.js';
import type { NetworkController } from '../controllers/createNetworkController.js';
import { createRouterController } from '../controllers/createRouterController.js';
import type { RouterController } from '../controllers/createRouterController.js';
import { createToastController } from '../controllers/createToastController.js';
import type { ToastController } from '../controllers/createToastController.js';
import { createConnectionManager } from '../connection/createConnectionManager.js';
import type { ConnectionManager } from '../connection/createConnectionManager.js';
import { createEmitter } from '../events/index.js';
import { startAnalytics } from '../queries/startAnalytics.js';
import type { ConnectEvents, Emitter } from '../events/index.js';
import { browserPlatform } from '../platform/Platform.js';
import type { Platform } from '../platform/Platform.js';
import { siwxAtom } from '../state/atoms.js';
import { createConnectStorage, localStorageBackend } from '../storage/index.js';
import type { ConnectStorage } from '../storage/index.js';
import type { ChainNamespace } from '../validation/index.js';
import type { ConnectConfigOptions, ResolvedConfig } from './ConnectConfigOptions.js';
import { resolveConfig } from './resolveConfig.js';

/** One embedding of the product: validated options, its own store, storage, clock and controllers. */
export interface ConnectConfig extends ConnectionManager {
  readonly options: ResolvedConfig;
  readonly store: ConnectStore;
  readonly storage: ConnectStorage;
  readonly clock: Clock;
  readonly platform: Platform;
  readonly events: Emitter<ConnectEvents>;
  readonly fetch: typeof fetch;
  readonly modal: ModalController;
  readonly router: RouterController;
  readonly accounts: AccountController;
  readonly networks: NetworkController;
  readonly connection: ConnectionController;
  readonly toasts: ToastController;
  /** The wallet reports a network; opens UnsupportedChain when the rules say so. */
  onWalletNetwork(namespace: ChainNamespace, chainId: string | number): 'supported' | 'unsupported' | 'allowed';
  /** Records whether the connected account has a sign-in session (close rules depend on it). */
  setSignInSession(hasSession: boolean): void;
}

/** Creates a config instance. Throws ConfigError with a clear message for bad options. */
export function createConnectConfig(options: ConnectConfigOptions): ConnectConfig {
  const resolved = resolveConfig(options);
  const store = createStore();
  const events = createEmitter<ConnectEvents>((error) => {
    if (resolved.debug) console.error(error);
  });
  const storage = createConnectStorage(options.storage ?? localStorageBackend(), (problem) => {
    if (resolved.debug) console.warn(`Stored value "${problem.key}" ${problem.kind}`, problem.error);
  });
  const ctx: CoreContext = {
    options: resolved,
    store,
    clock: options.clock ?? systemClock,
    storage,
    events,
    platform: options.platform ?? browserPlatform,
    // Resolved per call so a page that replaces fetch after load (tests, service workers) is honoured.
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)),
  };

  const accounts = createAccountController(ctx);
  const networks = createNetworkController(ctx);
  const connection = createConnectionController(ctx);
  const toasts = createToastController(ctx);
  // Router and modal refer to each other: going back can close the modal, opening sets the view.
  const router: RouterController = createRouterController(ctx, () => modal.close());
  const modal: ModalController = createModalController(ctx, () => router, () => accounts.isConnected());

  store.set(siwxAtom, { required: resolved.siwx?.required ?? false, hasSession: false });

  // A connection stored as connected is only "connecting" until its connector confirms it.
  if (resolved.enableReconnect && storage.get('connectionStatus') === 'connected') {
    const namespaces = (storage.get('connectedNamespaces') ?? []).filter((ns) => resolved.namespaces.includes(ns));
    const remembered = connection.get().connections;
    if (namespaces.length > 0) {
      connection.update({ status: 'connecting' });
      for (const namespace of namespaces) {
        // The remembered address lets a server render the account while the connector confirms it.
        const address = remembered[namespace]?.[0]?.accounts[0]?.address;
        accounts.update(namespace, { status: 'connecting', ...(address ? { address } : {}) });
      }
    }
  }

  const onWalletNetwork = (namespace: ChainNamespace, chainId: string | number) => {
    const outcome = networks.onWalletNetwork(namespace, chainId);
    if (outcome === 'unsupported') modal.open({ view: 'UnsupportedChain' });
    return outcome;
  };
  const manager = createConnectionManager(ctx, { accounts, networks, connection, modal, router, onWalletNetwork });

  const config: ConnectConfig = {
    ...manager,
    start() {
      const stopManager = manager.start();
      const stopAnalytics = startAnalytics(config);
      return () => {
        stopAnalytics();
        stopManager();
      };
    },
    options: resolved,
    store,
    storage,
    clock: ctx.clock,
    platform: ctx.platform,
    events,
    fetch: ctx.fetch,
    modal,
    router,
    accounts,
    networks,
    connection,
    toasts,
    onWalletNetwork,
    setSignInSession(hasSession) {
      store.set(siwxAtom, { ...store.get(siwxAtom), hasSession });
    },
  };
  return config;
}
