/** Where the sign client keeps its keys, pairings and sessions (the shape of its key-value storage). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/**
 * A sign-client storage held in memory, for Node, tests and hosts without IndexedDB. Values are copied in
 * and out, as a persistent store would, so a client created later on the same storage (a reload) sees what
 * was saved and nothing it did not save.
 */
export function createMemoryKeyValueStorage(): WalletConnectStorage & { readonly size: number } {
  const map = new Map<string, unknown>();
  return {
    get size() {
      return map.size;
    },
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.entries()].map(([key, value]) => [key, structuredClone(value) as T] as [string, T]),
    getItem: async <T>(key: string) => (map.has(key) ? (structuredClone(map.get(key)) as T) : undefined),
    setItem: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    removeItem: async (key) => {
      map.delete(key);
    },
  };
}
