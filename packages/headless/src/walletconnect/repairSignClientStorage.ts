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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields a record of each list store must have, with their types. */
const LIST_FIELDS: Readonly<Record<string, readonly (readonly [string, 'string' | 'number'])[]>> = {
  session: [['topic', 'string']],
  pairing: [['topic', 'string']],
  proposal: [['id', 'number']],
  subscription: [['id', 'string'], ['topic', 'string']],
  expirer: [['target', 'string'], ['expiry', 'number']],
  history: [['id', 'number'], ['topic', 'string']],
};

/** A stored value as the sign client reads it: JSON text parsed, anything else as it is. */
function readValue(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof value !== 'string') return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Whether a record of the sign client has a shape it can use: the keychain a map of texts, messages a map of maps of
 * texts, each list store (sessions, pairings, proposals, subscriptions, expiries, history) a list of records with
 * their identifying fields. Records of other names are not judged.
 */
export function isUsableRecord(key: string, stored: unknown): boolean {
  const name = key.slice(key.lastIndexOf(':') + 1).replace(/^\/+/, '').split('/').at(-1) ?? '';
  const read = readValue(stored);
  if (!read.ok) return false;
  const { value } = read;
  if (name === 'keychain') return isObject(value) && Object.values(value).every((entry) => typeof entry === 'string');
  if (name === 'messages') {
    return isObject(value) && Object.values(value).every((entry) => isObject(entry) && Object.values(entry).every((text) => typeof text === 'string'));
  }
  const fields = LIST_FIELDS[name];
  if (!fields) return true;
  return Array.isArray(value) && value.every((record) => isObject(record) && fields.every(([field, type]) => typeof record[field] === type));
}

function request<T>(made: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    made.onsuccess = () => resolve(made.result);
    made.onerror = () => reject(made.error ?? new Error('IndexedDB request failed'));
  });
}

/** Removes the records under `storagePrefix` of the sign client's IndexedDB store for which `drop(key, value)` holds. */
async function dropFromIndexedDb(storagePrefix: string, drop: (key: string, value: unknown) => boolean): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const known = typeof indexedDB.databases === 'function' ? (await indexedDB.databases()).map((entry) => entry.name) : [SIGN_CLIENT_INDEXED_DB.name];
  if (!known.includes(SIGN_CLIENT_INDEXED_DB.name)) return;
  const db = await request(indexedDB.open(SIGN_CLIENT_INDEXED_DB.name));
  try {
    if (!db.objectStoreNames.contains(SIGN_CLIENT_INDEXED_DB.store)) return;
    const store = db.transaction(SIGN_CLIENT_INDEXED_DB.store, 'readwrite').objectStore(SIGN_CLIENT_INDEXED_DB.store);
    const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
    const dropped = keys.filter((key, index): key is string => typeof key === 'string' && isSignClientKey(key, storagePrefix) && drop(key, values[index]));
    await Promise.all(dropped.map((key) => request(store.delete(key))));
  } finally {
    db.close();
  }
}

/** Removes the records under `storagePrefix` for which `drop(key, value)` holds, from the given storage or IndexedDB. */
async function dropRecords(storage: WalletConnectStorage | undefined, storagePrefix: string, drop: (key: string, value: unknown) => boolean): Promise<void> {
  if (!storage) {
    await dropFromIndexedDb(storagePrefix, drop);
    return;
  }
  const entries = await storage.getEntries();
  await Promise.all(entries.filter(([key, value]) => isSignClientKey(key, storagePrefix) && drop(key, value)).map(([key]) => storage.removeItem(key)));
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
  await dropRecords(storage, storagePrefix, () => true);
}

/**
 * Before the sign client starts: removes its records under `storagePrefix` whose shape it cannot use (see
 * {@link isUsableRecord}). The client reads such records without complaint and then fails in the middle of a
 * pairing, or hangs; without them it starts as it would on a first visit.
 */
export function dropUnusableRecords(storage: WalletConnectStorage | undefined, storagePrefix: string): Promise<void> {
  return dropRecords(storage, storagePrefix, (key, value) => !isUsableRecord(key, value));
}
