import type { NonceConsumeResult, NonceStore } from './NonceStore.js';

/** Options of {@link createMemoryNonceStore}. */
export interface MemoryNonceStoreOptions {
  /** Time source in milliseconds (default `Date.now`). */
  readonly now?: () => number;
}

interface NonceEntry {
  used: boolean;
  readonly expiresAt: number;
}

/** Expired entries are swept at most this often, so a burst of issues costs no full scan each. */
const SWEEP_INTERVAL_MS = 1_000;

/**
 * A nonce store in this process's memory: for a single server process (tests, development, one-instance
 * deployments). Servers on several processes must share a store such as {@link createRedisNonceStore}.
 */
export function createMemoryNonceStore(options: MemoryNonceStoreOptions = {}): NonceStore {
  const now = options.now ?? Date.now;
  const entries = new Map<string, NonceEntry>();
  let lastSweep = Number.NEGATIVE_INFINITY;

  function sweep(at: number): void {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    for (const [nonce, entry] of entries) if (entry.expiresAt <= at) entries.delete(nonce);
  }

  function live(nonce: string, at: number): NonceEntry | undefined {
    const entry = entries.get(nonce);
    if (entry && entry.expiresAt <= at) {
      entries.delete(nonce);
      return undefined;
    }
    return entry;
  }

  return {
    issue(nonce, ttlMs) {
      if (!(ttlMs > 0) || !Number.isFinite(ttlMs)) return Promise.reject(new RangeError(`Nonce time to live must be a positive number of milliseconds, got ${ttlMs}`));
      const at = now();
      sweep(at);
      if (live(nonce, at)) return Promise.reject(new Error('Nonce already issued: a nonce is issued once'));
      entries.set(nonce, { used: false, expiresAt: at + ttlMs });
      return Promise.resolve();
    },
    consume(nonce) {
      // The check and the update run in one synchronous step, so concurrent callers in this process see one 'ok'.
      const entry = live(nonce, now());
      let result: NonceConsumeResult = 'unknown';
      if (entry?.used) result = 'used';
      else if (entry) {
        entry.used = true;
        result = 'ok';
      }
      return Promise.resolve(result);
    },
  };
}
