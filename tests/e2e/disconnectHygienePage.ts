// What the disconnect-hygiene suite reads of a page or frame: every localStorage and sessionStorage entry, and every
// record of every IndexedDB database and object store, as text; and the secrets a live WalletConnect session keeps.
import type { Frame, Page } from 'playwright-core';

/** One stored entry: where it is, its key and its value as text. */
export interface StoredEntry {
  readonly where: string;
  readonly key: string;
  readonly value: string;
}

/** Every entry of the page's (or frame's) localStorage, sessionStorage and IndexedDB databases. */
export function storedEntries(target: Page | Frame): Promise<StoredEntry[]> {
  return target.evaluate(async () => {
    const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));
    const entries: { where: string; key: string; value: string }[] = [];
    for (const [where, area] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (const key of Object.keys(area)) entries.push({ where, key, value: area.getItem(key) ?? '' });
    }
    const request = <T>(made: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        made.onsuccess = () => resolve(made.result);
        made.onerror = () => reject(made.error ?? new Error('IndexedDB request failed'));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const objects = db.transaction(store, 'readonly').objectStore(store);
        const [keys, values] = await Promise.all([request(objects.getAllKeys()), request(objects.getAll())]);
        keys.forEach((key, index) => entries.push({ where: `indexedDB:${name}/${store}`, key: String(key), value: text(values[index]) }));
      }
      db.close();
    }
    return entries;
  });
}

/** A key of the WalletConnect keychain that holds a topic's symmetric key or a key pair's private key. */
const TOPIC_KEY = /^[0-9a-f]{64}$/i;

function parsed(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The secrets of a live WalletConnect session in the sign client's store: topics, symmetric keys, private keys. */
export function walletConnectSecrets(entries: readonly StoredEntry[]): string[] {
  const secrets = new Set<string>();
  for (const entry of entries) {
    if (!entry.key.startsWith('wc@2:')) continue;
    const value = parsed(entry.value);
    if (entry.key.endsWith('keychain') && value && typeof value === 'object') {
      for (const [tag, key] of Object.entries(value)) {
        if (TOPIC_KEY.test(tag)) {
          secrets.add(tag);
          if (typeof key === 'string') secrets.add(key);
        }
      }
    }
    if ((entry.key.endsWith(':session') || entry.key.endsWith(':pairing')) && Array.isArray(value)) {
      for (const record of value as { topic?: unknown; pairingTopic?: unknown }[]) {
        if (typeof record.topic === 'string') secrets.add(record.topic);
        if (typeof record.pairingTopic === 'string') secrets.add(record.pairingTopic);
      }
    }
  }
  return [...secrets];
}

/** Why an entry is a secret left behind, or undefined. `known` are the secrets read while connected. */
export function secretIn(entry: StoredEntry, known: readonly string[]): string | undefined {
  const { key, value } = entry;
  if (/eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\./.test(value) || /eyJ[A-Za-z0-9_-]{8,}\.eyJ/.test(key)) return 'a JWT';
  for (const secret of known) {
    // A short secret (a six-digit code) counts on its own, not as digits inside a hash or a timestamp.
    const pattern = new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
    if (pattern.test(value) || pattern.test(key)) return `a secret read while connected (${secret.slice(0, 6)}…)`;
  }
  const value_ = parsed(value);
  if (key.startsWith('wc@2:') && key.endsWith('keychain') && value_ && typeof value_ === 'object') {
    if (Object.keys(value_).some((tag) => TOPIC_KEY.test(tag))) return 'a WalletConnect keychain key of a topic';
  }
  if (key.startsWith('wc@2:') && /:(session|pairing|proposal)$/.test(key) && Array.isArray(value_) && value_.length > 0) {
    return 'a WalletConnect session, pairing or proposal';
  }
  if (key === '@connect-modal/connection') return 'the connection record';
  return undefined;
}
