import * as z from 'zod/mini';
import type { SecureSiteApi } from '../api.js';
import { FrameRequestError } from '../errors.js';
import type { FramePayload, FrameResult } from '../protocol.js';
import type { FrameStore } from '../storage.js';

const socialProvider = z.enum(['google', 'x', 'discord', 'github', 'apple', 'facebook']);
const startAnswer = z.object({ uri: z.string().check(z.maxLength(4_096), z.regex(/^https?:\/\//)) });
const signedInUser = z.object({
  email: z.nullable(z.string()),
  evmAddress: z.string(),
  solanaAddress: z.string(),
  socialProvider,
  userName: z.nullable(z.string().check(z.maxLength(128))),
});
const resultAnswer = z.union([
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('done'), token: z.string().check(z.minLength(1), z.maxLength(4_096)), user: signedInUser }),
]);

/** What the social-login handlers need from the frame. */
export interface SocialHandlerContext {
  readonly api: SecureSiteApi;
  /** Keeps the pickup secret of the login in progress (across a redirect login's reloads). */
  readonly store: Pick<FrameStore, 'pendingSocial'>;
  /** Cryptographic random bytes. */
  readonly randomBytes: (length: number) => Uint8Array;
  /** Keeps the new session and user; answers the user as the page gets it (with the network). */
  readonly signedIn: (token: string, user: z.infer<typeof signedInUser>) => Promise<FrameResult<'CONNECT_OTP'>>;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function sha256Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * GET_SOCIAL_REDIRECT_URI starts a login at the secure site, which keeps its state and PKCE verifier, bound to a
 * random secret that only this frame holds (the server sees its hash); CONNECT_SOCIAL asks once with that secret
 * whether the provider's callback finished, answering `{ pending: true }` until then. Nothing travels through the
 * popup or the page: the result survives a provider page that cuts the popup off its opener.
 */
export function createSocialHandlers(context: SocialHandlerContext) {
  const { api, store } = context;
  return {
    GET_SOCIAL_REDIRECT_URI: async ({ provider, returnTo }: FramePayload<'GET_SOCIAL_REDIRECT_URI'>): Promise<FrameResult<'GET_SOCIAL_REDIRECT_URI'>> => {
      const secret = base64url(context.randomBytes(32));
      const body = { provider, pickupHash: await sha256Hex(secret), ...(returnTo === undefined ? {} : { returnTo }) };
      const answer = await api.post('/api/v1/social/start', body, startAnswer, { auth: false });
      store.pendingSocial = secret;
      return { uri: answer.uri };
    },
    CONNECT_SOCIAL: async (): Promise<FrameResult<'CONNECT_SOCIAL'>> => {
      const secret = store.pendingSocial;
      if (!secret) throw new FrameRequestError('No social login in progress', 'NO_PENDING_LOGIN');
      try {
        const answer = await api.post('/api/v1/social/result', { secret }, resultAnswer, { auth: false });
        if (answer.status === 'pending') return { pending: true };
        if (store.pendingSocial === secret) store.pendingSocial = undefined;
        return context.signedIn(answer.token, answer.user);
      } catch (error) {
        // The provider's error, an expired or a used login ends it; a network failure leaves it to be asked again.
        if (!(error instanceof FrameRequestError && error.code === 'NETWORK_ERROR') && store.pendingSocial === secret) store.pendingSocial = undefined;
        throw error;
      }
    },
  };
}
