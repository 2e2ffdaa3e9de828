import { describe, expect, it, vi } from 'vitest';
import { connectSocial, getAuthState } from '../actions/index.js';
import { setupAuthConfig } from './testing/authTestConfig.js';

/** Runs `work` while the simulated frame answers and time passes (100 ms a step), until it settles. */
async function whilePumping<T>(frame: ReturnType<typeof setupAuthConfig>['frame'], work: Promise<T>, steps = 60): Promise<T> {
  let done = false;
  const settled = work.finally(() => (done = true));
  settled.catch(() => undefined);
  await frame.pump(() => done, steps);
  return settled;
}

/** A window as `openSocialPopup()` returns it, recording where it was sent and whether it was closed. */
function fakePopup() {
  return { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
}

describe('social login on the page', () => {
  it('sends the opened window to the provider, asks once a second until the callback came back, then connects', async () => {
    const { config, frame, storage, clock, auth } = setupAuthConfig();
    await config._internal.ready();
    const popup = fakePopup();
    const started = clock.now();
    const result = await whilePumping(frame, connectSocial(config, { provider: 'github', popup: popup as unknown as Window }));
    expect(popup.location.href).toBe('https://provider.example/authorize?client_id=github');
    expect(frame.state.socialStart).toEqual({ provider: 'github' });
    // Two pending answers, then the result: three short requests about a second apart.
    expect(frame.state.socialAsked).toBe(3);
    expect(clock.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(result).toMatchObject({ status: 'connected', user: { socialProvider: 'github', userName: 'ada', email: null } });
    expect(popup.close).toHaveBeenCalled();
    expect(config._internal.accounts.get('eip155').status).toBe('connected');
    expect(config._internal.accounts.get('solana').status).toBe('connected');
    expect(getAuthState(config).loginUsed).toBe(true);
    expect(storage.dump()['@connect-modal/socialProvider']).toBe('"github"');
    expect(storage.dump()['@connect-modal/socialUsername']).toBe('"ada"');

    await whilePumping(frame, auth.signOut());
    expect(storage.dump()['@connect-modal/socialProvider']).toBeUndefined();
    expect(storage.dump()['@connect-modal/socialUsername']).toBeUndefined();
  });

  it('asks again after the secure site could not be reached, and connects once it answers', async () => {
    const { config, frame } = setupAuthConfig();
    await config._internal.ready();
    frame.state.socialPendingAnswers = 0;
    frame.state.socialNetworkErrors = 2;
    const result = await whilePumping(frame, connectSocial(config, { provider: 'discord', popup: fakePopup() as unknown as Window }));
    expect(frame.state.socialAsked).toBe(3);
    expect(result).toMatchObject({ status: 'connected', user: { socialProvider: 'discord' } });
  });

  it('refuses a blocked window at once, asking the frame nothing', async () => {
    const { config, frame } = setupAuthConfig();
    await config._internal.ready();
    await expect(connectSocial(config, { provider: 'google', popup: null })).rejects.toMatchObject({ code: 'SOCIAL_POPUP_BLOCKED', message: 'The browser blocked the sign-in window' });
    await expect(connectSocial(config, { provider: 'google', popup: { ...fakePopup(), closed: true } as unknown as Window })).rejects.toMatchObject({ code: 'SOCIAL_POPUP_BLOCKED' });
    expect(frame.state.socialStart).toBeUndefined();
  });

  it("rejects with the provider's answer and closes the window", async () => {
    const { config, frame } = setupAuthConfig();
    await config._internal.ready();
    frame.state.socialError = { message: 'X sign-in failed: The person declined to sign in (access_denied)', code: 'SOCIAL_LOGIN_DENIED' };
    const popup = fakePopup();
    await expect(whilePumping(frame, connectSocial(config, { provider: 'x', popup: popup as unknown as Window }))).rejects.toMatchObject({
      code: 'SOCIAL_LOGIN_DENIED',
      message: 'X sign-in failed: The person declined to sign in (access_denied)',
    });
    expect(popup.close).toHaveBeenCalled();
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
  });

  it('stops asking when its signal is aborted', async () => {
    const { config, frame } = setupAuthConfig();
    await config._internal.ready();
    frame.state.socialPendingAnswers = 1_000;
    const controller = new AbortController();
    const waiting = connectSocial(config, { provider: 'apple', popup: fakePopup() as unknown as Window, signal: controller.signal });
    await frame.pump(() => frame.state.socialAsked >= 2);
    controller.abort();
    await expect(whilePumping(frame, waiting)).rejects.toMatchObject({ code: 'SOCIAL_LOGIN_CANCELLED', message: 'The social login was cancelled' });
    const asked = frame.state.socialAsked;
    await frame.pump(() => false, 20);
    expect(frame.state.socialAsked).toBe(asked);
  });
});
