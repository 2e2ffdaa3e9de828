import type * as SignClientPackage from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';
import type { AppMetadata } from '../core/index.js';
import type { WalletConnectStorage } from './createMemoryKeyValueStorage.js';
import { dropUnusableRecords, repairSignClientStorage } from './repairSignClientStorage.js';
import { loadSessionValidation, validateLoadedSession } from './sessionValidation.js';
import type { WalletConnectSession } from './validateSession.js';
import type { WalletConnectContext } from './walletConnectContext.js';
import { WalletConnectError } from './WalletConnectError.js';

/** Log levels of the sign client. */
export type WalletConnectLogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** The sign-client module, as `import('@walletconnect/sign-client')` resolves it. */
export type SignClientModule = Pick<typeof SignClientPackage, 'SignClient'>;

/** An initialised sign client. */
export type SignClient = Awaited<ReturnType<SignClientModule['SignClient']['init']>>;

/** How the sign client is made. */
export interface SignClientOptions {
  /** Relay URL; default the config's `endpoints.relay`. */
  relayUrl?: string;
  /** What wallets are shown about the app; default the config's `metadata`, else the page's title and origin. */
  metadata?: AppMetadata;
  /**
   * Attest the app's origin through the hosted Verify service (default true, what a hosted deployment wants).
   * Turn it off offline, in tests and on the devnet: in browsers it loads a hosted frame before each proposal.
   */
  verify?: boolean;
  /** Send the sign client's usage events to the hosted telemetry service (default true; off in tests and the devnet). */
  telemetry?: boolean;
  /** Where the sign client keeps keys and sessions; default its own (IndexedDB in browsers). */
  storage?: WalletConnectStorage;
  /**
   * How much the sign client logs to the console (default `'fatal'`). Its failures reach the app as the connector's
   * errors and events; its own log lines at `'error'` are mostly benign races on the relay, such as a message for a
   * session the wallet has just ended ("No matching key"), which a host page should not show as errors. Set
   * `'error'` or lower to see them while debugging.
   */
  logLevel?: WalletConnectLogLevel;
  /** Loads the sign client on first use (default: a dynamic import, so apps that never pair never load it). */
  loadSignClient?: () => Promise<SignClientModule>;
}

/** The sign client of one connector: loaded on first use, restored from its storage, closed on stop. */
export interface SignClientLifecycle {
  /** The client, loading and initialising it on first use. */
  ensure(): Promise<SignClient>;
  /** The client, if it is initialised. */
  current(): SignClient | undefined;
  /** The newest valid stored session (adopted when the app has none), looked up once per client. */
  restore(): Promise<WalletConnectSession | undefined>;
  /** A connect or a disconnect decided what a restore answers from now on. */
  settle(session: WalletConnectSession | undefined): void;
  /** Abandons a client still starting, forgets the open one and closes it; resolves once its socket is closed. */
  stop(): Promise<void>;
}

/** What the lifecycle needs of the session. */
export interface SessionHooks {
  session(): WalletConnectSession | undefined;
  adopt(session: WalletConnectSession): void;
  /** Listens to the client's session events; returns the function that stops listening. */
  attach(client: SignClient): () => void;
}

function defaultMetadata(): AppMetadata {
  const origin =
    typeof location !== 'undefined' && (location.protocol === 'https:' || location.protocol === 'http:') ? location.origin : 'http://localhost';
  const title = typeof document !== 'undefined' && document.title ? document.title.slice(0, 128) : 'App';
  return { name: title, description: '', url: origin, icons: [] };
}

function toWebSocketUrl(url: string): string {
  return url.replace(/^http(s?):/i, 'ws$1:');
}

/** Releases a client at once (shared Core, heartbeat); the returned promise settles when its socket is closed. */
function closeClient(open: SignClient, storagePrefix: string): Promise<void> {
  // The sign client shares one Core per prefix in the realm: a client created later (a re-created config,
  // a reload in tests) must start its own from storage rather than reuse this stopped one.
  const globals = globalThis as Record<string, unknown>;
  const key = `_walletConnectCore_${storagePrefix}`;
  if (globals[key] === open.core) {
    delete globals[key];
    delete globals[`${key}_count`];
  }
  open.core.heartbeat.stop();
  // A socket already gone is as closed as it gets.
  return open.core.relayer.transportClose().catch(() => {});
}

/** Creates the sign-client lifecycle of a connector. */
export function createSignClientLifecycle(context: WalletConnectContext, options: SignClientOptions, hooks: SessionHooks): SignClientLifecycle {
  let generation = 0;
  let clientPromise: Promise<SignClient> | undefined;
  let client: SignClient | undefined;
  let detach: (() => void) | undefined;
  let restorePromise: Promise<WalletConnectSession | undefined> | undefined;
  let closing: Promise<void> = Promise.resolve();

  const load = async (startedIn: number, storagePrefix: string): Promise<SignClient> => {
    const host = context.requireHost();
    const [loaded] = await Promise.all([
      (options.loadSignClient ?? (() => import('@walletconnect/sign-client')))() as Promise<
        Partial<SignClientModule> & { default?: Partial<SignClientModule> }
      >,
      loadSessionValidation(),
    ]);
    // A bundler that picks the package's CommonJS build may hand its exports over as the default export.
    const SignClient = loaded.SignClient ?? loaded.default?.SignClient;
    if (!SignClient) throw new WalletConnectError('WC_PAIRING_FAILED', 'The WalletConnect client could not be loaded');
    const initOptions: SignClientTypes.Options = {
      projectId: host.options.projectId,
      relayUrl: toWebSocketUrl(options.relayUrl ?? host.options.endpoints.relay),
      metadata: options.metadata ?? host.options.metadata ?? defaultMetadata(),
      customStoragePrefix: storagePrefix,
      telemetryEnabled: options.telemetry ?? true,
      logger: options.logLevel ?? 'fatal',
      ...(options.storage ? { storage: options.storage as NonNullable<SignClientTypes.Options['storage']> } : {}),
    };
    let created: SignClient;
    try {
      await dropUnusableRecords(options.storage, storagePrefix);
      created = await SignClient.init(initOptions);
    } catch (error) {
      // Records it cannot read (corrupted, or written by another version) keep the client from starting at all: they
      // are removed, and the client starts once more, empty. A remembered session is then gone; pairing works again.
      context.reportError(error, 'restore');
      await repairSignClientStorage(options.storage, storagePrefix);
      created = await SignClient.init(initOptions);
    }
    if (startedIn !== generation) {
      await closeClient(created, storagePrefix);
      throw new WalletConnectError('WC_NOT_STARTED', 'WalletConnect was stopped while it started');
    }
    if (options.verify === false) {
      // The sign client's own switch for this is an environment variable; these are the two calls it guards.
      Object.assign(created.core.verify, { register: async () => '', resolve: async () => undefined });
    }
    detach = hooks.attach(created);
    client = created;
    return created;
  };

  const ensure = (): Promise<SignClient> => {
    context.requireHost();
    if (clientPromise) return clientPromise;
    const promise = load(generation, context.storagePrefix());
    clientPromise = promise;
    promise.catch(() => {
      if (clientPromise === promise) clientPromise = undefined;
    });
    return promise;
  };

  const restore = (): Promise<WalletConnectSession | undefined> => {
    if (restorePromise) return restorePromise;
    const promise = (async () => {
      const created = await ensure();
      const asked = context.requested();
      const now = context.requireHost().clock.now();
      const stored = created.session
        .getAll()
        .filter((candidate) => candidate.acknowledged && candidate.expiry * 1000 > now)
        .sort((a, b) => b.expiry - a.expiry);
      for (const candidate of stored) {
        try {
          const valid = validateLoadedSession(candidate, asked);
          if (!hooks.session()) hooks.adopt(valid);
          return hooks.session();
        } catch (error) {
          context.reportError(error, 'restore');
        }
      }
      return hooks.session();
    })();
    restorePromise = promise;
    promise.catch(() => {
      if (restorePromise === promise) restorePromise = undefined;
    });
    return promise;
  };

  return {
    ensure,
    current: () => client,
    restore,
    settle(session) {
      restorePromise = Promise.resolve(session);
    },
    stop() {
      generation += 1;
      const open = client;
      const storagePrefix = context.host() ? context.storagePrefix() : undefined;
      detach?.();
      detach = undefined;
      client = undefined;
      clientPromise = undefined;
      restorePromise = undefined;
      if (open && storagePrefix !== undefined) {
        const done = closeClient(open, storagePrefix);
        const previous = closing;
        closing = Promise.all([previous, done]).then(() => {});
      }
      // Also waits for a close started by an earlier stop, so `destroy()` after a stop means "closed".
      return closing;
    },
  };
}
