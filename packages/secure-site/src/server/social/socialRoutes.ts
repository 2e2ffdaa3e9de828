import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import * as oidc from 'openid-client';
import * as z from 'zod/mini';
import type { SiteContext } from '../context.js';
import { HttpError } from '../http/httpError.js';
import { sendText } from '../http/io.js';
import { findOrCreateUserByIdentity } from '../users/identities.js';
import { findUserById } from '../users/users.js';
import { callbackCsp, callbackHtml } from './callbackPage.js';
import { SOCIAL_PROVIDERS, SOCIAL_PROVIDER_NAMES, isSocialProvider } from './providers.js';
import type { SocialProviderId } from './providers.js';
import { claimCallback, deleteSocialLogin, findByPickup, insertSocialLogin, markPickedUp, recordOutcome, sha256Hex } from './socialLogins.js';
import { toMillis } from '../db/database.js';

/** Path of the provider callback (the redirect URI registered with every provider). */
export const SOCIAL_CALLBACK_PATH = '/social/callback';

/** Body of `POST /api/v1/social/start`. */
export const startBody = z.strictObject({
  provider: z.string().check(z.maxLength(32)),
  /** SHA-256 (hex) of the secret the frame keeps; only that secret picks the result up. */
  pickupHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** Redirect mode: where the browser goes back after the callback (an address of the parent origin). */
  returnTo: z.optional(z.string().check(z.maxLength(2_048))),
});
/** Body of `POST /api/v1/social/result`. */
export const resultBody = z.strictObject({ secret: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });

const random = () => randomBytes(32).toString('base64url');

function providerOf(ctx: SiteContext, name: string): SocialProviderId {
  if (!isSocialProvider(name)) throw new HttpError(400, 'UNKNOWN_PROVIDER', `Unknown social provider "${name}" (one of ${SOCIAL_PROVIDERS.join(', ')})`);
  if (!ctx.social[name]) throw new HttpError(400, 'PROVIDER_NOT_CONFIGURED', `${SOCIAL_PROVIDER_NAMES[name]} sign-in is not configured on this secure site`);
  return name;
}

/** `POST /api/v1/social/start`: records a login (state, nonce, PKCE verifier) and answers the provider's URL. */
export async function startSocialLogin(ctx: SiteContext, body: z.infer<typeof startBody>, projectId: string, parentOrigin: string) {
  const provider = providerOf(ctx, body.provider);
  let returnTo: string | null = null;
  if (body.returnTo !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(body.returnTo);
    } catch {
      url = undefined;
    }
    if (!url || url.origin !== parentOrigin) throw new HttpError(400, 'INVALID_RETURN_URL', 'The return address must be on the page that started the login');
    returnTo = url.href;
  }
  const checks = { state: random(), nonce: random(), codeVerifier: oidc.randomPKCECodeVerifier() };
  let uri: string;
  try {
    uri = await ctx.social[provider]!.authorizationUrl(checks, `${ctx.publicUrl}${SOCIAL_CALLBACK_PATH}`);
  } catch (error) {
    ctx.onError(error);
    throw new HttpError(502, 'PROVIDER_UNAVAILABLE', `${SOCIAL_PROVIDER_NAMES[provider]} cannot be reached; try again later`);
  }
  await insertSocialLogin(
    ctx.db,
    { stateHash: sha256Hex(checks.state), pickupHash: body.pickupHash, provider, projectId, parentOrigin, codeVerifier: checks.codeVerifier, nonce: checks.nonce, returnTo },
    ctx.now(),
  );
  return { uri };
}

function providerError(provider: SocialProviderId, error: unknown): { code: string; message: string } {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  if (error instanceof oidc.AuthorizationResponseError) {
    const detail = error.error_description ? `${error.error_description} (${error.error})` : error.error;
    return { code: error.error === 'access_denied' ? 'SOCIAL_LOGIN_DENIED' : 'SOCIAL_PROVIDER_ERROR', message: `${name} sign-in failed: ${detail}` };
  }
  if (error instanceof oidc.ResponseBodyError) return { code: 'SOCIAL_PROVIDER_ERROR', message: `${name} sign-in failed: ${error.error_description ?? error.error}` };
  return { code: 'SOCIAL_LOGIN_FAILED', message: `${name} sign-in could not be completed; please try again` };
}

/**
 * `GET /social/callback`: where the provider sends the browser back. The state is taken once (a forged or replayed
 * callback is refused), the code exchanged with its PKCE verifier, the account found or created, and the outcome
 * recorded for the frame to pick up. Popup mode shows a page that closes itself; redirect mode goes back to the app.
 */
export async function socialCallback(ctx: SiteContext, url: URL, res: ServerResponse): Promise<void> {
  const page = (status: number, outcome: Parameters<typeof callbackHtml>[0]) =>
    sendText(res, status, 'text/html; charset=utf-8', callbackHtml(outcome), { 'content-security-policy': callbackCsp(outcome.ok), 'cache-control': 'no-store' });
  const state = url.searchParams.get('state') ?? '';
  const login = /^[A-Za-z0-9_-]{43}$/.test(state) ? await claimCallback(ctx.db, state, ctx.now()) : undefined;
  if (!login) return page(400, { ok: false, message: 'This sign-in link is invalid, expired or was already used. Start the sign-in again from the app.' });
  const provider = login.provider;
  let outcome: { userId: string; username: string | null } | { code: string; message: string };
  try {
    const profile = await ctx.social[provider]!.exchange(url, { state, nonce: login.nonce, codeVerifier: login.code_verifier });
    const user = await findOrCreateUserByIdentity(ctx.db, ctx.keys.encryption, { provider, subject: profile.subject, username: profile.username }, ctx.now());
    outcome = { userId: user.id, username: profile.username };
  } catch (error) {
    outcome = providerError(provider, error);
    if (outcome.code === 'SOCIAL_LOGIN_FAILED') ctx.onError(error);
  }
  await recordOutcome(ctx.db, login.state_hash, outcome);
  if (login.return_to) {
    res.writeHead(303, { location: login.return_to, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    res.end();
    return;
  }
  if ('userId' in outcome) return page(200, { ok: true, provider: SOCIAL_PROVIDER_NAMES[provider] });
  return page(400, { ok: false, message: outcome.message });
}

/**
 * `POST /api/v1/social/result`: the frame asks, with the secret only it holds, whether its login finished.
 * `{ status: 'pending' }` until the callback; then once `{ status: 'done', token, user }` (a new session), or the
 * provider's error.
 */
export async function socialLoginResult(ctx: SiteContext, body: z.infer<typeof resultBody>, projectId: string, parentOrigin: string) {
  const login = await findByPickup(ctx.db, body.secret);
  if (!login || login.project_id !== projectId || login.parent_origin !== parentOrigin) {
    throw new HttpError(404, 'NO_SOCIAL_LOGIN', 'No social login in progress; start again');
  }
  if (login.callback_at === null) {
    if (toMillis(login.expires_at) <= ctx.now()) throw new HttpError(410, 'SOCIAL_LOGIN_EXPIRED', 'The social login expired; please try again');
    return { status: 'pending' as const };
  }
  if (login.error_code !== null) {
    await deleteSocialLogin(ctx.db, login.state_hash);
    throw new HttpError(400, login.error_code, login.error_message ?? 'The social login failed');
  }
  // Between the callback taking the state and recording the account.
  if (login.user_id === null) return { status: 'pending' as const };
  if (!(await markPickedUp(ctx.db, login.state_hash, ctx.now()))) throw new HttpError(409, 'SOCIAL_LOGIN_USED', 'This social login was already used');
  const user = await findUserById(ctx.db, login.user_id);
  if (!user) throw new HttpError(404, 'NO_SOCIAL_LOGIN', 'The account of this login no longer exists');
  const token = await ctx.sessions.create(user.id);
  await deleteSocialLogin(ctx.db, login.state_hash);
  return {
    status: 'done' as const,
    token,
    user: { email: user.email, evmAddress: user.evmAddress, solanaAddress: user.solanaAddress, socialProvider: login.provider, userName: login.username },
  };
}
