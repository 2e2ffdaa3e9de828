import { startMailbox } from '@connect-modal/devnet';
import type { Mailbox } from '@connect-modal/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage, toHex } from 'viem';
import type { Hex } from 'viem';
import { MIGRATIONS } from './db/migrations.js';
import { generateServerKey } from './keys/serverKey.js';
import { newDeviceId, startHarness } from './testing/siteHarness.js';
import type { Harness } from './testing/siteHarness.js';
import { startPostgres } from './testing/startPostgres.js';
import type { TestPostgres } from './testing/startPostgres.js';

let postgres: TestPostgres;
let mailbox: Mailbox;
let one: Harness;
let two: Harness;

beforeAll(async () => {
  postgres = await startPostgres();
  mailbox = await startMailbox();
  const serverKey = generateServerKey();
  // Both start at once: the migration lock lets one apply the schema while the other waits.
  [one, two] = await Promise.all([
    startHarness({ databaseUrl: postgres.url, serverKey, mailbox }),
    startHarness({ databaseUrl: postgres.url, serverKey, mailbox }),
  ]);
}, 120_000);
afterAll(async () => {
  await one?.stop();
  await two?.stop();
  await mailbox?.close();
  await postgres?.stop();
});

describe('two secure-site instances sharing one PostgreSQL database', () => {
  it('applied the migrations once', async () => {
    expect(one.site.db.kind).toBe('postgres');
    const rows = await one.site.db.query<{ version: number }>('SELECT version FROM secure_site_migrations');
    expect(rows.map((row) => Number(row.version)).sort((a, b) => a - b)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });

  it('logs in with the code requested on instance 1 and verified on instance 2; the session works on both', async () => {
    const deviceId = newDeviceId();
    expect((await one.call('POST', '/api/v1/email/connect', { email: 'pg@example.com', deviceId })).body).toEqual({ action: 'VERIFY_OTP' });
    const { code } = await mailbox.waitFor('pg@example.com');
    const verify = await two.call('POST', '/api/v1/email/verify', { email: 'pg@example.com', otp: code, deviceId });
    expect(verify.status).toBe(200);
    const { token, user } = verify.body as { token: string; user: { evmAddress: Hex } };
    expect((await one.call('GET', '/api/v1/user', undefined, { token })).body).toEqual(user);
    const signed = await one.call('POST', '/api/v1/rpc', { chainId: 'eip155:1', method: 'personal_sign', params: [toHex('pg'), user.evmAddress] }, { token });
    expect(await verifyMessage({ address: user.evmAddress, message: 'pg', signature: signed.body.result as Hex })).toBe(true);
    // Signing out on one instance ends the session on the other.
    await two.call('POST', '/api/v1/sign-out', {}, { token });
    expect((await one.call('GET', '/api/v1/user', undefined, { token })).status).toBe(401);
  });

  it('shares the rate limits: 5 mails per address across both instances, even when requested at once', async () => {
    const deviceId = newDeviceId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).call('POST', '/api/v1/email/connect', { email: 'shared@example.com', deviceId })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    await mailbox.waitFor('shared@example.com', () => mailbox.messages('shared@example.com').length >= 5);
    expect(mailbox.messages('shared@example.com')).toHaveLength(5);
  });

  it('counts wrong attempts across instances: the 6th attempt is refused even with the right code', async () => {
    const deviceId = newDeviceId();
    await two.call('POST', '/api/v1/email/connect', { email: 'guess-pg@example.com', deviceId });
    const { code } = await mailbox.waitFor('guess-pg@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    const attempts = await Promise.all(Array.from({ length: 5 }, (_, i) => (i % 2 ? one : two).call('POST', '/api/v1/email/verify', { email: 'guess-pg@example.com', otp: wrong, deviceId })));
    expect(attempts.map((answer) => answer.body.error?.code)).toEqual(Array(5).fill('INVALID_OTP'));
    const right = await one.call('POST', '/api/v1/email/verify', { email: 'guess-pg@example.com', otp: code, deviceId });
    expect(right.body.error?.code).toBe('TOO_MANY_ATTEMPTS');
  });
});
