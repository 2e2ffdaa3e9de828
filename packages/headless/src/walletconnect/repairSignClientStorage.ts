import type { WalletConnectStorage } from './createMemoryKeyValueStorage.js';

/** Where the sign client keeps its records in browsers when no storage is given. */
export const SIGN_CLIENT_INDEXED_DB = { name: 'WALLET_CONNECT_V2_INDEXED_DB', store: 'keyvaluestorage' } as const;

/** A storage key as the sign client's browser storage writes it: separators as ':', never doubled. */
function normalised(key: string): string {
  return key.replace(/[/\\]+/g, ':').replace(/:+/g, ':');
}

/** Whether `key` is one of the sign client's records under `storagePrefix` (and no other app's on the page). */
export function isSignClientKey(key: string, storagePrefix: string): boolean {
  return key.startsWith('wc@2:') && `${normalised(key)}:`.includes(`:${normalised(storagePrefix)}:`);
}

function request<T>(made: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    made.onsuccess = () => resolve(made.result);
    made.onerror = () => reject(made.error ?? new Error('IndexedDB request failed'));
  });
}

async function clearIndexedDb(storagePrefix: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const known = typeof indexedDB.databases === 'function' ? (await indexedDB.databases()).map((entry) => entry.name) : [SIGN_CLIENT_INDEXED_DB.name];
  if (!known.includes(SIGN_CLIENT_INDEXED_DB.name)) return;
  const db = await request(indexedDB.open(SIGN_CLIENT_INDEXED_DB.name));
  try {
    if (!db.objectStoreNames.contains(SIGN_CLIENT_INDEXED_DB.store)) return;
    const store = db.transaction(SIGN_CLIENT_INDEXED_DB.store, 'readwrite').objectStore(SIGN_CLIENT_INDEXED_DB.store);
    const keys = await request(store.getAllKeys());
    await Promise.all(keys.filter((key) => typeof key === 'string' && isSignClientKey(key, storagePrefix)).map((key) => request(store.delete(key))));
  } finally {
    db.close();
  }
}

/** Forgets the shared Core the sign client registered for `storagePrefix` in this realm, releasing what it holds. */
function forgetSharedCore(storagePrefix: string): void {
  const globals = globalThis as Record<string, unknown>;
  const key = `_walletConnectCore_${storagePrefix}`;
  const core = globals[key] as { heartbeat?: { stop?: () => void }; relayer?: { transportClose?: () => Promise<void> } } | undefined;
  delete globals[key];
  delete globals[`${key}_count`];
  try {
    core?.heartbeat?.stop?.();
    void core?.relayer?.transportClose?.().catch(() => {});
  } catch {
    // A Core that failed half-way has nothing more to release.
  }
}

/**
 * Removes every record the sign client keeps under `storagePrefix` (its own storage when one was given, else its
 * IndexedDB store in browsers), and its shared Core: what a sign client that cannot start on corrupted records needs
 * before it starts again, empty. Records of other prefixes (another app on the page) are left alone.
 */
export async function repairSignClientStorage(storage: WalletConnectStorage | undefined, storagePrefix: string): Promise<void> {
  forgetSharedCore(storagePrefix);
  if (storage) {
    const keys = await storage.getKeys();
    await Promise.all(keys.filter((key) => isSignClientKey(key, storagePrefix)).map((key) => storage.removeItem(key)));
    return;
  }
  await clearIndexedDb(storagePrefix);
}
