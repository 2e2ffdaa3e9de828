/** The subset of the Web Storage API the frame uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** In-memory storage, used when the browser refuses the frame's localStorage (blocked third-party storage). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** The frame's localStorage, or memory when reading it throws. */
export function frameLocalStorage(win: Pick<Window, 'localStorage'>): KeyValueStorage {
  try {
    const storage = win.localStorage;
    storage.getItem('connect-modal-secure:probe');
    return storage;
  } catch {
    return memoryStorage();
  }
}

/**
 * What the frame keeps in the secure site's own storage (never the page's): the session token and chosen network
 * per project, the pending login's email, and one random device id per browser.
 */
export class FrameStore {
  readonly #storage: KeyValueStorage;
  readonly #prefix: string;
  readonly #randomUUID: () => string;
  // Values whose write the storage refused (full or blocked), kept for this page load instead.
  readonly #unsaved = new Map<string, string | undefined>();

  constructor(storage: KeyValueStorage, projectId: string, randomUUID: () => string = () => crypto.randomUUID()) {
    this.#storage = storage;
    this.#prefix = `connect-modal-secure:${projectId}:`;
    this.#randomUUID = randomUUID;
  }

  #get(key: string): string | undefined {
    if (this.#unsaved.has(key)) return this.#unsaved.get(key);
    try {
      return this.#storage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  }

  #set(key: string, value: string | undefined): void {
    try {
      if (value === undefined) this.#storage.removeItem(key);
      else this.#storage.setItem(key, value);
      this.#unsaved.delete(key);
    } catch {
      this.#unsaved.set(key, value);
    }
  }

  /** The session token, if signed in. */
  get token(): string | undefined {
    return this.#get(`${this.#prefix}token`);
  }

  set token(value: string | undefined) {
    this.#set(`${this.#prefix}token`, value);
  }

  /** The CAIP-2 network last chosen with SWITCH_NETWORK / GET_USER. */
  get chainId(): string | undefined {
    return this.#get(`${this.#prefix}chainId`);
  }

  set chainId(value: string | undefined) {
    this.#set(`${this.#prefix}chainId`, value);
  }

  /** The email of the login in progress (between CONNECT_EMAIL and CONNECT_OTP). */
  get pendingEmail(): string | undefined {
    return this.#get(`${this.#prefix}pendingEmail`);
  }

  set pendingEmail(value: string | undefined) {
    this.#set(`${this.#prefix}pendingEmail`, value);
  }

  /** The secret that picks up the social login in progress (kept across a redirect login's page loads). */
  get pendingSocial(): string | undefined {
    return this.#get(`${this.#prefix}pendingSocial`);
  }

  set pendingSocial(value: string | undefined) {
    this.#set(`${this.#prefix}pendingSocial`, value);
  }

  /** This browser's device id (created once, random), which the server approves per account. */
  get deviceId(): string {
    const key = 'connect-modal-secure:deviceId';
    const existing = this.#get(key);
    if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing;
    const created = this.#randomUUID();
    this.#set(key, created);
    return created;
  }
}
