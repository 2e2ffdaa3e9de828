import * as z from 'zod/mini';
import { consumeCode, issueCode } from '../codes/oneTimeCodes.js';
import type { SiteContext } from '../context.js';
import { HttpError } from '../http/httpError.js';
import { findUserByEmail, findUserById, normalizeEmail } from '../users/users.js';
import type { PublicUser } from '../users/users.js';
import { codeError, deliver, emailField, otpField, takeMailAllowance } from './email.js';

/** Body of `POST /api/v1/email/update`. */
export const updateBody = z.strictObject({ newEmail: emailField });
/** Body of the two code steps of an email update. */
export const updateOtpBody = z.strictObject({ otp: otpField });

/** `GET /api/v1/user`: the signed-in account. */
export function publicUser(user: PublicUser) {
  return { email: user.email, evmAddress: user.evmAddress, solanaAddress: user.solanaAddress };
}

/** The account's email, or 400 NO_EMAIL for an account reached through a social provider or Farcaster. */
function currentEmail(user: PublicUser): string {
  if (user.email === null) throw new HttpError(400, 'NO_EMAIL', 'This account has no email address to update');
  return user.email;
}

/** `POST /api/v1/email/update`: mails a code to the current address, remembering the new one. */
export async function startEmailUpdate(ctx: SiteContext, user: PublicUser, body: z.infer<typeof updateBody>, ip: string) {
  const newEmail = normalizeEmail(body.newEmail);
  const email = currentEmail(user);
  if (newEmail === email) throw new HttpError(400, 'SAME_EMAIL', 'The new email address is the current one');
  if (await findUserByEmail(ctx.db, newEmail)) throw new HttpError(409, 'EMAIL_TAKEN', 'Another account uses this email address');
  const now = ctx.now();
  const code = await ctx.db.transaction(async (tx) => {
    await takeMailAllowance(ctx, tx, email, ip);
    return issueCode(tx, ctx.keys.codeHashing, email, 'update-primary', { userId: user.id, newEmail }, now);
  });
  await deliver(ctx, ctx.mailer.sendCode(email, code, 'update-primary'));
  return { action: 'VERIFY_PRIMARY_OTP' as const };
}

/** `POST /api/v1/email/update/primary`: checks the current address's code, then mails one to the new address. */
export async function confirmPrimary(ctx: SiteContext, user: PublicUser, body: z.infer<typeof updateOtpBody>, ip: string) {
  const now = ctx.now();
  const email = currentEmail(user);
  const outcome = await ctx.db.transaction((tx) => consumeCode(tx, ctx.keys.codeHashing, email, 'update-primary', body.otp, now, { userId: user.id }));
  if (!outcome.ok) throw codeError(outcome.failure);
  const newEmail = outcome.code.newEmail;
  if (!newEmail) throw new HttpError(400, 'INVALID_OTP', 'Invalid code');
  const code = await ctx.db.transaction(async (tx) => {
    await takeMailAllowance(ctx, tx, newEmail, ip);
    return issueCode(tx, ctx.keys.codeHashing, newEmail, 'update-secondary', { userId: user.id, newEmail }, now);
  });
  await deliver(ctx, ctx.mailer.sendCode(newEmail, code, 'update-secondary'));
  return { action: 'VERIFY_SECONDARY_OTP' as const };
}

/** `POST /api/v1/email/update/secondary`: checks the new address's code and moves the account to it. */
export async function confirmSecondary(ctx: SiteContext, user: PublicUser, body: z.infer<typeof updateOtpBody>) {
  const now = ctx.now();
  const [pending] = await ctx.db.query<{ new_email: string }>(
    `SELECT new_email FROM one_time_codes WHERE user_id = $1 AND purpose = 'update-secondary' AND used_at IS NULL
     ORDER BY created_at DESC LIMIT 1`,
    [user.id],
  );
  if (!pending) throw codeError('INVALID_OTP');
  const newEmail = pending.new_email;
  const outcome = await ctx.db.transaction((tx) => consumeCode(tx, ctx.keys.codeHashing, newEmail, 'update-secondary', body.otp, now, { userId: user.id }));
  if (!outcome.ok) throw codeError(outcome.failure);
  try {
    await ctx.db.query('UPDATE users SET email = $2 WHERE id = $1', [user.id, newEmail]);
  } catch {
    throw new HttpError(409, 'EMAIL_TAKEN', 'Another account uses this email address');
  }
  const updated = await findUserById(ctx.db, user.id);
  return { email: updated?.email ?? newEmail };
}
