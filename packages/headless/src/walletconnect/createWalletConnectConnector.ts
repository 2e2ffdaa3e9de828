import type * as SignClientPackage from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';
import * as z from 'zod/mini';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, isCaipNetworkId, isPairingExpired } from '../core/index.js';
import type { AppMetadata, CaipNetworkId, Connector, ConnectorSource, ConnectorSourceHost, TimerHandle } from '../core/index.js';
import { buildSessionNamespaces, toProposalNamespaces } from './buildSessionNamespaces.js';
import type { SessionNamespaces, WalletConnectMethodOverrides } from './buildSessionNamespaces.js';
import { buildWalletDeepLink } from './buildWalletDeepLink.js';
import type { WalletDeepLink, WalletLinks } from './buildWalletDeepLink.js';
import type { WalletConnectStorage } from './createMemoryKeyValueStorage.js';
import { addressesOn, createWalletConnectProvider } from './createWalletConnectProvider.js';
import type { SessionAccess, WalletConnectProvider, WalletConnectProviderEvent } from './createWalletConnectProvider.js';
import { ProviderRpcError } from './ProviderRpcError.js';
import { validateSession } from './validateSession.js';
import type { WalletConnectSession } from './validateSession.js';
import { WALLETCONNECT_NAMESPACES, isWalletConnectNamespace } from './walletConnectMethods.js';
import type { WalletConnectNamespace } from './walletConnectMethods.js';
import { WalletConnectError } from './WalletConnectError.js';

/** Log levels of the sign client. */
export type WalletConnectLogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** The sign-client module, as `import('@walletconnect/sign-client')` resolves it. */
export type SignClientModule = Pick<typeof SignClientPackage, 'SignClient'>;

type SignClient = Awaited<ReturnType<SignClientModule['SignClient']['init']>>;

/** Options of {@link createWalletConnectConnector}. */
export interface WalletConnectConnectorOptions {
  /** Connector id, the same in every namespace (default 'walletConnect'). */
  id?: string;
  name?: string;
  imageUrl?: string;
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
   * Prefix of the sign client's storage keys and of its shared Core (default `connect-modal:{projectId}`).
   * Two configs on one page must each have their own, or they share one WalletConnect client.
   */
  storagePrefix?: string;
  /** Methods to ask for, per namespace, instead of the defaults. */
  methods?: WalletConnectMethodOverrides;
  logLevel?: WalletConnectLogLevel;
  /** Loads the sign client on first use (default: a dynamic import, so apps that never pair never load it). */
  loadSignClient?: () => Promise<SignClientModule>;
}

/** A wallet to open with the pairing URI. */
export interface WalletToLink extends WalletLinks {
  readonly id: string;
  readonly name: string;
  readonly rdns?: string | null;
}

/**
 * WalletConnect as a connector source: one connector per namespace with an adapter, each carrying a
 * provider the adapter drives as usual, all backed by one sign client and one session.
 */
export interface WalletConnectConnector extends ConnectorSource {
  /** The provider of one namespace (eip155: EIP-1193). */
  provider(namespace: WalletConnectNamespace): WalletConnectProvider;
  /** The approved session, once there is one (after a connect or a restore). */
  getSession(): WalletConnectSession | undefined;
  /** What a session proposal asks for, from the config's networks. */
  getRequestedNamespaces(): SessionNamespaces;
  /** Sends a request through the session on `chainId` (CAIP-2, any namespace of the session). */
  request(args: { readonly chainId: string; readonly method: string; readonly params?: unknown }): Promise<unknown>;
  /**
   * The link that opens `wallet` with the current pairing URI; records it as `wcLinking` and the wallet as
   * the most recent one. Undefined when there is no unexpired URI or the wallet has no usable link. It is
   * synchronous so it can run inside the click that opens it (iOS opens apps only from a user gesture).
   */
  linkWallet(wallet: WalletToLink): WalletDeepLink | undefined;
  /** Abandons the pairing in progress; the pending connect fails as a user rejection (4001). */
  cancelPairing(): void;
  /** Ends the session with the wallet. */
  disconnect(): Promise<void>;
  /** Closes the relay connection and forgets the client; the next use starts again from storage. */
  destroy(): Promise<void>;
}

/** Id of the WalletConnect connector in every namespace. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

/** How long a disconnect waits for the relay before the session is dropped locally anyway. */
const DISCONNECT_WAIT_MS = 3000;

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const;
const INVALID_SESSION_REASON = { code: 5100, message: 'Session does not match the proposal.' } as const;

const walletErrorSchema = z.looseObject({ code: z.int(), message: z.string().check(z.maxLength(4096)), data: z.optional(z.unknown()) });
const topicEventSchema = z.looseObject({ topic: z.string() });
const sessionEventSchema = z.looseObject({
  topic: z.string(),
  params: z.looseObject({
    chainId: z.string().check(z.maxLength(128)),
    event: z.looseObject({ name: z.string().check(z.maxLength(64)), data: z.unknown() }),
  }),
});
const addressListSchema = z.array(z.string().check(z.maxLength(256))).check(z.maxLength(256));
const chainValueSchema = z.union([z.int().check(z.positive()), z.string().check(z.maxLength(128))]);

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A pairing nobody waits for any more (cancelled, expired) must not surface as an unhandled rejection.
  promise.catch(() => {});
  return { promise, resolve, reject };
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

/** A wallet's answer or refusal as a provider error; the sign client's own failures pass through. */
function toRequestError(error: unknown): unknown {
  if (error instanceof ProviderRpcError || error instanceof WalletConnectError) return error;
  const parsed = walletErrorSchema.safeParse(error);
  return parsed.success ? new ProviderRpcError(parsed.data.code, parsed.data.message, parsed.data.data) : error;
}

/** The session proposal failed: a refusal by the user reads as 4001, anything else as a pairing failure. */
function toProposalError(error: unknown): unknown {
  const parsed = walletErrorSchema.safeParse(error);
  // 5000-5002 are the protocol's "user rejected" codes (the session, its chains, its methods).
  if (parsed.success && parsed.data.code >= 5000 && parsed.data.code <= 5002) {
    return new ProviderRpcError(4001, 'User rejected the request.');
  }
  const message = parsed.success ? parsed.data.message : error instanceof Error ? error.message : 'The wallet did not approve the session';
  return new WalletConnectError('WC_PAIRING_FAILED', message, { cause: error });
}

function chainReference(chain: CaipNetworkId): string {
  return chain.slice(chain.indexOf(':') + 1);
}

/**
 * Creates the WalletConnect connector. Pass it in the config's `connectors`; `config.connect('walletConnect')`
 * then creates a pairing URI (in `connection.wcUri`, expiring after {@link PAIRING_LIFETIME_MS}) and resolves
 * once a wallet approves a session. The sign client is loaded on first use, never at import or start-up
 * unless a remembered session has to be restored.
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions = {}): WalletConnectConnector {
  const id = options.id ?? WALLETCONNECT_CONNECTOR_ID;
  const name = options.name ?? 'WalletConnect';
  let host: ConnectorSourceHost | undefined;
  let generation = 0;
  let clientPromise: Promise<SignClient> | undefined;
  let client: SignClient | undefined;
  let detachClient: (() => void) | undefined;
  let session: WalletConnectSession | undefined;
  let restorePromise: Promise<WalletConnectSession | undefined> | undefined;
  const currentChains = new Map<WalletConnectNamespace, CaipNetworkId>();
  let pairing: { readonly uri: string; readonly expiry: number; readonly timer: TimerHandle } | undefined;
  let waiter: Deferred<WalletConnectSession> | undefined;

  const requireHost = (): ConnectorSourceHost => {
    if (!host) {
      throw new WalletConnectError('WC_NOT_STARTED', 'WalletConnect is not set up: pass the connector in `connectors` and call config.start()');
    }
    return host;
  };
  const prefix = () => options.storagePrefix ?? `connect-modal:${requireHost().options.projectId}`;
  const requested = (): SessionNamespaces => buildSessionNamespaces(requireHost().options.networks, options.methods);
  const reportError = (error: unknown, source: string) => host?.events.emit('error', { error, source: `walletconnect:${source}` });

  const providers = new Map<WalletConnectNamespace, ReturnType<typeof createWalletConnectProvider>>();
  const emitAll = (event: WalletConnectProviderEvent, ...args: unknown[]) => {
    for (const { emit } of providers.values()) emit(event, ...args);
  };
  const emitTo = (namespace: WalletConnectNamespace, event: WalletConnectProviderEvent, ...args: unknown[]) =>
    providers.get(namespace)?.emit(event, ...args);

  const chainOf = (namespace: WalletConnectNamespace): CaipNetworkId | undefined => {
    const entry = session?.namespaces[namespace];
    const current = currentChains.get(namespace);
    if (entry && current && entry.chains.includes(current)) return current;
    const active = host?.networks.getActiveNetwork(namespace)?.caipNetworkId;
    const asked = host ? (requested()[namespace]?.chains ?? []) : [];
    if (!entry) return active ?? asked[0];
    if (active && entry.chains.includes(active)) return active;
    return asked.find((chain) => entry.chains.includes(chain)) ?? entry.chains[0];
  };

  const setChain = (namespace: WalletConnectNamespace, chain: CaipNetworkId) => {
    if (chainOf(namespace) === chain) return;
    currentChains.set(namespace, chain);
    const reference = chainReference(chain);
    emitTo(namespace, 'chainChanged', namespace === 'eip155' ? `0x${Number(reference).toString(16)}` : reference);
  };

  const adopt = (next: WalletConnectSession) => {
    const previous = session;
    session = next;
    for (const namespace of WALLETCONNECT_NAMESPACES) {
      const entry = next.namespaces[namespace];
      if (!entry) continue;
      const current = currentChains.get(namespace);
      if (current && !entry.chains.includes(current)) currentChains.delete(namespace);
      if (previous && previous.topic === next.topic) {
        const before = addressesOn(previous.namespaces[namespace], chainOf(namespace)).join();
        const after = addressesOn(entry, chainOf(namespace));
        if (before !== after.join()) emitTo(namespace, 'accountsChanged', after);
      }
    }
  };

  const endSession = (reason: 'wallet' | 'expired') => {
    const ended = session;
    session = undefined;
    restorePromise = Promise.resolve(undefined);
    currentChains.clear();
    if (!ended) return;
    emitAll('disconnect', new ProviderRpcError(4900, reason === 'expired' ? 'The WalletConnect session expired.' : 'The wallet disconnected.'));
    for (const namespace of Object.keys(ended.namespaces)) {
      if (isWalletConnectNamespace(namespace)) host?.onDisconnect(namespace);
    }
  };

  const attach = (created: SignClient): (() => void) => {
    const onEnd = (reason: 'wallet' | 'expired') => (event: unknown) => {
      const parsed = topicEventSchema.safeParse(event);
      if (parsed.success && parsed.data.topic === session?.topic) endSession(reason);
    };
    const onDelete = onEnd('wallet');
    const onExpire = onEnd('expired');
    const onUpdate = (event: unknown) => {
      const parsed = topicEventSchema.safeParse(event);
      if (!parsed.success || parsed.data.topic !== session?.topic) return;
      try {
        adopt(validateSession(created.session.get(parsed.data.topic), requested()));
      } catch (error) {
        // A wallet widening the session beyond what was asked is ignored; the approved part stays usable.
        reportError(error, 'session_update');
      }
    };
    const onEvent = (event: unknown) => {
      const parsed = sessionEventSchema.safeParse(event);
      if (!parsed.success || parsed.data.topic !== session?.topic) return;
      const { chainId, event: payload } = parsed.data.params;
      const [namespace] = chainId.split(':');
      if (!isWalletConnectNamespace(namespace) || !isCaipNetworkId(chainId)) return;
      const entry = session.namespaces[namespace];
      if (!entry) return;
      if (payload.name === 'accountsChanged') {
        const addresses = addressListSchema.safeParse(payload.data);
        if (!addresses.success) return;
        // Wallets send plain addresses or CAIP-10 ids; only accounts the session approved are passed on.
        const approved = new Set(addressesOn(entry, undefined).map((address) => address.toLowerCase()));
        const next = addresses.data.map((value) => value.split(':').at(-1) ?? value).filter((address) => approved.has(address.toLowerCase()));
        const canonical = addressesOn(entry, undefined);
        emitTo(
          namespace,
          'accountsChanged',
          next.map((address) => canonical.find((known) => known.toLowerCase() === address.toLowerCase()) ?? address),
        );
      } else if (payload.name === 'chainChanged') {
        const value = chainValueSchema.safeParse(payload.data);
        if (!value.success) return;
        const raw = typeof value.data === 'number' ? String(value.data) : value.data;
        const reference = /^0x[0-9a-f]+$/i.test(raw) ? String(Number.parseInt(raw, 16)) : raw.includes(':') ? chainReference(raw as CaipNetworkId) : raw;
        const chain = `${namespace}:${reference}` as CaipNetworkId;
        if (entry.chains.includes(chain)) setChain(namespace, chain);
      }
    };
    created.on('session_delete', onDelete);
    created.on('session_expire', onExpire);
    created.on('session_update', onUpdate);
    created.on('session_event', onEvent);
    return () => {
      created.off('session_delete', onDelete);
      created.off('session_expire', onExpire);
      created.off('session_update', onUpdate);
      created.off('session_event', onEvent);
    };
  };

  /** Releases the client at once (shared Core, heartbeat); the returned promise settles when its socket is closed. */
  const closeClient = (open: SignClient, storagePrefix: string): Promise<void> => {
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
  };

  const ensureClient = (): Promise<SignClient> => {
    const current = requireHost();
    if (clientPromise) return clientPromise;
    const startedIn = generation;
    const storagePrefix = prefix();
    const promise = (async () => {
      const loaded: Partial<SignClientModule> & { default?: Partial<SignClientModule> } = await (
        options.loadSignClient ?? (() => import('@walletconnect/sign-client'))
      )();
      // A bundler that picks the package's CommonJS build may hand its exports over as the default export.
      const SignClient = loaded.SignClient ?? loaded.default?.SignClient;
      if (!SignClient) throw new WalletConnectError('WC_PAIRING_FAILED', 'The WalletConnect client could not be loaded');
      const initOptions: SignClientTypes.Options = {
        projectId: current.options.projectId,
        relayUrl: toWebSocketUrl(options.relayUrl ?? current.options.endpoints.relay),
        metadata: options.metadata ?? current.options.metadata ?? defaultMetadata(),
        customStoragePrefix: storagePrefix,
        telemetryEnabled: options.telemetry ?? true,
        logger: options.logLevel ?? 'error',
        ...(options.storage ? { storage: options.storage as NonNullable<SignClientTypes.Options['storage']> } : {}),
      };
      const created = await SignClient.init(initOptions);
      if (startedIn !== generation) {
        await closeClient(created, storagePrefix);
        throw new WalletConnectError('WC_NOT_STARTED', 'WalletConnect was stopped while it started');
      }
      if (options.verify === false) {
        // The sign client's own switch for this is an environment variable; these are the two calls it guards.
        Object.assign(created.core.verify, { register: async () => '', resolve: async () => undefined });
      }
      detachClient = attach(created);
      client = created;
      return created;
    })();
    clientPromise = promise;
    promise.catch(() => {
      if (clientPromise === promise) clientPromise = undefined;
    });
    return promise;
  };

  const restore = (): Promise<WalletConnectSession | undefined> => {
    if (restorePromise) return restorePromise;
    const promise = (async () => {
      const created = await ensureClient();
      const asked = requested();
      const now = requireHost().clock.now();
      const stored = created.session
        .getAll()
        .filter((candidate) => candidate.acknowledged && candidate.expiry * 1000 > now)
        .sort((a, b) => b.expiry - a.expiry);
      for (const candidate of stored) {
        try {
          const valid = validateSession(candidate, asked);
          if (!session) adopt(valid);
          return session;
        } catch (error) {
          reportError(error, 'restore');
        }
      }
      return session;
    })();
    restorePromise = promise;
    promise.catch(() => {
      if (restorePromise === promise) restorePromise = undefined;
    });
    return promise;
  };

  const clearPairing = () => {
    if (pairing) host?.clock.clearTimeout(pairing.timer);
    pairing = undefined;
    host?.connection.update({ wcUri: undefined, wcPairingExpiry: undefined });
  };

  const failPairing = (error: unknown, wcError: boolean) => {
    const waiting = waiter;
    waiter = undefined;
    clearPairing();
    if (wcError) host?.connection.update({ wcError: true });
    waiting?.reject(error);
  };

  const onApproved = async (created: SignClient, raw: unknown, uri: string) => {
    let valid: WalletConnectSession;
    try {
      valid = validateSession(raw, requested());
    } catch (error) {
      const topic = topicEventSchema.safeParse(raw);
      if (topic.success) await created.disconnect({ topic: topic.data.topic, reason: INVALID_SESSION_REASON }).catch(() => {});
      if (pairing?.uri === uri || !pairing) failPairing(error, true);
      return;
    }
    const waiting = waiter;
    if (!waiting) {
      // Approved after the app stopped waiting (the URI expired, the user cancelled): not a connection.
      await created.disconnect({ topic: valid.topic, reason: USER_DISCONNECTED }).catch(() => {});
      return;
    }
    waiter = undefined;
    clearPairing();
    host?.connection.update({ wcError: false });
    restorePromise = Promise.resolve(valid);
    adopt(valid);
    waiting.resolve(valid);
  };

  const startPairing = async () => {
    const current = requireHost();
    const created = await ensureClient();
    const { uri, approval } = await created.connect({ optionalNamespaces: toProposalNamespaces(requested()) });
    if (!uri) throw new WalletConnectError('WC_PAIRING_FAILED', 'The WalletConnect client made no pairing URI');
    if (pairing) current.clock.clearTimeout(pairing.timer);
    const expiry = current.clock.now() + PAIRING_LIFETIME_MS;
    // Fires at the first moment isPairingExpired holds: less than the margin left.
    const timer = current.clock.setTimeout(() => {
      if (pairing?.uri !== uri) return;
      failPairing(new WalletConnectError('WC_PAIRING_EXPIRED', 'The connection request expired: scan the new QR code'), false);
    }, PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS + 1);
    pairing = { uri, expiry, timer };
    current.connection.update({ wcUri: uri, wcPairingExpiry: expiry, wcError: false, wcLinking: undefined });
    emitAll('display_uri', uri);
    approval()
      .then(
        (raw) => onApproved(created, raw, uri),
        (error: unknown) => {
          // Only the URI on screen decides the outcome; a replaced one may fail quietly.
          if (pairing?.uri === uri) failPairing(toProposalError(error), true);
        },
      )
      .catch((error: unknown) => reportError(error, 'approval'));
  };

  const pair = async (): Promise<WalletConnectSession> => {
    const current = requireHost();
    const reusable =
      pairing !== undefined &&
      !isPairingExpired(pairing.expiry, current.clock.now()) &&
      (current.platform.isTelegram() || current.platform.isIosSafari());
    const waiting = (waiter ??= deferred());
    if (!reusable) {
      try {
        await startPairing();
      } catch (error) {
        if (waiter === waiting) failPairing(error, true);
        throw error;
      }
    }
    return waiting.promise;
  };

  const connectOthers = (except: WalletConnectNamespace, connected: WalletConnectSession) => {
    const current = host;
    if (!current) return;
    for (const namespace of WALLETCONNECT_NAMESPACES) {
      if (namespace === except || !connected.namespaces[namespace] || !current.namespaces.includes(namespace)) continue;
      if (current.accounts.get(namespace).status !== 'disconnected') continue;
      current.connect(id, namespace).catch((error: unknown) => reportError(error, 'connect'));
    }
  };

  const access: SessionAccess = {
    async connect(namespace) {
      const existing = session ?? (await restore());
      const connected = existing ?? (await pair());
      if (!connected.namespaces[namespace]) {
        throw new WalletConnectError('WC_NAMESPACE_NOT_IN_SESSION', `The connected wallet did not approve ${namespace} for this session`);
      }
      if (!existing) {
        // After the connect that asked for the session is applied, so the namespace the user chose stays active.
        globalThis.setTimeout(() => connectOthers(namespace, connected), 0);
      }
      return connected;
    },
    restore,
    session: () => session,
    chainOf,
    setChain,
    async request(namespace, { chainId, method, params }) {
      const current = session ?? (await restore());
      if (!current) throw new WalletConnectError('WC_NO_SESSION', 'No WalletConnect session: connect a wallet first');
      const entry = current.namespaces[namespace];
      if (!entry) throw new WalletConnectError('WC_NAMESPACE_NOT_IN_SESSION', `The connected wallet did not approve ${namespace} for this session`);
      if (!entry.chains.includes(chainId)) {
        throw new WalletConnectError('WC_CHAIN_NOT_IN_SESSION', `The connected wallet did not approve ${chainId} for this session`);
      }
      if (!entry.methods.includes(method)) {
        throw new WalletConnectError('WC_METHOD_NOT_IN_SESSION', `The connected wallet did not approve ${method} for this session`);
      }
      const created = await ensureClient();
      try {
        return await created.request({ topic: current.topic, chainId, request: { method, params } });
      } catch (error) {
        throw toRequestError(error);
      }
    },
    async disconnect() {
      const ended = session;
      session = undefined;
      restorePromise = Promise.resolve(undefined);
      currentChains.clear();
      const current = client;
      if (!ended || !current) return;
      const sent = current.disconnect({ topic: ended.topic, reason: USER_DISCONNECTED }).catch((error: unknown) => reportError(error, 'disconnect'));
      // The session is over for the app at once; a relay that does not answer delays nothing beyond this wait.
      await new Promise<void>((resolve) => {
        const timer = host?.clock.setTimeout(resolve, DISCONNECT_WAIT_MS);
        void sent.then(() => {
          if (timer !== undefined) host?.clock.clearTimeout(timer);
          resolve();
        });
      });
    },
    rpcUrl(chain) {
      const namespace = chain.split(':')[0];
      return isWalletConnectNamespace(namespace) ? requested()[namespace]?.rpcMap[chainReference(chain)] : undefined;
    },
    fetch: (...args) => requireHost().fetch(...args),
  };

  for (const namespace of WALLETCONNECT_NAMESPACES) providers.set(namespace, createWalletConnectProvider(namespace, access));

  let closing: Promise<void> = Promise.resolve();
  const teardown = (): Promise<void> => {
    generation += 1;
    const open = client;
    const storagePrefix = host ? prefix() : undefined;
    failPairing(new WalletConnectError('WC_NOT_STARTED', 'WalletConnect was stopped'), false);
    detachClient?.();
    detachClient = undefined;
    client = undefined;
    clientPromise = undefined;
    restorePromise = undefined;
    session = undefined;
    currentChains.clear();
    if (open && storagePrefix !== undefined) {
      const done = closeClient(open, storagePrefix);
      const previous = closing;
      closing = Promise.all([previous, done]).then(() => {});
    }
    // Also waits for a close started by an earlier stop, so `destroy()` after a stop means "closed".
    return closing;
  };

  const connector: WalletConnectConnector = {
    id,
    setup(sourceHost) {
      if (host && host !== sourceHost) {
        throw new WalletConnectError('WC_NOT_STARTED', 'This WalletConnect connector already belongs to another config');
      }
      host = sourceHost;
      if (sourceHost.options.enableWalletConnect) {
        const connectors: Connector[] = WALLETCONNECT_NAMESPACES.filter((namespace) => sourceHost.namespaces.includes(namespace)).map(
          (namespace) => ({
            id,
            name,
            type: 'WALLET_CONNECT',
            chain: namespace,
            ...(options.imageUrl ? { imageUrl: options.imageUrl } : {}),
            provider: connector.provider(namespace),
          }),
        );
        sourceHost.setConnectors(connectors);
      }
      return () => {
        const stopping = teardown();
        sourceHost.setConnectors([]);
        host = undefined;
        stopping.catch((error: unknown) => sourceHost.events.emit('error', { error, source: 'walletconnect:stop' }));
      };
    },
    provider(namespace) {
      const entry = providers.get(namespace);
      if (!entry) throw new WalletConnectError('WC_NAMESPACE_NOT_IN_SESSION', `WalletConnect does not serve ${namespace}`);
      return entry.provider;
    },
    getSession: () => session,
    getRequestedNamespaces: requested,
    async request({ chainId, method, params }) {
      const [namespace] = chainId.split(':');
      if (!isCaipNetworkId(chainId) || !isWalletConnectNamespace(namespace)) {
        throw new WalletConnectError('WC_CHAIN_NOT_IN_SESSION', `${chainId} is not a chain WalletConnect can reach`);
      }
      return access.request(namespace, { chainId, method, ...(params === undefined ? {} : { params }) });
    },
    linkWallet(wallet) {
      const current = requireHost();
      const { wcUri, wcPairingExpiry } = current.connection.get();
      if (!wcUri || isPairingExpired(wcPairingExpiry, current.clock.now())) return undefined;
      const link = buildWalletDeepLink(wallet, wcUri, current.platform);
      if (!link) return undefined;
      current.connection.update({ wcLinking: { name: wallet.name, href: link.href } });
      current.connection.addRecentWallet({ id: wallet.id, name: wallet.name, ...(wallet.rdns ? { rdns: wallet.rdns } : {}) });
      current.events.emit('track', { event: 'SELECT_WALLET', properties: { name: wallet.name, platform: link.source, link: link.kind } });
      return link;
    },
    cancelPairing() {
      if (waiter) failPairing(new ProviderRpcError(4001, 'User rejected the request.'), false);
    },
    disconnect: () => access.disconnect(),
    async destroy() {
      await teardown();
    },
  };
  return connector;
}
