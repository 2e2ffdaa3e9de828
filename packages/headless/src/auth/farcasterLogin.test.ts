import { describe, expect, it } from 'vitest';
import { connectFarcaster, getAuthState, getFarcasterUri } from '../actions/index.js';
import { setupAuthConfig } from './testing/authTestConfig.js';
import { TEST_FARCASTER_URL } from './testing/simulatedFrame.js';

/** Runs `work` while the simulated frame answers and time passes (100 ms a step), until it settles. */
async function whilePumping<T>(frame: ReturnType<typeof setupAuthConfig>['frame'], work: Promise<T>, steps = 60): Promise<T> {
  let done = false;
  const settled = work.finally(() => (done = true));
  settled.catch(() => undefined);
  await frame.pump(() => done, steps);
  return settled;
}

describe('Sign In With Farcaster on the page', () => {
  it('shows the URL, asks once a second with short requests until approved, then connects and stores the provider', async () => {
    const { config, frame, storage, clock, auth } = setupAuthConfig();
    await config._internal.ready();
    await expect(whilePumping(frame, getFarcasterUri(config))).resolves.toEqual({ url: TEST_FARCASTER_URL });
    expect(getAuthState(config).farcasterUrl).toBe(TEST_FARCASTER_URL);

    const started = clock.now();
    const { user, connections } = await whilePumping(frame, connectFarcaster(config));
    // Two pending answers, then the approval: three requests about a second apart, none held open.
    expect(frame.state.farcasterAsked).toBe(3);
    expect(clock.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(user).toMatchObject({ socialProvider: 'farcaster', userName: 'devcaster', email: null });
    expect(Object.keys(connections).sort()).toEqual(['eip155', 'solana']);
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: user.evmAddress });
    expect(getAuthState(config)).toMatchObject({ farcasterUrl: undefined, loginUsed: true });
    expect(storage.dump()['@connect-modal/socialProvider']).toBe('"farcaster"');
    expect(storage.dump()['@connect-modal/socialUsername']).toBe('"devcaster"');

    // Signing out forgets the provider and username.
    await whilePumping(frame, auth.signOut());
    expect(storage.dump()['@connect-modal/socialProvider']).toBeUndefined();
    expect(storage.dump()['@connect-modal/socialUsername']).toBeUndefined();
  });

  it('stops waiting when its signal is aborted, with code ABORTED', async () => {
    const { config, frame } = setupAuthConfig();
    await config._internal.ready();
    await whilePumping(frame, getFarcasterUri(config));
    frame.state.farcasterPendingAnswers = 1_000;
    const controller = new AbortController();
    const waiting = connectFarcaster(config, { signal: controller.signal });
    await frame.pump(() => frame.state.farcasterAsked >= 2);
    controller.abort();
    await expect(whilePumping(frame, waiting)).rejects.toMatchObject({ code: 'ABORTED', message: 'The Farcaster sign-in was cancelled' });
    const asked = frame.state.farcasterAsked;
    await frame.pump(() => false, 20);
    expect(frame.state.farcasterAsked).toBe(asked);
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
  });
});
