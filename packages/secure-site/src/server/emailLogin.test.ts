import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAddress } from 'viem';
import { CODE_TTL_MS } from './codes/oneTimeCodes.js';
import { newDeviceId, startHarness } from './testing/siteHarness.js';
import type { Harness } from './testing/siteHarness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

function wrongCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('email login against the real server, PGlite and an SMTP mailbox', () => {
  it('mails a code, verifies it, opens a session and creates the account with its two keys', async () => {
    const deviceId = newDeviceId();
    const connect = await h.call('POST', '/api/v1/email/connect', { email: 'Alice@Example.com', deviceId });
    expect(connect).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } });
    const mail = await h.mailbox.waitFor('alice@example.com');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain(mail.code);
    expect(mail.text).toContain(mail.code);

    const verify = await h.call('POST', '/api/v1/email/verify', { email: 'alice@example.com', otp: mail.code, deviceId });
    expect(verify.status).toBe(200);
    const { token, user } = verify.body as { token: string; user: { email: string; evmAddress: string; solanaAddress: string } };
    expect(user.email).toBe('alice@example.com');
    expect(isAddress(user.evmAddress)).toBe(true);
    expect(user.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

    expect(await h.call('GET', '/api/v1/user', undefined, { token })).toEqual({ status: 200, body: user });
    // No key material anywhere in what the API answered.
    const rows = await h.site.db.query<{ evm_key_enc: string }>('SELECT evm_key_enc FROM users');
    expect(rows[0]?.evm_key_enc).toMatch(/^v1\./);
    expect(JSON.stringify(verify.body)).not.toContain(rows[0]?.evm_key_enc.slice(3, 20));

    // The code worked once.
    const again = await h.call('POST', '/api/v1/email/verify', { email: 'alice@example.com', otp: mail.code, deviceId });
    expect(again).toEqual({ status: 400, body: { error: { code: 'INVALID_OTP', message: 'Invalid code' } } });
    // A second login keeps the same account.
    const second = await h.login('alice@example.com', deviceId);
    expect(second.user).toEqual(user);
  });

  it('refuses the right code after 5 wrong attempts (TOO_MANY_ATTEMPTS)', async () => {
    const deviceId = newDeviceId();
    await h.call('POST', '/api/v1/email/connect', { email: 'guess@example.com', deviceId });
    const { code } = await h.mailbox.waitFor('guess@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await h.call('POST', '/api/v1/email/verify', { email: 'guess@example.com', otp: wrongCode(code!), deviceId });
      expect(wrong.body.error?.code).toBe('INVALID_OTP');
    }
    const right = await h.call('POST', '/api/v1/email/verify', { email: 'guess@example.com', otp: code, deviceId });
    expect(right).toEqual({ status: 400, body: { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many wrong attempts; request a new code' } } });
  });

  it('throttles 100 code requests to one address within a minute: 5 mails sent, 95 refused with 429', async () => {
    const deviceId = newDeviceId();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const answer = await h.call('POST', '/api/v1/email/connect', { email: 'flood@example.com', deviceId });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.error).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests; try again later' });
      h.advance(500);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    await h.mailbox.waitFor('flood@example.com', () => h.mailbox.messages('flood@example.com').length >= 5);
    expect(h.mailbox.messages('flood@example.com')).toHaveLength(5);
    // Only the newest code is valid: an older one is refused.
    const [newest, older] = h.mailbox.messages('flood@example.com');
    if (older!.code !== newest!.code) {
      const stale = await h.call('POST', '/api/v1/email/verify', { email: 'flood@example.com', otp: older!.code, deviceId });
      expect(stale.body.error?.code).toBe('INVALID_OTP');
    }
    // After the window the address gets codes again.
    h.advance(10 * 60 * 1000);
    expect((await h.call('POST', '/api/v1/email/connect', { email: 'flood@example.com', deviceId })).status).toBe(200);
  });

  it('limits code mails per IP across addresses (20 per window)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await h.call('POST', '/api/v1/email/connect', { email: `user${i}@example.com`, deviceId: newDeviceId() })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('expires a code after 10 minutes (injected clock)', async () => {
    const deviceId = newDeviceId();
    await h.call('POST', '/api/v1/email/connect', { email: 'late@example.com', deviceId });
    const { code } = await h.mailbox.waitFor('late@example.com');
    h.advance(CODE_TTL_MS);
    const late = await h.call('POST', '/api/v1/email/verify', { email: 'late@example.com', otp: code, deviceId });
    expect(late).toEqual({ status: 400, body: { error: { code: 'OTP_EXPIRED', message: 'The code has expired; request a new one' } } });
  });

  it('asks a known account on a new device for approval by mail, then mails the code once', async () => {
    const first = await h.login('dev@example.com');
    const newDevice = newDeviceId();
    const connect = await h.call('POST', '/api/v1/email/connect', { email: 'dev@example.com', deviceId: newDevice });
    expect(connect.body).toEqual({ action: 'VERIFY_DEVICE' });
    const approval = await h.mailbox.waitFor('dev@example.com', (mail) => mail.approveUrl !== undefined);
    expect(approval.approveUrl).toMatch(new RegExp(`^${h.site.url}/device/approve\\?token=`));
    expect((await h.call('POST', '/api/v1/email/device', { email: 'dev@example.com', deviceId: newDevice })).body).toEqual({ approved: false });
    // A code cannot be used from the unapproved device meanwhile: none was mailed for it.
    const page = await fetch(approval.approveUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('This device is approved. You can close this tab.');
    const mailsBefore = h.mailbox.messages('dev@example.com').length;
    expect((await h.call('POST', '/api/v1/email/device', { email: 'dev@example.com', deviceId: newDevice })).body).toEqual({ approved: true });
    expect((await h.call('POST', '/api/v1/email/device', { email: 'dev@example.com', deviceId: newDevice })).body).toEqual({ approved: true });
    const codeMail = await h.mailbox.waitFor('dev@example.com', (mail) => mail.code !== undefined && h.mailbox.messages('dev@example.com').length > mailsBefore);
    const verify = await h.call('POST', '/api/v1/email/verify', { email: 'dev@example.com', otp: codeMail.code, deviceId: newDevice });
    expect(verify.status).toBe(200);
    expect((verify.body as { user: unknown }).user).toEqual(first.user);
    expect(h.mailbox.messages('dev@example.com')).toHaveLength(mailsBefore + 1);
    // A forged token approves nothing.
    const forged = await fetch(`${h.site.url}/device/approve?token=${'A'.repeat(43)}`);
    expect(forged.status).toBe(400);
  });

  it('binds a login code to the device that asked for it', async () => {
    const deviceId = newDeviceId();
    await h.call('POST', '/api/v1/email/connect', { email: 'bound@example.com', deviceId });
    const { code } = await h.mailbox.waitFor('bound@example.com');
    const other = await h.call('POST', '/api/v1/email/verify', { email: 'bound@example.com', otp: code, deviceId: newDeviceId() });
    expect(other.body.error?.code).toBe('INVALID_OTP');
  });

  it('updates the email with a code to the current address, then one to the new address', async () => {
    const { token, user, deviceId } = await h.login('old@example.com');
    expect((await h.call('POST', '/api/v1/email/update', { newEmail: 'New@Example.com' }, { token })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    const primary = await h.mailbox.waitFor('old@example.com', (mail) => mail.text.includes('changing the email'));
    const wrongPrimary = await h.call('POST', '/api/v1/email/update/primary', { otp: wrongCode(primary.code!) }, { token });
    expect(wrongPrimary.body.error?.code).toBe('INVALID_OTP');
    expect((await h.call('POST', '/api/v1/email/update/primary', { otp: primary.code }, { token })).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    const secondary = await h.mailbox.waitFor('new@example.com');
    expect((await h.call('POST', '/api/v1/email/update/secondary', { otp: secondary.code }, { token })).body).toEqual({ email: 'new@example.com' });
    expect((await h.call('GET', '/api/v1/user', undefined, { token })).body).toEqual({ ...user, email: 'new@example.com' });
    // The account now signs in under the new address only.
    expect((await h.login('new@example.com', deviceId)).user.evmAddress).toBe(user.evmAddress);
  });

  it('revokes the session on sign-out and refuses expired or forged tokens (JWT_TOKEN_NOT_VALID)', async () => {
    const expired = { status: 401, body: { error: { code: 'JWT_TOKEN_NOT_VALID', message: 'Session Expired' } } };
    const { token, deviceId } = await h.login('out@example.com');
    expect((await h.call('POST', '/api/v1/sign-out', {}, { token })).body).toEqual({});
    expect(await h.call('GET', '/api/v1/user', undefined, { token })).toEqual(expired);
    expect(await h.call('GET', '/api/v1/user')).toEqual(expired);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await h.call('GET', '/api/v1/user', undefined, { token: forged })).toEqual(expired);
    const fresh = await h.login('out@example.com', deviceId);
    h.advance(7 * 24 * 60 * 60 * 1000);
    expect(await h.call('GET', '/api/v1/user', undefined, { token: fresh.token })).toEqual(expired);
  });

  it('validates every body with a clear 400', async () => {
    const bad = await h.call('POST', '/api/v1/email/connect', { email: 'not-an-email', deviceId: newDeviceId() });
    expect(bad).toEqual({ status: 400, body: { error: { code: 'INVALID_BODY', message: 'Invalid request body: email: Invalid email' } } });
    const extra = await h.call('POST', '/api/v1/email/verify', { email: 'a@example.com', otp: '12345', deviceId: newDeviceId() });
    expect(extra.body.error?.message).toBe('Invalid request body: otp: The code is 6 digits');
    const huge = await h.call('POST', '/api/v1/email/connect', { email: 'a@example.com', deviceId: newDeviceId(), pad: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
  });
});

describe('when the SMTP server is unreachable', () => {
  it('answers 502 MAIL_NOT_SENT and reports the error', async () => {
    const errors: unknown[] = [];
    const down = await startHarness({ smtpUrl: 'smtp://127.0.0.1:9', onError: (error) => errors.push(error) });
    try {
      const answer = await down.call('POST', '/api/v1/email/connect', { email: 'nomail@example.com', deviceId: newDeviceId() });
      expect(answer).toEqual({ status: 502, body: { error: { code: 'MAIL_NOT_SENT', message: 'The email could not be sent; try again later' } } });
      expect(errors).toHaveLength(1);
    } finally {
      await down.stop();
    }
  });
});
