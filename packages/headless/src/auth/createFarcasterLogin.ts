import type { Clock } from '../core/index.js';
import type { AuthLoginCache } from './authLoginCache.js';
import type { AuthSessionControl } from './createAuthSession.js';
import type { SecureFrameBridge } from './createSecureFrameBridge.js';
import type { FrameUser } from './protocol.js';
import { SecureFrameError } from './SecureFrameError.js';

/** How often the page asks whether the Farcaster app approved (each ask is one short frame request). */
export const FARCASTER_POLL_INTERVAL_MS = 1_000;

/** Options of a Farcaster connect. */
export interface ConnectFarcasterOptions {
  /** Stops waiting (the view closed): rejects with code 'ABORTED'. */
  readonly signal?: AbortSignal;
  /** Milliseconds between asks (default {@link FARCASTER_POLL_INTERVAL_MS}). */
  readonly pollIntervalMs?: number;
}

/** What the Farcaster login needs from the auth connector. */
export interface FarcasterLoginDeps {
  readonly frame: SecureFrameBridge;
  readonly session: AuthSessionControl;
  readonly cache: () => AuthLoginCache | undefined;
  readonly clock: () => Clock;
  /** The sign-in URL being shown changed (undefined once used or dropped). */
  readonly onUrl: (url: string | undefined) => void;
  /** A login completed: the connector refreshes its state from the cache. */
  readonly onSignedIn: () => void;
  /** After a login: the account in use made the page's preferred type (smart account or EOA). */
  readonly align: (user: FrameUser) => Promise<FrameUser>;
}

function aborted(): SecureFrameError {
  return new SecureFrameError('ABORTED', 'The Farcaster sign-in was cancelled');
}

function wait(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const onAbort = () => {
      clock.clearTimeout(handle);
      reject(aborted());
    };
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sign In With Farcaster on the page: GET_FARCASTER_URI opens the request (its URL is the QR code), then
 * CONNECT_FARCASTER is asked every second, each a short request, until the Farcaster app approved and the secure
 * site verified the signature: waiting for the person never runs into a frame request's 30 s timeout.
 */
export function createFarcasterLogin(deps: FarcasterLoginDeps) {
  return {
    async getUri(): Promise<{ readonly url: string }> {
      deps.onUrl(undefined);
      const answer = await deps.frame.request('GET_FARCASTER_URI', {});
      deps.onUrl(answer.url);
      return answer;
    },
    async connect(options: ConnectFarcasterOptions = {}): Promise<FrameUser> {
      const interval = Math.max(100, options.pollIntervalMs ?? FARCASTER_POLL_INTERVAL_MS);
      for (;;) {
        if (options.signal?.aborted) throw aborted();
        const answer = await deps.frame.request('CONNECT_FARCASTER', {});
        if (options.signal?.aborted) throw aborted();
        if (!('pending' in answer)) {
          const user = await deps.align(answer);
          deps.cache()?.signedInWith('farcaster', user.userName ?? null);
          deps.onUrl(undefined);
          deps.session.signedIn(user);
          deps.onSignedIn();
          return user;
        }
        await wait(deps.clock(), interval, options.signal);
      }
    },
  };
}
