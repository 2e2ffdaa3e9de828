import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { toMillis } from '../db/database.js';
import type { CodePurpose } from '../mail/mailer.js';

/** How long a code is valid. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong attempts a code survives; the attempt after them is refused even with the right code. */
export const MAX_CODE_ATTEMPTS = 5;

/** Who a code is for, besides its email address and purpose. */
export interface CodeBinding {
  deviceId?: string;
  userId?: string;
  newEmail?: string;
}

/** A verified code's row. */
export interface UsedCode {
  id: string;
  email: string;
  deviceId: string | null;
  userId: string | null;
  newEmail: string | null;
}

/** Why a code was refused. */
export type CodeFailure = 'INVALID_OTP' | 'OTP_EXPIRED' | 'TOO_MANY_ATTEMPTS';

/** A new 6-digit code, uniformly drawn with cryptographic randomness (leading zeros kept). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** HMAC-SHA256 of the code under the code-hashing key, bound to the code's row id. */
export function hashCode(key: Buffer, id: string, code: string): string {
  return createHmac('sha256', key).update(`${id}:${code}`).digest('hex');
}

/**
 * Stores a new code (hashed) for `email` and `purpose` and invalidates older unused ones for the same pair.
 * Returns the plaintext code to mail.
 */
export async function issueCode(
  tx: Queryable,
  hashKey: Buffer,
  email: string,
  purpose: CodePurpose,
  binding: CodeBinding,
  now: number,
): Promise<string> {
  const code = generateCode();
  const id = randomUUID();
  await tx.query('UPDATE one_time_codes SET used_at = $3 WHERE email = $1 AND purpose = $2 AND used_at IS NULL', [email, purpose, now]);
  await tx.query(
    `INSERT INTO one_time_codes (id, email, purpose, code_hash, created_at, expires_at, attempts, device_id, user_id, new_email)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9)`,
    [id, email, purpose, hashCode(hashKey, id, code), now, now + CODE_TTL_MS, binding.deviceId ?? null, binding.userId ?? null, binding.newEmail ?? null],
  );
  return code;
}

interface CodeRow {
  id: string;
  email: string;
  code_hash: string;
  expires_at: unknown;
  attempts: number;
  device_id: string | null;
  user_id: string | null;
  new_email: string | null;
}

/**
 * Checks `code` against the newest unused code for `email` and `purpose` (locking its row). A wrong code counts
 * an attempt (and stays counted: run this in a transaction that commits on failure too); from the sixth attempt
 * on the code is refused whatever is given. The right code is marked used, so it works once. `expected` binds the
 * code to the device or account it was mailed for.
 */
export async function consumeCode(
  tx: Queryable,
  hashKey: Buffer,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: number,
  expected: { deviceId?: string; userId?: string } = {},
): Promise<{ ok: true; code: UsedCode } | { ok: false; failure: CodeFailure }> {
  const [row] = await tx.query<CodeRow>(
    `SELECT id, email, code_hash, expires_at, attempts, device_id, user_id, new_email FROM one_time_codes
     WHERE email = $1 AND purpose = $2 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [email, purpose],
  );
  if (!row) return { ok: false, failure: 'INVALID_OTP' };
  if (Number(row.attempts) >= MAX_CODE_ATTEMPTS) return { ok: false, failure: 'TOO_MANY_ATTEMPTS' };
  if (toMillis(row.expires_at) <= now) return { ok: false, failure: 'OTP_EXPIRED' };
  const given = Buffer.from(hashCode(hashKey, row.id, code), 'hex');
  const stored = Buffer.from(row.code_hash, 'hex');
  // A code mailed for another device or account is wrong here, whatever its digits.
  const bound = (expected.deviceId === undefined || row.device_id === expected.deviceId) && (expected.userId === undefined || row.user_id === expected.userId);
  if (!bound || given.length !== stored.length || !timingSafeEqual(given, stored)) {
    await tx.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return { ok: false, failure: 'INVALID_OTP' };
  }
  await tx.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
  return { ok: true, code: { id: row.id, email: row.email, deviceId: row.device_id, userId: row.user_id, newEmail: row.new_email } };
}
