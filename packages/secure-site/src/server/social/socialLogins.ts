import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { SocialProviderId } from './providers.js';

/** A social login between its start and the frame picking its result up. */
export interface SocialLoginRow {
  state_hash: string;
  provider: SocialProviderId;
  project_id: string;
  parent_origin: string;
  code_verifier: string;
  nonce: string;
  return_to: string | null;
  expires_at: unknown;
  callback_at: unknown;
  user_id: string | null;
  username: string | null;
  error_code: string | null;
  error_message: string | null;
  picked_up_at: unknown;
}

/** A social login expires this long after it started (the person may take a while at the provider). */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60 * 1000;

/** SHA-256 in hex: the state and the frame's pickup secret are stored only hashed. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Records a started login. */
export async function insertSocialLogin(
  db: Queryable,
  login: { stateHash: string; pickupHash: string; provider: SocialProviderId; projectId: string; parentOrigin: string; codeVerifier: string; nonce: string; returnTo: string | null },
  now: number,
): Promise<void> {
  // Finished or abandoned logins are not kept past their expiry.
  await db.query('DELETE FROM social_logins WHERE expires_at <= $1', [now]);
  await db.query(
    `INSERT INTO social_logins (state_hash, pickup_hash, provider, project_id, parent_origin, code_verifier, nonce, return_to, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [login.stateHash, login.pickupHash, login.provider, login.projectId, login.parentOrigin, login.codeVerifier, login.nonce, login.returnTo, now, now + SOCIAL_LOGIN_TTL_MS],
  );
}

/** Takes the login of a callback's state, once: a second callback with the same state (a replay) finds nothing. */
export async function claimCallback(db: Queryable, state: string, now: number): Promise<SocialLoginRow | undefined> {
  const [row] = await db.query<SocialLoginRow>(
    'UPDATE social_logins SET callback_at = $2 WHERE state_hash = $1 AND callback_at IS NULL AND expires_at > $2 RETURNING *',
    [sha256Hex(state), now],
  );
  return row;
}

/** Records the callback's outcome: the account it reached, or the error to show. */
export async function recordOutcome(db: Queryable, stateHash: string, outcome: { userId: string; username: string | null } | { code: string; message: string }): Promise<void> {
  if ('userId' in outcome) await db.query('UPDATE social_logins SET user_id = $2, username = $3 WHERE state_hash = $1', [stateHash, outcome.userId, outcome.username]);
  else await db.query('UPDATE social_logins SET error_code = $2, error_message = $3 WHERE state_hash = $1', [stateHash, outcome.code, outcome.message.slice(0, 500)]);
}

/** The login whose pickup secret is `secret`. */
export async function findByPickup(db: Queryable, secret: string): Promise<SocialLoginRow | undefined> {
  const [row] = await db.query<SocialLoginRow>('SELECT * FROM social_logins WHERE pickup_hash = $1', [sha256Hex(secret)]);
  return row;
}

/** Marks the result picked up, once; false when it was picked up already. */
export async function markPickedUp(db: Queryable, stateHash: string, now: number): Promise<boolean> {
  const rows = await db.query('UPDATE social_logins SET picked_up_at = $2 WHERE state_hash = $1 AND picked_up_at IS NULL RETURNING state_hash', [stateHash, now]);
  return rows.length > 0;
}

/** Removes a login whose error was reported. */
export async function deleteSocialLogin(db: Queryable, stateHash: string): Promise<void> {
  await db.query('DELETE FROM social_logins WHERE state_hash = $1', [stateHash]);
}
