import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { openPgliteDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrations.js';
import { deriveServerKeys, generateServerKey, parseServerKey } from '../keys/serverKey.js';
import { findOrCreateUserByIdentity, latestIdentityOf } from './identities.js';
import { createUser, loadSigners } from './users.js';

describe('accounts reached through an outside identity', () => {
  let db: Database;
  const key = deriveServerKeys(parseServerKey(generateServerKey())).encryption;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await runMigrations(db, 1);
  });
  afterAll(async () => db.close());

  it('creates an account with no email on the first login and finds it again, refreshing the username', async () => {
    const first = await findOrCreateUserByIdentity(db, key, { provider: 'github', subject: 'gh-42', username: 'ada' }, 10);
    expect(first).toMatchObject({ email: null, provider: 'github', username: 'ada' });
    expect(first.evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const again = await findOrCreateUserByIdentity(db, key, { provider: 'github', subject: 'gh-42', username: 'ada-l' }, 20);
    expect(again.id).toBe(first.id);
    expect(again.evmAddress).toBe(first.evmAddress);
    expect(await latestIdentityOf(db, first.id)).toEqual({ provider: 'github', username: 'ada-l' });
    // Its keys decrypt and match the addresses shown.
    const signers = await loadSigners(db, key, first.id);
    expect(signers.evm.address).toBe(first.evmAddress);
  });

  it('keeps the same subject at two providers apart, and makes one account for two first logins at once', async () => {
    const google = await findOrCreateUserByIdentity(db, key, { provider: 'google', subject: 'gh-42', username: null }, 30);
    const github = await findOrCreateUserByIdentity(db, key, { provider: 'github', subject: 'gh-42', username: 'ada' }, 31);
    expect(google.id).not.toBe(github.id);
    const [a, b] = await Promise.all([
      findOrCreateUserByIdentity(db, key, { provider: 'farcaster', subject: '1234', username: 'alice' }, 40),
      findOrCreateUserByIdentity(db, key, { provider: 'farcaster', subject: '1234', username: 'alice' }, 40),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('lets several accounts have no email while emails stay unique', async () => {
    const one = await createUser(db, key, 'one@example.com', 50);
    expect((await createUser(db, key, 'one@example.com', 51)).id).toBe(one.id);
    const rows = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM users WHERE email IS NULL');
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(3);
    expect(await latestIdentityOf(db, one.id)).toBeUndefined();
  });
});
