import type { CaipNetwork, ConnectorSourceHost } from '../core/index.js';
import { ErrorMessages } from '../core/index.js';
import type { AuthLoginCache } from './authLoginCache.js';
import type { AuthSession, AuthSessionChange } from './AuthSession.js';
import type { ApprovalFlow } from './createApprovalFlow.js';
import type { SecureFrameBridge } from './createSecureFrameBridge.js';
import type { FrameUser } from './protocol.js';
import { SecureFrameError } from './SecureFrameError.js';

/** What the session works with; `host` and `cache` exist once the connector is set up. */
export interface AuthSessionDeps {
  readonly bridge: SecureFrameBridge;
  readonly approvals: ApprovalFlow;
  readonly host: () => ConnectorSourceHost | undefined;
  readonly cache: () => AuthLoginCache | undefined;
  /** Whether this browser logged in before (a remembered auth connection or the login-used flag). */
  readonly remembered: () => boolean;
  readonly onUser: (user: FrameUser | undefined) => void;
}

/** The session plus what the connector itself drives. */
export interface AuthSessionControl extends AuthSession {
  /** A verified login: the user and their network. */
  signedIn(user: FrameUser): void;
  /** The session ended on the secure site's side (expired, or checked and gone). */
  ended(): void;
}

/**
 * The embedded wallet's session on the page: the frame's user (never a token: that stays in the frame), the
 * current network of each namespace, silent checks (IS_CONNECTED, then GET_USER), requests and sign-out.
 */
export function createAuthSession(deps: AuthSessionDeps): AuthSessionControl {
  const { bridge } = deps;
  const listeners = new Set<(change: AuthSessionChange) => void>();
  const chosen = new Map<'eip155' | 'solana', CaipNetwork>();
  let user: FrameUser | undefined;
  let checking: Promise<FrameUser | undefined> | undefined;

  const emit = (change: AuthSessionChange) => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch {
        // One listener's failure must not keep the others from hearing it.
      }
    }
  };
  const setUser = (next: FrameUser | undefined) => {
    if (user === next) return;
    user = next;
    deps.onUser(next);
    emit({ kind: 'user', user: next });
  };
  const networks = (namespace: 'eip155' | 'solana') => deps.host()?.options.networks.filter((network) => network.chainNamespace === namespace) ?? [];
  const network = (namespace: 'eip155' | 'solana') =>
    chosen.get(namespace) ?? deps.host()?.networks.getActiveNetwork(namespace) ?? networks(namespace)[0];

  /** The frame's network, when it is one of the app's eip155 networks, becomes the current one. */
  const follow = (frameUser: FrameUser) => {
    const match = networks('eip155').find((candidate) => candidate.caipNetworkId === frameUser.chainId);
    if (match) chosen.set('eip155', match);
  };

  const check = async (): Promise<FrameUser | undefined> => {
    const answer = await bridge.request('IS_CONNECTED', {});
    if (!answer.isConnected) {
      session.ended();
      return undefined;
    }
    const eip155 = network('eip155');
    const preferredAccountType = deps.host()?.accounts.getPreferredAccountType('eip155');
    const found = await bridge.request('GET_USER', {
      ...(eip155 ? { chainId: eip155.caipNetworkId } : {}),
      ...(preferredAccountType === 'eoa' || preferredAccountType === 'smartAccount' ? { preferredAccountType } : {}),
    });
    follow(found);
    setUser(found);
    return found;
  };

  const session: AuthSessionControl = {
    user: () => user,
    check() {
      if (user) return Promise.resolve(user);
      // A page that never logged in by email asks the secure site nothing.
      if (!deps.remembered()) return Promise.resolve(undefined);
      checking ??= check()
        .catch((error: unknown) => {
          // A failed connection check clears the login cache (SPEC section 4).
          deps.cache()?.clear();
          throw error;
        })
        .finally(() => {
          checking = undefined;
        });
      return checking;
    },
    async requireUser() {
      const found = await session.check().catch(() => undefined);
      if (!found) throw new SecureFrameError(4100, ErrorMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND);
      return found;
    },
    network,
    networks,
    async switchNetwork(target) {
      if (target.chainNamespace !== 'eip155' && target.chainNamespace !== 'solana') throw new SecureFrameError(4901, ErrorMessages.UNSUPPORTED_CHAIN);
      // The frame keeps one EVM network; a Solana request names its network itself.
      if (target.chainNamespace === 'eip155' && user) await bridge.request('SWITCH_NETWORK', { chainId: target.caipNetworkId });
      chosen.set(target.chainNamespace, target);
      emit({ kind: 'chain', namespace: target.chainNamespace, network: target });
    },
    async rpc(chainId, method, params) {
      const answer = await bridge.request('RPC_REQUEST', { chainId, method, ...(params === undefined ? {} : { params }) });
      return answer.result;
    },
    approvals: deps.approvals,
    async signOut() {
      const hadSession = user !== undefined || deps.remembered();
      deps.cache()?.clear();
      setUser(undefined);
      if (!hadSession || bridge.status() === 'idle') return;
      try {
        await bridge.request('SIGN_OUT', {});
      } catch {
        // Sign-out waits at most 3 s; the page has forgotten the session either way.
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signedIn(next) {
      follow(next);
      setUser(next);
    },
    ended() {
      deps.cache()?.clear();
      if (user) setUser(undefined);
      else deps.onUser(undefined);
    },
  };
  return session;
}
