// What the storage-corruption suite does in the page: wipe the origin's storage, write corrupted values (localStorage,
// cookies, the WalletConnect client's IndexedDB store), list what the WalletConnect client keeps, and read whether
// Object.prototype was polluted.
import type { Page } from 'playwright-core';
import { WALLETCONNECT_DB } from './storageCorruptionCases.js';

/** What is written before a load: localStorage and cookie values by key, and IndexedDB values of the WalletConnect store. */
export interface Seed {
  readonly local?: Readonly<Record<string, string>>;
  readonly cookies?: Readonly<Record<string, string>>;
  readonly walletConnect?: Readonly<Record<string, string>>;
}

/** Longest cookie value written (a cookie holds about 4 KB). */
const COOKIE_VALUE_LIMIT = 3000;

/**
 * Empties localStorage, sessionStorage, cookies and every IndexedDB database of the page's origin, then writes `seed`.
 * Runs on a page of the origin that does not start the app, so nothing the app writes can overwrite the seed.
 */
export async function wipeAndSeed(page: Page, seed: Seed): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(
    async ({ seed: input, db, limit }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        await new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => resolve();
          request.onblocked = () => resolve();
        });
      }
      for (const [key, value] of Object.entries(input.local ?? {})) localStorage.setItem(key, value);
      // A lone surrogate has no percent-encoding: it is written as the bytes of one, which do not decode either.
      const encode = (text: string) =>
        Array.from(text.slice(0, limit), (char) => {
          try {
            return encodeURIComponent(char);
          } catch {
            return '%ED%A0%80';
          }
        }).join('');
      for (const [key, value] of Object.entries(input.cookies ?? {})) document.cookie = `${encodeURIComponent(key)}=${encode(value)}; path=/`;
      const entries = Object.entries(input.walletConnect ?? {});
      if (entries.length === 0) return;
      const opened = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(db.name);
        request.onupgradeneeded = () => request.result.createObjectStore(db.store);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = opened.transaction(db.store, 'readwrite');
        for (const [key, value] of entries) transaction.objectStore(db.store).put(value, key);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      });
      opened.close();
    },
    { seed, db: WALLETCONNECT_DB, limit: COOKIE_VALUE_LIMIT },
  );
}

/** The keys the WalletConnect client keeps in its IndexedDB store. */
export function walletConnectKeys(page: Page): Promise<string[]> {
  return page.evaluate(async (db) => {
    const names = (await indexedDB.databases()).map((entry) => entry.name);
    if (!names.includes(db.name)) return [];
    const opened = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(db.name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    if (!opened.objectStoreNames.contains(db.store)) return [];
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = opened.transaction(db.store, 'readonly').objectStore(db.store).getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
    });
    opened.close();
    return keys.map(String);
  }, WALLETCONNECT_DB);
}

/** Properties that reached Object.prototype or Array.prototype (none on a clean page). */
export function prototypePollution(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probe = {} as Record<string, unknown>;
    const found = [...Object.keys(Object.prototype), ...Object.keys(Array.prototype)];
    for (const name of ['polluted', 'isAdmin']) if (probe[name] !== undefined) found.push(name);
    return found;
  });
}
