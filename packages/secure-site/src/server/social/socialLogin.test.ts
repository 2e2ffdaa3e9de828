import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAddress } from 'viem';
import { driveOidcLogin, startOidcProvider } from '@connect-modal/devnet';
import type { DevnetOidcProvider } from '@connect-modal/devnet';
import { startHarness, TEST_PARENT } from '../testing/siteHarness.js';
import type { Harness } from '../testing/siteHarness.js';
import { SOCIAL_CALLBACK_PATH } from './socialRoutes.js';

let oidc: DevnetOidcProvider;
let h: Harness;
let callback: string;

beforeAll(async () => {
  oidc = await startOidcProvider();
  h = await startHarness({ socialProviders: oidc.socialProviders() });
  callback = `${h.site.url}${SOCIAL_CALLBACK_PATH}`;
  oidc.configure(callback);
});
afterAll(async () => {
  await h?.stop();
  await oidc?.stop();
});

/** A pickup secret as the frame makes one, and its hash as the start request carries it. */
function pickup() {
  const secret = randomBytes(32).toString('base64url');
  return { secret, pickupHash: createHash('sha256').update(secret).digest('hex') };
}

async function start(provider: string, extra: Record<string, unknown> = {}) {
  const { secret, pickupHash } = pickup();
  const answer = await h.call('POST', '/api/v1/social/start', { provider, pickupHash, ...extra });
  return { secret, answer, uri: answer.body.uri as string };
}

async function openCallback(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, text: await response.text(), location: response.headers.get('location'), csp: response.headers.get('content-security-policy') };
}

describe('social login routes against the devnet OpenID provider', () => {
  it('starts with state, nonce and a PKCE S256 challenge, and logs in once the callback came back', async () => {
    const { secret, answer, uri } = await start('github');
    expect(answer.status).toBe(200);
    const url = new URL(uri);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('client_id')).toBe('devnet-github');
    expect(url.searchParams.get('redirect_uri')).toBe(callback);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(uri).not.toContain(secret);

    expect(await h.call('POST', '/api/v1/social/result', { secret })).toEqual({ status: 200, body: { status: 'pending' } });
    const back = await driveOidcLogin(uri, callback, { user: 'alice' });
    const page = await openCallback(back);
    expect(page.status).toBe(200);
    expect(page.text).toContain('You are signed in with GitHub. You can close this window.');
    expect(page.csp).toContain("frame-ancestors 'none'");

    const result = await h.call('POST', '/api/v1/social/result', { secret });
    expect(result.status).toBe(200);
    const user = result.body.user as { evmAddress: string; socialProvider: string; userName: string; email: null };
    expect(user).toMatchObject({ socialProvider: 'github', userName: 'alice', email: null });
    expect(isAddress(user.evmAddress)).toBe(true);
    const me = await h.call('GET', '/api/v1/user', undefined, { token: result.body.token as string });
    expect(me.body).toMatchObject({ evmAddress: user.evmAddress, socialProvider: 'github', userName: 'alice' });

    // The result is handed out once; the same person logging in again reaches the same account.
    expect((await h.call('POST', '/api/v1/social/result', { secret })).body.error?.code).toBe('NO_SOCIAL_LOGIN');
    const again = await start('github');
    await openCallback(await driveOidcLogin(again.uri, callback, { user: 'alice' }));
    const second = await h.call('POST', '/api/v1/social/result', { secret: again.secret });
    expect((second.body.user as { evmAddress: string }).evmAddress).toBe(user.evmAddress);
  });

  it('refuses a replayed callback and a forged state', async () => {
    const { secret, uri } = await start('google');
    const back = await driveOidcLogin(uri, callback, { user: 'bob' });
    expect((await openCallback(back)).status).toBe(200);
    const replay = await openCallback(back);
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('This sign-in link is invalid, expired or was already used.');
    const forged = new URL(back);
    forged.searchParams.set('state', randomBytes(32).toString('base64url'));
    expect((await openCallback(forged.href)).status).toBe(400);
    expect((await openCallback(`${callback}?code=abc`)).status).toBe(400);
    // The genuine login is still there for its frame.
    expect((await h.call('POST', '/api/v1/social/result', { secret })).body.status).toBe('done');
  });

  it('checks the PKCE verifier at the token exchange: a code redeemed with another verifier fails', async () => {
    const { secret, uri } = await start('discord');
    const back = await driveOidcLogin(uri, callback, { user: 'alice' });
    const state = new URL(back).searchParams.get('state') as string;
    await h.site.db.query("UPDATE social_logins SET code_verifier = $2 WHERE state_hash = $1", [
      createHash('sha256').update(state).digest('hex'),
      randomBytes(32).toString('base64url'),
    ]);
    const page = await openCallback(back);
    expect(page.status).toBe(400);
    expect(page.text).toContain('Discord sign-in failed');
    const result = await h.call('POST', '/api/v1/social/result', { secret });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: 'SOCIAL_PROVIDER_ERROR' });
    expect(result.body.error?.message).toMatch(/^Discord sign-in failed: .*(PKCE|code_verifier|grant)/i);
  });

  it('shows the provider error clearly when the person denies', async () => {
    const { secret, uri } = await start('x');
    const page = await openCallback(await driveOidcLogin(uri, callback, { user: 'alice', decision: 'deny' }));
    expect(page.status).toBe(400);
    expect(page.text).toContain('X sign-in failed: The person declined to sign in (access_denied)');
    expect(await h.call('POST', '/api/v1/social/result', { secret })).toEqual({
      status: 400,
      body: { error: { code: 'SOCIAL_LOGIN_DENIED', message: 'X sign-in failed: The person declined to sign in (access_denied)' } },
    });
  });

  it('refuses an unknown provider, a return address off the parent origin, and a pickup from another page', async () => {
    const unknown = await start('myspace');
    expect(unknown.answer).toEqual({ status: 400, body: { error: { code: 'UNKNOWN_PROVIDER', message: 'Unknown social provider "myspace" (one of google, x, discord, github, apple, facebook)' } } });
    const offsite = await start('apple', { returnTo: 'https://evil.example/steal' });
    expect(offsite.answer.body.error?.code).toBe('INVALID_RETURN_URL');

    const { secret } = await start('facebook', { returnTo: `${TEST_PARENT}/app?x=1` });
    const other = await h.call('POST', '/api/v1/social/result', { secret }, { headers: { 'x-parent-origin': 'https://other.example' } });
    expect(other.status).toBe(403);
    expect((await h.call('POST', '/api/v1/social/result', { secret: randomBytes(32).toString('base64url') })).body.error?.code).toBe('NO_SOCIAL_LOGIN');
  });

  it('in redirect mode sends the browser back to the app page, the result still bound to the frame secret', async () => {
    const { secret, uri } = await start('apple', { returnTo: `${TEST_PARENT}/app?x=1` });
    const page = await openCallback(await driveOidcLogin(uri, callback, { user: 'bob' }));
    expect(page.status).toBe(303);
    expect(page.location).toBe(`${TEST_PARENT}/app?x=1`);
    const result = await h.call('POST', '/api/v1/social/result', { secret });
    expect(result.body.user).toMatchObject({ socialProvider: 'apple', userName: 'bob@devnet.localhost' });
  });
});
