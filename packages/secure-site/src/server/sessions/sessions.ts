import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../db/database.js';
import { toMillis } from '../db/database.js';

/** Default session lifetime: 7 days. */
export const DEFAULT_SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Issues and checks the session tokens (HS256 JWTs, each also recorded in the sessions table). */
export interface SessionStore {
  /** Creates a session for `userId` and returns its token. */
  create(userId: string): Promise<string>;
  /** The user id of a valid, unrevoked, unexpired token; undefined otherwise. */
  verify(token: string): Promise<{ userId: string; jti: string } | undefined>;
  /** Revokes the session of `jti`. */
  revoke(jti: string): Promise<void>;
}

/** Creates the session store over `db`, signing with `key`, reading the time from `now`. */
export function createSessionStore(db: Queryable, key: Buffer, ttlSeconds: number, now: () => number): SessionStore {
  return {
    async create(userId) {
      const jti = randomUUID();
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      await db.query('INSERT INTO sessions (jti, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [jti, userId, now(), expiresAt * 1000]);
      return new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(userId).setJti(jti).setIssuedAt(issuedAt).setExpirationTime(expiresAt).sign(key);
    },
    async verify(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now()) }));
      } catch {
        return undefined;
      }
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return undefined;
      const [row] = await db.query<{ user_id: string; expires_at: unknown; revoked_at: unknown }>(
        'SELECT user_id, expires_at, revoked_at FROM sessions WHERE jti = $1',
        [payload.jti],
      );
      if (!row || row.revoked_at !== null || toMillis(row.expires_at) <= now() || row.user_id !== payload.sub) return undefined;
      return { userId: row.user_id, jti: payload.jti };
    },
    async revoke(jti) {
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE jti = $1 AND revoked_at IS NULL', [jti, now()]);
    },
  };
}
