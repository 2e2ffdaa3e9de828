import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** One limit: at most `max` events of `kind` per key within `windowMs`. */
export interface RateLimitRule {
  readonly kind: string;
  readonly key: string;
  readonly max: number;
  readonly windowMs: number;
}

function lockKey(rule: RateLimitRule): string {
  // A signed 64-bit number from the rule's kind and key, for pg_advisory_xact_lock.
  return createHash('sha256').update(`${rule.kind}\0${rule.key}`).digest().readBigInt64BE(0).toString();
}

/**
 * Records one event under every rule when all of them still have room, else records nothing and returns false.
 * Run inside a transaction: advisory locks on each (kind, key) make the count-then-insert exact across instances
 * sharing one database. Events older than the longest window are deleted on the way.
 */
export async function takeRateLimit(tx: Queryable, rules: readonly RateLimitRule[], now: number): Promise<boolean> {
  const ordered = [...rules].sort((a, b) => lockKey(a).localeCompare(lockKey(b)));
  for (const rule of ordered) await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [lockKey(rule)]);
  for (const rule of rules) {
    const rows = await tx.query<{ count: unknown }>(
      'SELECT count(*) AS count FROM rate_limit_events WHERE kind = $1 AND key = $2 AND at > $3',
      [rule.kind, rule.key, now - rule.windowMs],
    );
    if (Number(rows[0]?.count ?? 0) >= rule.max) return false;
  }
  for (const rule of rules) {
    await tx.query('DELETE FROM rate_limit_events WHERE kind = $1 AND key = $2 AND at <= $3', [rule.kind, rule.key, now - rule.windowMs]);
    await tx.query('INSERT INTO rate_limit_events (kind, key, at) VALUES ($1, $2, $3)', [rule.kind, rule.key, now]);
  }
  return true;
}
