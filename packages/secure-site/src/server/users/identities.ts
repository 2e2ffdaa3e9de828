import type { Database } from '../db/database.js';
import type { PublicUser } from './users.js';
import { createUserWithoutEmail, findUserById } from './users.js';

/** Where an outside identity comes from: a social provider of SPEC section 5, or Farcaster. */
export type IdentityProvider = 'google' | 'x' | 'discord' | 'github' | 'apple' | 'facebook' | 'farcaster';

/** An identity proven by an outside provider: its subject (the provider's stable user id) and display name. */
export interface OutsideIdentity {
  provider: IdentityProvider;
  /** The provider's stable id of the person (OpenID `sub`, a Farcaster fid). */
  subject: string;
  /** The name to show (SPEC's social username); null when the provider gives none. */
  username: string | null;
}

/** An account reached through an outside identity, with the identity's provider and username. */
export interface IdentityUser extends PublicUser {
  provider: IdentityProvider;
  username: string | null;
}

interface IdentityRow {
  user_id: string;
  username: string | null;
}

/**
 * The account of `identity`, created with fresh keys on its first login. The username is refreshed on every
 * login (people rename themselves). Runs in one transaction so two first logins at once make one account.
 */
export async function findOrCreateUserByIdentity(db: Database, encryptionKey: Buffer, identity: OutsideIdentity, now: number): Promise<IdentityUser> {
  const userId = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`identity:${identity.provider}:${identity.subject}`]);
    const [row] = await tx.query<IdentityRow>('SELECT user_id, username FROM identities WHERE provider = $1 AND subject = $2', [identity.provider, identity.subject]);
    if (row) {
      await tx.query('UPDATE identities SET username = $3, updated_at = $4 WHERE provider = $1 AND subject = $2', [identity.provider, identity.subject, identity.username, now]);
      return row.user_id;
    }
    const user = await createUserWithoutEmail(tx, encryptionKey, now);
    await tx.query(
      'INSERT INTO identities (provider, subject, user_id, username, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)',
      [identity.provider, identity.subject, user.id, identity.username, now],
    );
    return user.id;
  });
  const user = await findUserById(db, userId);
  if (!user) throw new Error('The account could not be created');
  return { ...user, provider: identity.provider, username: identity.username };
}

/** The identity a user most recently logged in with, if the account has any (for GET /api/v1/user). */
export async function latestIdentityOf(db: Database, userId: string): Promise<{ provider: IdentityProvider; username: string | null } | undefined> {
  const [row] = await db.query<{ provider: IdentityProvider; username: string | null }>(
    'SELECT provider, username FROM identities WHERE user_id = $1 ORDER BY updated_at DESC LIMIT 1',
    [userId],
  );
  return row;
}
