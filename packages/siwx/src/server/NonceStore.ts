/** What consuming a nonce found: `ok` (issued and now used), `unknown` (never issued or expired) or `used` (already consumed). */
export type NonceConsumeResult = 'ok' | 'unknown' | 'used';

/**
 * Where a server keeps the nonces it issued. `consume` must be atomic: of any number of concurrent calls for one
 * nonce, across every server sharing the store, exactly one resolves `'ok'`. A consumed nonce is kept, as used,
 * until its time to live ends, so a replay is told apart from a nonce that was never issued.
 */
export interface NonceStore {
  /** Records a freshly issued nonce for `ttlMs` milliseconds; refuses a nonce the store already holds. */
  issue(nonce: string, ttlMs: number): Promise<void>;
  /** Marks an issued nonce as used, once. */
  consume(nonce: string): Promise<NonceConsumeResult>;
}
