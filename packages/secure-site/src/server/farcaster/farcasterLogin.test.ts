import { startChain, startFarcasterRelay } from '@connect-modal/devnet';
import type { DevChain, DevFarcaster } from '@connect-modal/devnet';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from '../testing/siteHarness.js';
import type { Harness } from '../testing/siteHarness.js';

describe('Sign In With Farcaster on the secure site', () => {
  let chain: DevChain;
  let farcaster: DevFarcaster;
  let harness: Harness;

  beforeAll(async () => {
    chain = await startChain();
    farcaster = await startFarcasterRelay({ rpcUrl: chain.rpcUrl });
    harness = await startHarness({ farcaster: { relayUrl: farcaster.relayUrl, rpcUrl: chain.rpcUrl } });
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
    await farcaster?.stop();
    await chain?.stop();
  });

  const openChannel = async () => {
    const answer = await harness.call('POST', '/api/v1/farcaster/channel', {});
    expect(answer.status).toBe(200);
    return answer.body as { url: string; channelToken: string };
  };
  const status = (channelToken: string) => harness.call('POST', '/api/v1/farcaster/status', { channelToken });

  it('opens a channel, waits while it is pending, then signs the fid in once the Farcaster app approved', async () => {
    const { url, channelToken } = await openChannel();
    expect(url).toBe(`${farcaster.appUrl}?channelToken=${channelToken}`);
    expect((await status(channelToken)).body).toEqual({ state: 'pending' });
    // The app page shows this site's domain and the nonce the secure site chose.
    const page = await (await fetch(url)).text();
    expect(page).toContain(new URL(harness.site.url).host);

    await farcaster.approve(channelToken);
    const done = await status(channelToken);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'completed', user: { email: null, socialProvider: 'farcaster', userName: 'devcaster' } });
    const { token, user } = done.body as { token: string; user: { evmAddress: string } };
    const me = await harness.call('GET', '/api/v1/user', undefined, { token });
    expect(me.body).toMatchObject({ email: null, evmAddress: user.evmAddress, socialProvider: 'farcaster', userName: 'devcaster' });

    // A replayed channel is refused, and a second sign-in of the same fid reaches the same account.
    const replay = await status(channelToken);
    expect(replay.status).toBe(409);
    expect(replay.body.error).toEqual({ code: 'FARCASTER_CHANNEL_USED', message: 'This Farcaster sign-in request was used already; start a new one' });
    const again = await openChannel();
    await farcaster.approve(again.channelToken);
    expect((await status(again.channelToken)).body).toMatchObject({ state: 'completed', user: { evmAddress: user.evmAddress } });
  });

  it('refuses a message signed for another domain', async () => {
    const { channelToken } = await openChannel();
    await farcaster.approve(channelToken, { overrides: { domain: 'evil.example' } });
    const answer = await status(channelToken);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({ code: 'FARCASTER_SIGNATURE_INVALID', message: 'The Farcaster sign-in could not be verified: Invalid domain' });
  });

  it('refuses a message carrying another nonce (one signed for another request)', async () => {
    const { channelToken } = await openChannel();
    await farcaster.approve(channelToken, { overrides: { nonce: 'replayedNonce1234' } });
    const answer = await status(channelToken);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({ code: 'FARCASTER_SIGNATURE_INVALID', message: 'The Farcaster sign-in could not be verified: Invalid nonce' });
  });

  it("refuses a signature by a key that is not the fid's custody address", async () => {
    const { channelToken } = await openChannel();
    await farcaster.approve(channelToken, { user: { ...farcaster.user, custodyKey: generatePrivateKey() } });
    const answer = await status(channelToken);
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe('FARCASTER_SIGNATURE_INVALID');
    expect(answer.body.error?.message).toMatch(new RegExp(`^The Farcaster sign-in could not be verified: Invalid resource: signer 0x[0-9a-fA-F]{40} does not own fid ${farcaster.user.fid}\\.$`));
  });

  it('refuses a channel it did not open, one asked for by another parent origin, and a malformed token', async () => {
    const unknown = await status('A'.repeat(32));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('FARCASTER_CHANNEL_UNKNOWN');
    const { channelToken } = await openChannel();
    const elsewhere = await harness.call('POST', '/api/v1/farcaster/status', { channelToken }, { headers: { 'x-parent-origin': 'http://localhost:5173' } });
    expect(elsewhere.status).toBe(404);
    const malformed = await status('no spaces allowed');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.message).toBe('Invalid request body: channelToken: Invalid channel token');
  });

  it('refuses Farcaster sign-in where it is not configured', async () => {
    const plain = await startHarness({ mailbox: harness.mailbox });
    try {
      const answer = await plain.call('POST', '/api/v1/farcaster/channel', {});
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({ code: 'FARCASTER_NOT_CONFIGURED', message: 'Farcaster sign-in is not offered by this secure site' });
    } finally {
      await plain.site.stop();
    }
  });
});
