import { createHmac, randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database.js';
import { takeRateLimit } from '../codes/rateLimit.js';
import { CODE_TTL_MS, consumeCode, issueCode } from '../codes/oneTimeCodes.js';
import type { CodeFailure } from '../codes/oneTimeCodes.js';
import type { SiteContext } from '../context.js';
import { HttpError, rateLimited } from '../http/httpError.js';
import { approveDevice, createUser, findUserByEmail, isDeviceApproved, normalizeEmail } from '../users/users.js';

/** An email address field (SPEC section 5: a valid email). */
export const emailField = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email'));
/** A one-time code field: 6 digits. */
export const otpField = z.string().check(z.regex(/^\d{6}$/, 'The code is 6 digits'));
const deviceIdField = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, 'Invalid device id'));

/** Body of connect and device checks. */
export const connectBody = z.strictObject({ email: emailField, deviceId: deviceIdField });
/** Body of code verification. */
export const verifyBody = z.strictObject({ email: emailField, otp: otpField, deviceId: deviceIdField });

const FAILURE_MESSAGES: Record<CodeFailure, string> = {
  INVALID_OTP: 'Invalid code',
  OTP_EXPIRED: 'The code has expired; request a new one',
  TOO_MANY_ATTEMPTS: 'Too many wrong attempts; request a new code',
};

/** The 400 answer for a refused code. */
export function codeError(failure: CodeFailure): HttpError {
  return new HttpError(400, failure, FAILURE_MESSAGES[failure]);
}

/** Counts one mail against the per-email and per-IP limits, or throws 429 RATE_LIMITED. */
export async function takeMailAllowance(ctx: SiteContext, tx: Queryable, email: string, ip: string): Promise<void> {
  const allowed = await takeRateLimit(
    tx,
    [
      { kind: 'mail-email', key: email, max: ctx.limits.perEmail, windowMs: ctx.limits.windowMs },
      { kind: 'mail-ip', key: ip, max: ctx.limits.perIp, windowMs: ctx.limits.windowMs },
    ],
    ctx.now(),
  );
  if (!allowed) throw rateLimited();
}

/** Sends a mail; an SMTP failure becomes 502 MAIL_NOT_SENT (the code stays valid if it arrives later). */
export async function deliver(ctx: SiteContext, sending: Promise<void>): Promise<void> {
  try {
    await sending;
  } catch (error) {
    ctx.onError(error);
    throw new HttpError(502, 'MAIL_NOT_SENT', 'The email could not be sent; try again later');
  }
}

/** Hash under which a device-approval token is stored. */
export function hashApprovalToken(ctx: SiteContext, token: string): string {
  return createHmac('sha256', ctx.keys.codeHashing).update(`device-approval:${token}`).digest('hex');
}

/** `POST /api/v1/email/connect`: mails a login code, or a device-approval link for a known account on a new device. */
export async function connectEmail(ctx: SiteContext, body: z.infer<typeof connectBody>, ip: string): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }> {
  const email = normalizeEmail(body.email);
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, email);
  if (!user || (await isDeviceApproved(ctx.db, user.id, body.deviceId))) {
    const code = await ctx.db.transaction(async (tx) => {
      await takeMailAllowance(ctx, tx, email, ip);
      return issueCode(tx, ctx.keys.codeHashing, email, 'login', { deviceId: body.deviceId }, now);
    });
    await deliver(ctx, ctx.mailer.sendCode(email, code, 'login'));
    return { action: 'VERIFY_OTP' };
  }
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await takeMailAllowance(ctx, tx, email, ip);
    await tx.query(
      'INSERT INTO device_approvals (token_hash, user_id, device_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [hashApprovalToken(ctx, token), user.id, body.deviceId, now, now + CODE_TTL_MS],
    );
  });
  const approveUrl = new URL('device/approve', ctx.publicUrl.endsWith('/') ? ctx.publicUrl : `${ctx.publicUrl}/`);
  approveUrl.searchParams.set('token', token);
  await deliver(ctx, ctx.mailer.sendDeviceApproval(email, approveUrl.href));
  return { action: 'VERIFY_DEVICE' };
}

/**
 * `POST /api/v1/email/device`: `{ approved: false }` until the device is approved; the first answer after the
 * approval mails the login code (once per approval).
 */
export async function checkDevice(ctx: SiteContext, body: z.infer<typeof connectBody>, ip: string): Promise<{ approved: boolean }> {
  const email = normalizeEmail(body.email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !(await isDeviceApproved(ctx.db, user.id, body.deviceId))) return { approved: false };
  const now = ctx.now();
  const code = await ctx.db.transaction(async (tx) => {
    const pending = await tx.query<{ token_hash: string }>(
      `SELECT token_hash FROM device_approvals WHERE user_id = $1 AND device_id = $2 AND approved_at IS NOT NULL
       AND code_sent_at IS NULL FOR UPDATE`,
      [user.id, body.deviceId],
    );
    if (pending.length === 0) return undefined;
    await takeMailAllowance(ctx, tx, email, ip);
    await tx.query('UPDATE device_approvals SET code_sent_at = $3 WHERE user_id = $1 AND device_id = $2', [user.id, body.deviceId, now]);
    return issueCode(tx, ctx.keys.codeHashing, email, 'login', { deviceId: body.deviceId }, now);
  });
  if (code) await deliver(ctx, ctx.mailer.sendCode(email, code, 'login'));
  return { approved: true };
}

/** `GET /device/approve?token=`: approves the device the token was mailed for. True when it did. */
export async function approveDeviceToken(ctx: SiteContext, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: string; device_id: string; expires_at: unknown; approved_at: unknown }>(
      'SELECT user_id, device_id, expires_at, approved_at FROM device_approvals WHERE token_hash = $1 FOR UPDATE',
      [hashApprovalToken(ctx, token)],
    );
    if (!row || Number(row.expires_at) <= now) return false;
    if (row.approved_at === null) {
      await tx.query('UPDATE device_approvals SET approved_at = $2 WHERE token_hash = $1', [hashApprovalToken(ctx, token), now]);
      await approveDevice(tx, row.user_id, row.device_id, now);
    }
    return true;
  });
}

/**
 * `POST /api/v1/email/verify`: checks the login code (bound to the device it was requested from), creates the
 * account and its keys on first login, approves the device and opens a session.
 */
export async function verifyEmail(ctx: SiteContext, body: z.infer<typeof verifyBody>) {
  const email = normalizeEmail(body.email);
  const now = ctx.now();
  const outcome = await ctx.db.transaction((tx) => consumeCode(tx, ctx.keys.codeHashing, email, 'login', body.otp, now, { deviceId: body.deviceId }));
  if (!outcome.ok) throw codeError(outcome.failure);
  const user = (await findUserByEmail(ctx.db, email)) ?? (await createUser(ctx.db, ctx.keys.encryption, email, now));
  await approveDevice(ctx.db, user.id, body.deviceId, now);
  const token = await ctx.sessions.create(user.id);
  return { token, user: { email: user.email, evmAddress: user.evmAddress, solanaAddress: user.solanaAddress } };
}
