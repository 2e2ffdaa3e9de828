import { atom } from 'jotai/vanilla';
import type { ConnectConfig } from '../config/createConnectConfig.js';
import { localStorageBackend } from '../storage/StorageBackend.js';
import type { StorageBackend } from '../storage/StorageBackend.js';
import { MAX_STORED_VALUE_LENGTH, STORAGE_PREFIX, safeJsonParse } from '../storage/storageKeys.js';
import { PENDING_TRANSACTIONS_LIMIT, pendingTransactionListSchema } from './PendingTransaction.js';
import type { PendingTransaction, PendingTransactionStatus } from './PendingTransaction.js';

/** The backend key the tracked transactions are kept under. */
export const PENDING_TRANSACTIONS_STORAGE_KEY = `${STORAGE_PREFIX}pendingTransactions`;

const EMPTY: readonly PendingTransaction[] = Object.freeze([]);

/** The tracked transactions of a config's store, newest first. A definition only: each config's store holds its own. */
export const pendingTransactionsAtom = atom<readonly PendingTransaction[]>(EMPTY);

/** The tracked transactions of one config, kept in its storage. */
export interface PendingTransactionStore {
  /** The transactions, newest first (at most {@link PENDING_TRANSACTIONS_LIMIT}). */
  list(): readonly PendingTransaction[];
  /** Adds a transaction (or replaces the one with its hash and network); the oldest beyond the limit are dropped. */
  add(transaction: PendingTransaction): void;
  /** Marks a pending transaction confirmed or failed; returns it as updated, or undefined if it was not pending. */
  settle(hash: string, caipNetworkId: string, status: Exclude<PendingTransactionStatus, 'pending'>): PendingTransaction | undefined;
  /** Calls `listener` with the list whenever it changes (here or in another tab); returns a stop function. */
  subscribe(listener: (transactions: readonly PendingTransaction[]) => void): () => void;
}

const stores = new WeakMap<ConnectConfig, PendingTransactionStore>();

/**
 * Where the list is kept: the config's storage, unless it is a small one (cookies travel with every request and
 * hold about 4 KB), in which case the browser's localStorage, and only memory on a server.
 */
function backendOf(config: ConnectConfig): StorageBackend | undefined {
  const { backend } = config.storage;
  if (!backend.small) return backend;
  return typeof window === 'undefined' ? undefined : localStorageBackend();
}

function decode(raw: string | null): readonly PendingTransaction[] | undefined {
  if (raw === null || typeof raw !== 'string' || raw.length > MAX_STORED_VALUE_LENGTH) return undefined;
  try {
    const parsed = pendingTransactionListSchema.safeParse(safeJsonParse(raw));
    return parsed.success ? (parsed.data as readonly PendingTransaction[]) : undefined;
  } catch {
    return undefined;
  }
}

function read(backend: StorageBackend | undefined): readonly PendingTransaction[] {
  if (!backend) return EMPTY;
  let raw: string | null;
  try {
    raw = backend.getItem(PENDING_TRANSACTIONS_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === null) return EMPTY;
  const list = decode(raw);
  if (list) return list;
  // A corrupted value is removed and treated as absent, as every stored value is.
  try {
    backend.removeItem(PENDING_TRANSACTIONS_STORAGE_KEY);
  } catch {
    // Ignored on every read anyway.
  }
  return EMPTY;
}

const sameTransaction = (a: PendingTransaction, hash: string, caipNetworkId: string) => a.hash === hash && a.caipNetworkId === caipNetworkId;

function createStore(config: ConnectConfig): PendingTransactionStore {
  const { store, clock, events } = config;
  const backend = backendOf(config);
  store.set(pendingTransactionsAtom, read(backend));
  let written = backend ? safeGet(backend) : null;

  const write = (list: readonly PendingTransaction[]) => {
    store.set(pendingTransactionsAtom, list);
    if (!backend) return;
    const text = JSON.stringify(list);
    if (text === written) return;
    try {
      backend.setItem(PENDING_TRANSACTIONS_STORAGE_KEY, text);
      written = text;
    } catch (error) {
      // A full or blocked storage keeps the list for this page only.
      events.emit('error', { error, source: 'pendingTransactions' });
    }
  };

  // Another tab's sends and receipts show here too; its value is taken as is, never written back.
  backend?.subscribe?.((key, value) => {
    if (key !== null && key !== PENDING_TRANSACTIONS_STORAGE_KEY) return;
    const list = key === null ? EMPTY : (decode(value) ?? EMPTY);
    written = value;
    store.set(pendingTransactionsAtom, list);
  });

  return {
    list: () => store.get(pendingTransactionsAtom),
    add(transaction) {
      const rest = store.get(pendingTransactionsAtom).filter((item) => !sameTransaction(item, transaction.hash, transaction.caipNetworkId));
      write([transaction, ...rest].slice(0, PENDING_TRANSACTIONS_LIMIT));
    },
    settle(hash, caipNetworkId, status) {
      const list = store.get(pendingTransactionsAtom);
      const current = list.find((item) => sameTransaction(item, hash, caipNetworkId));
      if (!current || current.status !== 'pending') return undefined;
      const settled: PendingTransaction = { ...current, status, settledAt: clock.now() };
      write(list.map((item) => (item === current ? settled : item)));
      return settled;
    },
    subscribe(listener) {
      return store.sub(pendingTransactionsAtom, () => listener(store.get(pendingTransactionsAtom)));
    },
  };
}

function safeGet(backend: StorageBackend): string | null {
  try {
    return backend.getItem(PENDING_TRANSACTIONS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The tracked transactions of a config. The first call reads them from storage (never at import or in a first
 * render), so a reload keeps them.
 */
export function pendingTransactionsOf(config: ConnectConfig): PendingTransactionStore {
  let store = stores.get(config);
  if (!store) {
    store = createStore(config);
    stores.set(config, store);
  }
  return store;
}
