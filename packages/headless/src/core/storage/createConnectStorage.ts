import type { StorageBackend } from './StorageBackend.js';
import {
  MAX_STORED_VALUE_LENGTH,
  STORAGE_PREFIX,
  backendKey,
  storageKeys,
} from './storageKeys.js';
import type { StorageCodec, StorageKey, StorageValue } from './storageKeys.js';

/** Why a stored value was discarded or could not be written. */
export interface StorageProblem {
  readonly key: StorageKey;
  readonly kind: 'corrupted' | 'write-failed' | 'read-failed';
  readonly error?: unknown;
}

/** Typed access to every stored value: reads are parsed, corrupted values removed, failed writes survived. */
export interface ConnectStorage {
  get<K extends StorageKey>(key: K): StorageValue<K> | undefined;
  /** Writes a value; returns false when the backend refused it (quota, blocked storage). */
  set<K extends StorageKey>(key: K, value: StorageValue<K>): boolean;
  remove(key: StorageKey): void;
  /** Calls `listener` with the parsed new value when another tab changes `key`. */
  subscribe<K extends StorageKey>(key: K, listener: (value: StorageValue<K> | undefined) => void): () => void;
  /** Reads every key once, removing whatever is corrupted; returns the keys that were removed. */
  sweep(): StorageKey[];
  readonly backend: StorageBackend;
}

const ALL_KEYS = Object.keys(storageKeys) as StorageKey[];

function decodeValue<K extends StorageKey>(key: K, raw: string): { ok: true; value: StorageValue<K> } | { ok: false; error?: unknown } {
  if (raw.length > MAX_STORED_VALUE_LENGTH) return { ok: false, error: new Error('Stored value too large') };
  const codec = storageKeys[key] as unknown as StorageCodec<StorageValue<K>>;
  let decoded: unknown;
  try {
    decoded = codec.decode(raw);
  } catch (error) {
    return { ok: false, error };
  }
  const result = codec.schema.safeParse(decoded);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error };
}

/** Creates the typed storage over a backend. `onProblem` hears about discarded values and failed writes. */
export function createConnectStorage(
  backend: StorageBackend,
  onProblem: (problem: StorageProblem) => void = () => {},
): ConnectStorage {
  const discard = (key: StorageKey, error: unknown) => {
    try {
      backend.removeItem(backendKey(key));
    } catch {
      // A value that cannot be removed is still ignored on every read.
    }
    onProblem({ key, kind: 'corrupted', error });
  };

  const get = <K extends StorageKey>(key: K): StorageValue<K> | undefined => {
    let raw: string | null;
    try {
      raw = backend.getItem(backendKey(key));
    } catch (error) {
      onProblem({ key, kind: 'read-failed', error });
      return undefined;
    }
    if (raw === null || raw === undefined) return undefined;
    if (typeof raw !== 'string') {
      discard(key, new Error('Stored value is not text'));
      return undefined;
    }
    const result = decodeValue(key, raw);
    if (result.ok) return result.value;
    discard(key, result.error);
    return undefined;
  };

  return {
    backend,
    get,
    set(key, value) {
      const codec = storageKeys[key] as unknown as StorageCodec<typeof value>;
      const checked = codec.schema.safeParse(value);
      if (!checked.success) {
        onProblem({ key, kind: 'write-failed', error: checked.error });
        return false;
      }
      try {
        backend.setItem(backendKey(key), codec.encode(checked.data));
        return true;
      } catch (error) {
        onProblem({ key, kind: 'write-failed', error });
        return false;
      }
    },
    remove(key) {
      try {
        backend.removeItem(backendKey(key));
      } catch (error) {
        onProblem({ key, kind: 'write-failed', error });
      }
    },
    subscribe(key, listener) {
      if (!backend.subscribe) return () => {};
      const wanted = backendKey(key);
      return backend.subscribe((changedKey, newValue) => {
        // A null key means the other tab cleared all storage.
        if (changedKey !== null && changedKey !== wanted) return;
        if (newValue === null || changedKey === null) {
          listener(undefined);
          return;
        }
        const result = decodeValue(key, newValue);
        listener(result.ok ? result.value : undefined);
      });
    },
    sweep() {
      const removed: StorageKey[] = [];
      for (const key of ALL_KEYS) {
        let raw: string | null = null;
        try {
          raw = backend.getItem(backendKey(key));
        } catch {
          continue;
        }
        if (raw !== null && get(key) === undefined) removed.push(key);
      }
      return removed;
    },
  };
}

export { STORAGE_PREFIX };
