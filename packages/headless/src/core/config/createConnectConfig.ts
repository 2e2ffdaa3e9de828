import { createStore } from 'jotai/vanilla';
import { systemClock } from '../clock/index.js';
import type { Clock } from '../clock/index.js';
import type { ConnectStore, CoreContext } from '../context.js';
import type { ConnectorSourceModal } from '../adapters/types.js';
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
import { createLazyConnectionManager } from '../connection/createLazyConnectionManager.js';
import type { ConnectionManager } from '../connection/createConnectionManager.js';
import { createConnectionRecords } from '../connection/createConnectionRecords.js';
import type { ConnectionRecordStore } from '../connection/createConnectionRecords.js';
import { createEmitter } from '../events/index.js';
import type { ConnectEvents, Emitter } from '../events/index.js';
import { createNavigator } from '../navigation/createNavigator.js';
import type { Navigator } from '../navigation/createNavigator.js';
import type { CaipNetwork } from '../networks/index.js';
import { browserPlatform } from '../platform/Platform.js';
import type { Platform } from '../platform/Platform.js';
import { siwxAtom } from '../state/atoms.js';
import { localeAtom } from '../locale/locale.js';
import { createConnectStorage, localStorageBackend } from '../storage/index.js';
import type { ConnectStorage } from '../storage/index.js';
import type { ConnectConfigOptions, ResolvedConfig } from './ConnectConfigOptions.js';
import { resolveConfig } from './resolveConfig.js';
import { ConfigError } from './ConfigError.js';
import type { SiwxFlow } from '../siwx/createSiwxFlow.js';
import type { SiwxSessionInfo } from '../siwx/SiwxConfig.js';

/**
 * The parts of a config that actions, query options and the default renderer work through. Not a public
 * API: apps use the actions (`connect(config, ...)`, `openModal(config)`, ...) and the hooks.
 */
export interface ConnectInternals extends ConnectionManager {
  readonly modal: ModalController;
  readonly router: RouterController;
  readonly accounts: AccountController;
  readonly networks: NetworkController;
  readonly connection: ConnectionController;
  readonly records: ConnectionRecordStore;
  readonly toasts: ToastController;
  readonly navigator: Navigator;
  /** Records whether the connected account has a sign-in session (close rules depend on it). */
  setSignInSession(hasSession: boolean): void;
  /** Sign-in (SIWX) of the connected account; rejects when the config has no `siwx`. */
  readonly siwx: {
    signIn(): Promise<SiwxSessionInfo>;
    cancel(): Promise<void>;
    signOut(): Promise<void>;
  };
}

/** One embedding of the product: validated options, its own store, storage, clock and events. */
export interface ConnectConfig<TNetworks extends readonly CaipNetwork[] = readonly CaipNetwork[]> {
  readonly options: ResolvedConfig & { readonly networks: TNetworks };
  readonly store: ConnectStore;
  readonly storage: ConnectStorage;
  readonly clock: Clock;
  readonly platform: Platform;
  readonly events: Emitter<ConnectEvents>;
  readonly fetch: typeof fetch;
  /** Starts wallet discovery and restores a remembered connection (call once mounted, never on a server). */
  start(): () => void;
  /** Resolves when the reconnect started by `start` has settled. */
  ready(): Promise<void>;
  /** @internal */
  readonly _internal: ConnectInternals;
}

/** Creates a config instance. Throws ConfigError with a clear message for bad options. */
export function createConnectConfig<const TNetworks extends readonly CaipNetwork[]>(
  options: ConnectConfigOptions & { networks: TNetworks },
): ConnectConfig<TNetworks> {
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

  store.set(siwxAtom, { required: resolved.siwx?.required ?? false, hasSession: false, status: 'idle' });
  store.set(localeAtom, resolved.locale);
  const records = createConnectionRecords(ctx);
  const accounts = createAccountController(ctx);
  const networks = createNetworkController(ctx);
  const connection = createConnectionController(ctx);
  const toasts = createToastController(ctx);
  // The navigator applies the navigation policy; router and modal report to it, and it opens and closes the modal.
  const navigator: Navigator = createNavigator(ctx, {
    onOpen: () => modal.startOpening(),
    onClose: () => modal.endOpening(),
  });
  const router = createRouterController(ctx, () => navigator);
  const modal = createModalController(ctx, () => navigator);
  // Connector sources whose wallet asks the visitor inside the modal (the embedded wallet) reach it through this.
  const sourceModal: ConnectorSourceModal = {
    isOpen: () => modal.get().open,
    open: (openOptions) => modal.open(openOptions),
    close: () => modal.close(),
    pushTransactionStack: (action) => router.pushTransactionStack(action),
    popTransactionStack: (result, action) => router.popTransactionStack(result, action),
    showError: (message) => toasts.showError(message),
  };
  const manager = createLazyConnectionManager(ctx, { records, accounts, networks, connection, modal: sourceModal });

  // What the connection layer reports becomes navigation through the policy table, and nowhere else.
  events.on('connection:connected', ({ restored }) => navigator.dispatch({ type: 'connected', restored }));
  events.on('connection:lost', ({ initiator }) => {
    if (!accounts.isConnected()) navigator.dispatch({ type: 'disconnected', initiator });
  });
  events.on('network:wallet', ({ outcome }) => navigator.dispatch({ type: 'walletNetwork', outcome }));
  events.on('network:switched', () => navigator.dispatch({ type: 'networkSwitched' }));
  // A forced close under an approval awaiting the visitor cancels it, so the flow waiting on it ends.
  events.on('modal:close', () => router.cancelTransactionViews());

  // The sign-in flow's code loads only for a config with `siwx`, once the page starts it or a visitor signs in.
  const siwxOptions = resolved.siwx;
  let siwxFlow: Promise<SiwxFlow> | undefined;
  const loadSiwx = (): Promise<SiwxFlow> => {
    if (!siwxOptions) return Promise.reject(new ConfigError('INVALID_CONFIG', 'Sign-in is not configured: set siwx in the config', 'siwx'));
    siwxFlow ??= import('../siwx/createSiwxFlow.js').then((module) =>
      module.createSiwxFlow(ctx, siwxOptions, { accounts, networks, navigator, toasts, manager }),
    );
    return siwxFlow;
  };
  const start = () => {
    const stopManager = manager.start();
    let stopped = false;
    let stopSiwx: (() => void) | undefined;
    if (siwxOptions) {
      loadSiwx().then(
        (flow) => {
          if (!stopped) stopSiwx = flow.start();
        },
        (error: unknown) => events.emit('error', { error, source: 'siwx' }),
      );
    }
    return () => {
      stopped = true;
      stopSiwx?.();
      stopManager();
    };
  };

  const internals: ConnectInternals = {
    ...manager,
    modal,
    router,
    accounts,
    networks,
    connection,
    records,
    toasts,
    navigator,
    setSignInSession(hasSession) {
      store.set(siwxAtom, { ...store.get(siwxAtom), hasSession });
    },
    siwx: {
      signIn: () => loadSiwx().then((flow) => flow.signIn()),
      cancel: () => loadSiwx().then((flow) => flow.cancel()),
      signOut: () => loadSiwx().then((flow) => flow.signOut()),
    },
  };
  return {
    options: resolved as ResolvedConfig & { readonly networks: TNetworks },
    store,
    storage,
    clock: ctx.clock,
    platform: ctx.platform,
    events,
    fetch: ctx.fetch,
    start,
    ready: () => manager.ready(),
    _internal: internals,
  };
}
