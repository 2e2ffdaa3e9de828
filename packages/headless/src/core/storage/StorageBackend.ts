/** Where stored values live: localStorage in a browser, cookies for server rendering, memory in tests. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Calls `listener` when another context (tab) changes `key`; returns an unsubscribe function. */
  subscribe?(listener: (key: string | null, newValue: string | null) => void): () => void;
  /**
   * Set on backends with little room (cookies travel with every request and hold about 4 KB each): the data
   * caches are kept in localStorage instead, or not at all.
   */
  readonly small?: boolean;
}

/** A backend held in memory: for tests, and where the host has no storage. */
export function memoryStorage(initial: Record<string, string> = {}): StorageBackend & { dump(): Record<string, string> } {
  const map = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

function browserLocalStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;
  } catch {
    // Reading localStorage throws when the host blocks storage (sandboxed iframes, privacy settings).
    return undefined;
  }
}

/** The browser's localStorage, resolved on each call (never at import) and surviving blocked storage. */
export function localStorageBackend(): StorageBackend {
  return {
    getItem(key) {
      try {
        return browserLocalStorage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      browserLocalStorage()?.setItem(key, value);
    },
    removeItem(key) {
      try {
        browserLocalStorage()?.removeItem(key);
      } catch {
        // Nothing to clean up when storage is unavailable.
      }
    },
    subscribe(listener) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== null && event.storageArea !== browserLocalStorage()) return;
        listener(event.key, event.newValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies.set(decodeURIComponent(name), decodeURIComponent(raw));
    } catch {
      // A cookie that is not valid percent-encoding is not one of ours.
    }
  }
  return cookies;
}

/**
 * Cookie storage, so a server can render the connected state. On the server pass the request's Cookie
 * header; in the browser it reads and writes document.cookie.
 */
export function cookieStorage(options: { cookieHeader?: string; maxAgeSeconds?: number; path?: string } = {}): StorageBackend {
  const maxAge = options.maxAgeSeconds ?? 60 * 60 * 24 * 30;
  const path = options.path ?? '/';
  const serverCookies = options.cookieHeader !== undefined ? parseCookieHeader(options.cookieHeader) : undefined;
  const read = () =>
    serverCookies ?? (typeof document !== 'undefined' ? parseCookieHeader(document.cookie) : new Map<string, string>());
  return {
    small: true,
    getItem: (key) => read().get(key) ?? null,
    setItem(key, value) {
      if (serverCookies) {
        serverCookies.set(key, value);
        return;
      }
      if (typeof document === 'undefined') return;
      document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAge}; samesite=lax`;
    },
    removeItem(key) {
      if (serverCookies) {
        serverCookies.delete(key);
        return;
      }
      if (typeof document === 'undefined') return;
      document.cookie = `${encodeURIComponent(key)}=; path=${path}; max-age=0; samesite=lax`;
    },
  };
}
