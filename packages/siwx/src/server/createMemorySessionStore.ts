import type { SiwxSession } from '../types.js';
import { addressKey } from './addressKey.js';
import type { SessionStore } from './SessionStore.js';

/** Options of {@link createMemorySessionStore}. */
export interface MemorySessionStoreOptions {
  /** Time source in milliseconds (default `Date.now`). */
  readonly now?: () => number;
}

/** Expired sessions are swept at most this often. */
const SWEEP_INTERVAL_MS = 1_000;

/**
 * A session store in this process's memory: for a single server process (tests, development, one-instance
 * deployments). Sessions vanish when their `expiresAt` passes, and with the process.
 */
export function createMemorySessionStore(options: MemorySessionStoreOptions = {}): SessionStore {
  const now = options.now ?? Date.now;
  const sessions = new Map<string, { readonly session: SiwxSession; readonly expiresAt: number }>();
  const byAddress = new Map<string, Set<string>>();
  let lastSweep = Number.NEGATIVE_INFINITY;

  function remove(id: string): void {
    const entry = sessions.get(id);
    if (!entry) return;
    sessions.delete(id);
    const key = addressKey(entry.session.address);
    const ids = byAddress.get(key);
    ids?.delete(id);
    if (ids?.size === 0) byAddress.delete(key);
  }

  function sweep(at: number): void {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    for (const [id, entry] of sessions) if (entry.expiresAt <= at) remove(id);
  }

  function live(id: string, at: number): SiwxSession | undefined {
    const entry = sessions.get(id);
    if (entry && entry.expiresAt <= at) {
      remove(id);
      return undefined;
    }
    return entry?.session;
  }

  return {
    put(session) {
      const expiresAt = Date.parse(session.expiresAt);
      if (Number.isNaN(expiresAt)) return Promise.reject(new TypeError(`Session expiresAt is not a date: ${session.expiresAt}`));
      const at = now();
      sweep(at);
      if (expiresAt <= at) return Promise.resolve();
      remove(session.id);
      sessions.set(session.id, { session, expiresAt });
      const key = addressKey(session.address);
      const ids = byAddress.get(key) ?? new Set<string>();
      ids.add(session.id);
      byAddress.set(key, ids);
      return Promise.resolve();
    },
    get(id) {
      return Promise.resolve(live(id, now()));
    },
    listByAddress(address) {
      const at = now();
      const found = [...(byAddress.get(addressKey(address)) ?? [])]
        .map((id) => live(id, at))
        .filter((session): session is SiwxSession => session !== undefined)
        .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
      return Promise.resolve(found);
    },
    delete(id) {
      remove(id);
      return Promise.resolve();
    },
  };
}
