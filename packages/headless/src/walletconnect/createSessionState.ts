import * as z from '../core/validation/lite.js';
import { isCaipNetworkId } from '../core/index.js';
import type { CaipNetworkId } from '../core/index.js';
import { chainBeforeSession } from './chainBeforeSession.js';
import type { SignClient, SignClientLifecycle } from './createSignClientLifecycle.js';
import { addressesOn } from './createWalletConnectProvider.js';
import { forgetEndedSession } from './forgetEndedSession.js';
import { ProviderRpcError } from './ProviderRpcError.js';
import { validateLoadedSession } from './sessionValidation.js';
import type { WalletConnectSession } from './validateSession.js';
import type { WalletConnectContext } from './walletConnectContext.js';
import { WALLETCONNECT_NAMESPACES, isWalletConnectNamespace } from './walletConnectMethods.js';
import type { WalletConnectNamespace } from './walletConnectMethods.js';
import { WalletConnectError } from './WalletConnectError.js';

/**
 * The session of a connector: what the wallet approved (checked against the request), the chain each namespace
 * is on, the wallet's updates and events, requests through it and its end.
 */
export interface SessionState {
  get(): WalletConnectSession | undefined;
  /** Takes a valid session; in the same session, namespaces whose accounts changed hear `accountsChanged`. */
  adopt(next: WalletConnectSession): void;
  /** The chain requests of `namespace` go to: in the session, or the one to ask for before it exists. */
  chainOf(namespace: WalletConnectNamespace): CaipNetworkId | undefined;
  setChain(namespace: WalletConnectNamespace, chain: CaipNetworkId): void;
  /** Listens to the client's session events (delete, expire, update, wallet events); returns the unsubscribe. */
  attach(client: SignClient): () => void;
  /** Checks an approved session; one the app cannot use is ended with the wallet and thrown as WC_INVALID_SESSION. */
  validateApproved(client: SignClient, raw: unknown): Promise<WalletConnectSession>;
  /** Ends a valid session nobody waits for any more (approved after the URI expired or was cancelled). */
  decline(client: SignClient, session: WalletConnectSession): Promise<void>;
  /** Makes an approved session the connection. */
  approve(session: WalletConnectSession): void;
  /** Sends a request through the session, after checking namespace, chain and method against it. */
  request(namespace: WalletConnectNamespace, args: { chainId: CaipNetworkId; method: string; params?: unknown }): Promise<unknown>;
  /** Ends the session from the app's side. */
  disconnect(): Promise<void>;
  /** Forgets the session locally (the connector stops). */
  clear(): void;
}

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

/** A wallet's answer or refusal as a provider error; the sign client's own failures pass through. */
function toRequestError(error: unknown): unknown {
  if (error instanceof ProviderRpcError || error instanceof WalletConnectError) return error;
  const parsed = walletErrorSchema.safeParse(error);
  return parsed.success ? new ProviderRpcError(parsed.data.code, parsed.data.message, parsed.data.data) : error;
}

function chainReference(chain: CaipNetworkId): string {
  return chain.slice(chain.indexOf(':') + 1);
}

/** Creates the session state of a connector. */
export function createSessionState(context: WalletConnectContext, client: Pick<SignClientLifecycle, 'ensure' | 'current' | 'restore' | 'settle'>): SessionState {
  let session: WalletConnectSession | undefined;
  const currentChains = new Map<WalletConnectNamespace, CaipNetworkId>();

  const chainOf = (namespace: WalletConnectNamespace): CaipNetworkId | undefined => {
    const entry = session?.namespaces[namespace];
    if (!entry) return chainBeforeSession(context, namespace);
    const current = currentChains.get(namespace);
    if (current && entry.chains.includes(current)) return current;
    const host = context.host();
    const active = host?.networks.getActiveNetwork(namespace)?.caipNetworkId;
    const asked = host ? (context.requested()[namespace]?.chains ?? []) : [];
    if (active && entry.chains.includes(active)) return active;
    return asked.find((chain) => entry.chains.includes(chain)) ?? entry.chains[0];
  };

  const setChain = (namespace: WalletConnectNamespace, chain: CaipNetworkId) => {
    if (chainOf(namespace) === chain) return;
    currentChains.set(namespace, chain);
    const reference = chainReference(chain);
    context.emitTo(namespace, 'chainChanged', namespace === 'eip155' ? `0x${Number(reference).toString(16)}` : reference);
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
        if (before !== after.join()) context.emitTo(namespace, 'accountsChanged', after);
      }
    }
  };

  const forget = () => {
    session = undefined;
    client.settle(undefined);
    currentChains.clear();
  };

  /** Removes what the sign client keeps of an ended session (its pairing, keys, messages), reporting a failure. */
  const scrub = (created: SignClient, topic: string) =>
    forgetEndedSession(created, topic).catch((error: unknown) => context.reportError(error, 'disconnect'));

  const end = (reason: 'wallet' | 'expired', created?: SignClient) => {
    const ended = session;
    forget();
    if (!ended) return;
    if (created) void scrub(created, ended.topic);
    context.emitAll('disconnect', new ProviderRpcError(4900, reason === 'expired' ? 'The WalletConnect session expired.' : 'The wallet disconnected.'));
    for (const namespace of Object.keys(ended.namespaces)) {
      if (isWalletConnectNamespace(namespace)) context.host()?.onDisconnect(namespace);
    }
  };

  /** A wallet event of the session: accounts it approved, chains it approved; anything else is ignored. */
  const onWalletEvent = (chainId: string, name: string, data: unknown) => {
    const [namespace] = chainId.split(':');
    if (!isWalletConnectNamespace(namespace) || !isCaipNetworkId(chainId)) return;
    const entry = session?.namespaces[namespace];
    if (!entry) return;
    if (name === 'accountsChanged') {
      const addresses = addressListSchema.safeParse(data);
      if (!addresses.success) return;
      // Wallets send plain addresses or CAIP-10 ids; only accounts the session approved are passed on.
      const canonical = addressesOn(entry, undefined);
      const approved = new Set(canonical.map((address) => address.toLowerCase()));
      const next = addresses.data.map((value) => value.split(':').at(-1) ?? value).filter((address) => approved.has(address.toLowerCase()));
      context.emitTo(
        namespace,
        'accountsChanged',
        next.map((address) => canonical.find((known) => known.toLowerCase() === address.toLowerCase()) ?? address),
      );
    } else if (name === 'chainChanged') {
      const value = chainValueSchema.safeParse(data);
      if (!value.success) return;
      const raw = typeof value.data === 'number' ? String(value.data) : value.data;
      const reference = /^0x[0-9a-f]+$/i.test(raw) ? String(Number.parseInt(raw, 16)) : raw.includes(':') ? chainReference(raw as CaipNetworkId) : raw;
      const chain = `${namespace}:${reference}` as CaipNetworkId;
      if (entry.chains.includes(chain)) setChain(namespace, chain);
    }
  };

  const attach = (created: SignClient): (() => void) => {
    const onEnd = (reason: 'wallet' | 'expired') => (event: unknown) => {
      const parsed = topicEventSchema.safeParse(event);
      if (parsed.success && parsed.data.topic === session?.topic) end(reason, created);
    };
    const onDelete = onEnd('wallet');
    const onExpire = onEnd('expired');
    const onUpdate = (event: unknown) => {
      const parsed = topicEventSchema.safeParse(event);
      if (!parsed.success || parsed.data.topic !== session?.topic) return;
      try {
        adopt(validateLoadedSession(created.session.get(parsed.data.topic), context.requested()));
      } catch (error) {
        // A wallet widening the session beyond what was asked is ignored; the approved part stays usable.
        context.reportError(error, 'session_update');
      }
    };
    const onEvent = (event: unknown) => {
      const parsed = sessionEventSchema.safeParse(event);
      if (!parsed.success || parsed.data.topic !== session?.topic) return;
      onWalletEvent(parsed.data.params.chainId, parsed.data.params.event.name, parsed.data.params.event.data);
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

  return {
    get: () => session,
    adopt,
    chainOf,
    setChain,
    attach,
    async validateApproved(created, raw) {
      try {
        return validateLoadedSession(raw, context.requested());
      } catch (error) {
        const topic = topicEventSchema.safeParse(raw);
        if (topic.success) await created.disconnect({ topic: topic.data.topic, reason: INVALID_SESSION_REASON }).catch(() => {});
        throw error;
      }
    },
    async decline(created, declined) {
      await created.disconnect({ topic: declined.topic, reason: USER_DISCONNECTED }).catch(() => {});
    },
    approve(approved) {
      client.settle(approved);
      adopt(approved);
    },
    async request(namespace, { chainId, method, params }) {
      const current = session ?? (await client.restore());
      if (!current) throw new WalletConnectError('WC_NO_SESSION', 'No WalletConnect session: connect a wallet first');
      const entry = current.namespaces[namespace];
      if (!entry) throw new WalletConnectError('WC_NAMESPACE_NOT_IN_SESSION', `The connected wallet did not approve ${namespace} for this session`);
      if (!entry.chains.includes(chainId)) {
        throw new WalletConnectError('WC_CHAIN_NOT_IN_SESSION', `The connected wallet did not approve ${chainId} for this session`);
      }
      if (!entry.methods.includes(method)) {
        throw new WalletConnectError('WC_METHOD_NOT_IN_SESSION', `The connected wallet did not approve ${method} for this session`);
      }
      const created = await client.ensure();
      try {
        return await created.request({ topic: current.topic, chainId, request: { method, params } });
      } catch (error) {
        throw toRequestError(error);
      }
    },
    async disconnect() {
      const ended = session;
      forget();
      const open = client.current();
      if (!ended || !open) return;
      const sent = open.disconnect({ topic: ended.topic, reason: USER_DISCONNECTED }).catch((error: unknown) => context.reportError(error, 'disconnect'));
      // The session is over for the app at once; a relay that does not answer delays nothing beyond this wait.
      await new Promise<void>((resolve) => {
        const host = context.host();
        const timer = host?.clock.setTimeout(resolve, DISCONNECT_WAIT_MS);
        void sent.then(() => {
          if (timer !== undefined) host?.clock.clearTimeout(timer);
          resolve();
        });
      });
      // Then nothing of it stays in the sign client's storage: the pairing, the keys, the messages.
      await scrub(open, ended.topic);
    },
    clear() {
      session = undefined;
      currentChains.clear();
    },
  };
}
