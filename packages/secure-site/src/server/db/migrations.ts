import type { Database } from './database.js';

/** Key of the transaction-level advisory lock that serialises migrations between instances starting at once. */
const MIGRATION_LOCK_KEY = 7_300_415_001;

/**
 * The schema, one entry per version, applied in order and recorded in `secure_site_migrations`. Times are epoch
 * milliseconds (BIGINT) so that an injected clock drives every expiry the same way.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    evm_address TEXT NOT NULL,
    solana_address TEXT NOT NULL,
    evm_key_enc TEXT NOT NULL,
    solana_key_enc TEXT NOT NULL,
    created_at BIGINT NOT NULL
  );
  CREATE TABLE devices (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    device_id TEXT NOT NULL,
    approved_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, device_id)
  );
  CREATE TABLE one_time_codes (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'update-primary', 'update-secondary')),
    code_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    used_at BIGINT,
    device_id TEXT,
    user_id TEXT,
    new_email TEXT
  );
  CREATE INDEX one_time_codes_email_purpose ON one_time_codes (email, purpose, created_at);
  CREATE TABLE device_approvals (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    device_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    approved_at BIGINT,
    code_sent_at BIGINT
  );
  CREATE INDEX device_approvals_device ON device_approvals (user_id, device_id);
  CREATE TABLE sessions (
    jti TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT
  );
  CREATE TABLE rate_limit_events (
    id BIGSERIAL PRIMARY KEY,
    kind TEXT NOT NULL,
    key TEXT NOT NULL,
    at BIGINT NOT NULL
  );
  CREATE INDEX rate_limit_events_lookup ON rate_limit_events (kind, key, at);
  CREATE TABLE wallet_calls (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    chain_id TEXT NOT NULL,
    hashes TEXT NOT NULL,
    created_at BIGINT NOT NULL
  );
  `,
  // Accounts reached without an email (a social provider or Farcaster): the email becomes optional and each
  // outside identity (provider + its subject) points at one account.
  `
  ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
  CREATE TABLE identities (
    provider TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    username TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (provider, subject)
  );
  CREATE INDEX identities_user ON identities (user_id);
  `,
  // Social logins between their start and the frame picking up the result: the state and the frame's pickup
  // secret stored only hashed, the PKCE verifier and nonce checked on the callback.
  `
  CREATE TABLE social_logins (
    state_hash TEXT PRIMARY KEY,
    pickup_hash TEXT NOT NULL UNIQUE,
    provider TEXT NOT NULL,
    project_id TEXT NOT NULL,
    parent_origin TEXT NOT NULL,
    code_verifier TEXT NOT NULL,
    nonce TEXT NOT NULL,
    return_to TEXT,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    callback_at BIGINT,
    user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
    username TEXT,
    error_code TEXT,
    error_message TEXT,
    picked_up_at BIGINT
  );
  CREATE INDEX social_logins_expiry ON social_logins (expires_at);
  `,
  // Sign In With Farcaster channels the secure site opened at the relay: the relay's token only hashed, the nonce
  // the signed message must carry, who asked, and when the channel was used up (a second use is refused).
  `
  CREATE TABLE farcaster_channels (
    token_hash TEXT PRIMARY KEY,
    nonce TEXT NOT NULL,
    project_id TEXT NOT NULL,
    parent_origin TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
  );
  CREATE INDEX farcaster_channels_expiry ON farcaster_channels (expires_at);
  `,
];

/**
 * Brings the schema up to date. All of it runs in one transaction holding an advisory lock, so two instances
 * starting on one PostgreSQL database apply each migration once: the second waits, then finds nothing to do.
 */
export async function runMigrations(db: Database, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query('CREATE TABLE IF NOT EXISTS secure_site_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)');
    const rows = await tx.query<{ version: number }>('SELECT version FROM secure_site_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    let count = 0;
    for (const [index, sql] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      for (const statement of sql.split(';').map((part) => part.trim()).filter(Boolean)) await tx.query(statement);
      await tx.query('INSERT INTO secure_site_migrations (version, applied_at) VALUES ($1, $2)', [version, now]);
      count += 1;
    }
    return count;
  });
}
