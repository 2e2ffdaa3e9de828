import type { Clock, ConnectorSourceHost, SocialProvider } from '../core/index.js';
import type { AuthSessionControl } from './createAuthSession.js';
import type { SecureFrameBridge } from './createSecureFrameBridge.js';
import type { FrameUser } from './protocol.js';
import type { AuthLoginCache } from './authLoginCache.js';

/** Key of the page's sessionStorage marking a redirect login on its way to the provider. */
export const SOCIAL_REDIRECT_KEY = 'connect-modal:social-redirect';
/** How often the frame is asked whether a social login finished. */
export const SOCIAL_POLL_INTERVAL_MS = 1_000;
/** A redirect login coming back is awaited this long at most (its callback ran before the page loaded). */
export const SOCIAL_RESUME_TIMEOUT_MS = 60_000;

/** What the social login works with. */
export interface SocialLoginDeps {
  readonly frame: SecureFrameBridge;
  readonly session: AuthSessionControl;
  readonly host: () => ConnectorSourceHost | undefined;
  readonly cache: () => AuthLoginCache | undefined;
  readonly window: () => Window | undefined;
  /** After a login: the connector's state follows the cache. */
  readonly onSignedIn: () => void;
  /** After a login: the account in use made the page's preferred type (smart account or EOA). */
  readonly align: (user: FrameUser) => Promise<FrameUser>;
  readonly report: (error: unknown) => void;
}

/** The social part of the auth connector. */
export interface SocialLogin {
  getSocialRedirectUri(args: { readonly provider: SocialProvider; readonly returnTo?: string }): Promise<{ readonly uri: string }>;
  connectSocial(): Promise<FrameUser | undefined>;
  redirectToSocial(args: { readonly provider: SocialProvider }): Promise<{ readonly uri: string }>;
  /** Finishes a redirect login when the page comes back from the provider; resolves once connected (or at once). */
  resumeRedirect(): Promise<void>;
}

const sleep = (clock: Clock, ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

function sessionStore(win: Window | undefined): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return win?.sessionStorage;
  } catch {
    return undefined; // storage blocked: redirect logins cannot be resumed, popups still work
  }
}

/**
 * Social logins through the secure frame: the provider's URL (GET_SOCIAL_REDIRECT_URI), short checks for the result
 * (CONNECT_SOCIAL), and the redirect mode, which marks the page before leaving it and finishes on the next load.
 * A finished login stores the social provider and username on the page (SPEC section 3; never a token).
 */
export function createSocialLogin(deps: SocialLoginDeps): SocialLogin {
  const { frame, session } = deps;

  const signedIn = (user: FrameUser) => {
    if (user.socialProvider) deps.cache()?.signedInWith(user.socialProvider, user.userName ?? null);
    else deps.cache()?.signedIn(user.email ?? null);
    session.signedIn(user);
    deps.onSignedIn();
  };

  const login: SocialLogin = {
    getSocialRedirectUri: ({ provider, returnTo }) => frame.request('GET_SOCIAL_REDIRECT_URI', { provider, ...(returnTo === undefined ? {} : { returnTo }) }),
    async connectSocial() {
      const answer = await frame.request('CONNECT_SOCIAL', {});
      if ('pending' in answer) return undefined;
      const user = await deps.align(answer);
      signedIn(user);
      return user;
    },
    async redirectToSocial({ provider }) {
      const win = deps.window();
      if (!win) throw new Error('A redirect login needs a browser window');
      const { uri } = await login.getSocialRedirectUri({ provider, returnTo: win.location.href });
      sessionStore(win)?.setItem(SOCIAL_REDIRECT_KEY, provider);
      win.location.assign(uri);
      return { uri };
    },
    async resumeRedirect() {
      const win = deps.window();
      const store = sessionStore(win);
      const provider = store?.getItem(SOCIAL_REDIRECT_KEY);
      if (!provider) return;
      store?.removeItem(SOCIAL_REDIRECT_KEY);
      const host = deps.host();
      if (!host) return;
      const deadline = host.clock.now() + SOCIAL_RESUME_TIMEOUT_MS;
      let user: FrameUser | undefined;
      while (!user) {
        user = await login.connectSocial();
        if (user) break;
        if (host.clock.now() > deadline) throw new Error('The social login did not come back in time; please try again');
        await sleep(host.clock, SOCIAL_POLL_INTERVAL_MS);
      }
      const namespaces = (['eip155', 'solana'] as const).filter((namespace) => host.namespaces.includes(namespace) && host.options.networks.some((network) => network.chainNamespace === namespace));
      const active = host.networks.getActiveNamespace();
      namespaces.sort((a, b) => Number(b === active) - Number(a === active));
      for (const namespace of namespaces) {
        try {
          await host.connect('auth', namespace);
        } catch (error) {
          deps.report(error);
        }
      }
    },
  };
  return login;
}
