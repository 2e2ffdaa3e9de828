import type { NamespaceAdapter } from '../adapters/types.js';
import type { CoreContext } from '../context.js';
import { ErrorMessages } from '../errors/catalogue.js';
import { ConnectError } from '../errors/ConnectError.js';
import { connectorsAtom } from '../state/connectorsAtom.js';
import type { ChainNamespace } from '../validation/index.js';
import type * as ManagerModule from './createConnectionManager.js';
import type { ConnectionManager, ConnectionManagerParts } from './createConnectionManager.js';

// Once loaded, the module serves every config of the page synchronously.
let loadedModule: typeof ManagerModule | undefined;
let loadingModule: Promise<typeof ManagerModule> | undefined;

function loadModule(): Promise<typeof ManagerModule> {
  loadingModule ??= import('./createConnectionManager.js').then(
    (module) => (loadedModule = module),
    (error: unknown) => {
      // A failed load (a network hiccup) is tried again by the next call.
      loadingModule = undefined;
      throw error;
    },
  );
  return loadingModule;
}

/**
 * The connection manager, loaded when it is first needed: by `start()` (which a page calls after its first
 * paint) or by the first connect. What is read synchronously (connectors, adapters, the network rule) needs no
 * load, so a page's first script carries none of the manager's code.
 */
export function createLazyConnectionManager(ctx: CoreContext, parts: Omit<ConnectionManagerParts, 'onWalletNetwork'>): ConnectionManager {
  const { store, options, events } = ctx;
  const adapters = new Map<ChainNamespace, NamespaceAdapter>(
    (options.adapters as readonly NamespaceAdapter[]).map((adapter) => [adapter.namespace, adapter]),
  );
  const onWalletNetwork = (namespace: ChainNamespace, chainId: string | number) => {
    const outcome = parts.networks.onWalletNetwork(namespace, chainId);
    events.emit('network:wallet', { namespace, outcome });
    return outcome;
  };
  // Fetched as soon as a config exists (never at import): by the time the page starts it, it is usually here.
  if (typeof window !== 'undefined') loadModule().catch(() => undefined);
  let manager: ConnectionManager | undefined;
  const create = (module: typeof ManagerModule) => (manager ??= module.createConnectionManager(ctx, { ...parts, onWalletNetwork }));
  const load = async () => manager ?? create(loadedModule ?? (await loadModule()));
  let started = 0;
  let generation = 0;
  let stopLoaded: (() => void) | undefined;
  let readyPromise: Promise<void> = Promise.resolve();

  return {
    start() {
      started += 1;
      if (started === 1 && loadedModule) {
        // The code is here already: start now, as a config whose manager was never split off would.
        generation += 1;
        const loaded = create(loadedModule);
        stopLoaded = loaded.start();
        readyPromise = loaded.ready();
      } else if (started === 1) {
        const current = ++generation;
        readyPromise = load().then(
          (manager) => {
            // Stopped (or stopped and started again) while the code loaded: this start is not the live one.
            if (current !== generation || started === 0) return;
            stopLoaded = manager.start();
            return manager.ready();
          },
          (error: unknown) => events.emit('error', { error, source: 'connection-manager' }),
        );
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        started -= 1;
        if (started > 0) return;
        generation += 1;
        stopLoaded?.();
        stopLoaded = undefined;
      };
    },
    ready: () => readyPromise,
    connectors(namespace) {
      const map = store.get(connectorsAtom);
      return namespace ? (map[namespace] ?? []) : Object.values(map).flatMap((list) => list ?? []);
    },
    getAdapter(namespace) {
      const adapter = adapters.get(namespace);
      if (!adapter) throw new ConnectError('ADAPTER_NOT_FOUND', ErrorMessages.ADAPTER_NOT_FOUND);
      return adapter;
    },
    onWalletNetwork,
    connect: async (...args) => (await load()).connect(...args),
    disconnect: async (...args) => (await load()).disconnect(...args),
    switchNetwork: async (...args) => (await load()).switchNetwork(...args),
    signMessage: async (...args) => (await load()).signMessage(...args),
    walletSignIn: async (...args) => (await load()).walletSignIn(...args),
    getBalance: async (...args) => (await load()).getBalance(...args),
    requestWallet: async (...args) => (await load()).requestWallet(...args),
  };
}
