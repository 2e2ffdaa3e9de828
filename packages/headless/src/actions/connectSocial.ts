import { SOCIAL_POLL_INTERVAL_MS } from '../auth/createSocialLogin.js';
import type { FrameUser } from '../auth/protocol.js';
import type { Clock, ConnectConfig, SocialProvider } from '../core/index.js';
import { ConnectError } from '../core/index.js';
import { connectAuthNamespaces } from './connectAuthNamespaces.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** How long a popup login may take before it is given up (the secure site forgets it after 10 minutes). */
export const SOCIAL_LOGIN_TIMEOUT_MS = 10 * 60 * 1000;

/** Parameters of {@link connectSocial}. */
export interface ConnectSocialParameters {
  readonly provider: SocialProvider;
  /**
   * `popup` (default): the login runs in `popup`, which the caller opened with `openSocialPopup()` in the click
   * handler. `redirect`: the whole page goes to the provider and the login finishes when it comes back.
   */
  readonly mode?: 'popup' | 'redirect';
  /** The window from `openSocialPopup()` (popup mode); null or missing means the browser blocked it. */
  readonly popup?: Window | null;
  /** Stops waiting (the visitor cancelled). */
  readonly signal?: AbortSignal;
}

/** What {@link connectSocial} resolves with. */
export type ConnectSocialReturnType =
  | { readonly status: 'connected'; readonly user: FrameUser }
  | { readonly status: 'redirecting'; readonly uri: string };

/** The error codes of {@link connectSocial}. */
export const SOCIAL_LOGIN_ERRORS = {
  POPUP_BLOCKED: 'SOCIAL_POPUP_BLOCKED',
  CANCELLED: 'SOCIAL_LOGIN_CANCELLED',
  TIMEOUT: 'SOCIAL_LOGIN_TIMEOUT',
} as const;

function wait(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const cancelled = () => {
      clock.clearTimeout(timer);
      reject(new ConnectError(SOCIAL_LOGIN_ERRORS.CANCELLED, 'The social login was cancelled'));
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', cancelled);
      resolve();
    }, ms);
    if (signal?.aborted) cancelled();
    else signal?.addEventListener('abort', cancelled, { once: true });
  });
}

function closeQuietly(popup: Window | null | undefined): void {
  try {
    popup?.close();
  } catch {
    // A window cut off by Cross-Origin-Opener-Policy cannot be closed from here; it closes itself.
  }
}

/**
 * Logs in with a social provider through the secure site. Popup mode sends the window the caller opened to the
 * provider, then asks the secure frame every second (short requests) until the provider's callback completed the
 * login on the secure site; nothing depends on the popup talking back, so a provider page with
 * Cross-Origin-Opener-Policy does not break it. The embedded wallet is then connected in every namespace it serves.
 * Redirect mode leaves the page (resolving `redirecting`); the auth connector finishes on the next load.
 * Errors: SOCIAL_POPUP_BLOCKED (offer the redirect mode), SOCIAL_LOGIN_CANCELLED, SOCIAL_LOGIN_TIMEOUT, and the
 * provider's own ('Google sign-in failed: ...').
 */
export async function connectSocial(config: ConnectConfig, parameters: ConnectSocialParameters): Promise<ConnectSocialReturnType> {
  const connector = requireAuthConnector(config);
  const { provider, signal } = parameters;
  if (parameters.mode === 'redirect') return { status: 'redirecting', ...(await connector.redirectToSocial({ provider })) };
  const popup = parameters.popup;
  if (!popup || popup.closed) throw new ConnectError(SOCIAL_LOGIN_ERRORS.POPUP_BLOCKED, 'The browser blocked the sign-in window');
  try {
    const { uri } = await connector.getSocialRedirectUri({ provider });
    if (signal?.aborted) throw new ConnectError(SOCIAL_LOGIN_ERRORS.CANCELLED, 'The social login was cancelled');
    popup.location.href = uri;
    const deadline = config.clock.now() + SOCIAL_LOGIN_TIMEOUT_MS;
    // A network hiccup is asked again (the frame keeps the login); anything else ends it.
    const ask = () => connector.connectSocial().catch((error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === 'NETWORK_ERROR') return undefined;
      throw error;
    });
    let user = await ask();
    while (!user) {
      if (config.clock.now() > deadline) throw new ConnectError(SOCIAL_LOGIN_ERRORS.TIMEOUT, 'The social login took too long; please try again');
      await wait(config.clock, SOCIAL_POLL_INTERVAL_MS, signal);
      user = await ask();
    }
    await connectAuthNamespaces(config);
    return { status: 'connected', user };
  } finally {
    closeQuietly(popup);
  }
}
