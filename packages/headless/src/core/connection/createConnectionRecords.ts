import type { CoreContext } from '../context.js';
import { STORAGE_PREFIX, backendKey } from '../storage/index.js';
import type { StorageValue } from '../storage/index.js';
import type { ChainNamespace } from '../validation/index.js';
import { connectionRecordsAtom } from './ConnectionRecord.js';
import type { ConnectionRecord, ConnectionRecords } from './ConnectionRecord.js';
import { LEGACY_CONNECTION_KEYS } from './legacyConnectionKeys.js';

/** The connection records of a config: read, written, persisted under one storage key. */
export interface ConnectionRecordStore {
  all(): ConnectionRecords;
  get(namespace: ChainNamespace): ConnectionRecord | undefined;
  set(namespace: ChainNamespace, record: ConnectionRecord): void;
  /**
   * Ends a namespace's record here. `keepStored` leaves the stored one alone: this tab never wrote it (a connect
   * that failed), or another tab wrote it meanwhile.
   */
  remove(namespace: ChainNamespace, options?: { keepStored?: boolean }): void;
  /** The records as stored now (connected ones, possibly written by another tab). */
  stored(): ConnectionRecords;
  /** The records another tab of the site stored (connected ones only), whenever they change. */
  watchOtherTabs(listener: (records: ConnectionRecords) => void): () => void;
  /**
   * Moves a connection an earlier version stored under its six keys into records (as `connecting`, to be
   * confirmed like any remembered connection) and removes those keys. Its code loads only when such keys exist.
   */
  migrateLegacy(): Promise<void>;
}

type Stored = StorageValue<'connection'>;

/** What is persisted: connected records only (a connection still on its way is not one yet). */
function toStored(records: ConnectionRecords): Stored {
  const stored: Record<string, ConnectionRecord & { status: 'connected' }> = {};
  // Namespaces in a fixed order, so two tabs write the same text for the same records.
  for (const [namespace, record] of Object.entries(records).sort(([a], [b]) => a.localeCompare(b))) {
    if (record?.status !== 'connected' || record.accounts.length === 0) continue;
    stored[namespace] = {
      connectorId: record.connectorId,
      connectorType: record.connectorType,
      chainId: record.chainId,
      accounts: record.accounts.map((account) => ({ address: account.address, type: account.type })),
      status: 'connected',
      ...(record.walletName ? { walletName: record.walletName } : {}),
    };
  }
  return stored as Stored;
}

/**
 * Creates the record store. A stored connection (or one an earlier version stored under its six keys) starts
 * as `connecting` with its remembered accounts, so a server render shows the account while the connector
 * confirms it; with reconnect off it is not restored.
 */
export function createConnectionRecords(ctx: CoreContext): ConnectionRecordStore {
  const { store, storage, options } = ctx;
  const restoring = (remembered: ConnectionRecords) => {
    const records: Partial<Record<ChainNamespace, ConnectionRecord>> = {};
    if (!options.enableReconnect) return records;
    for (const [namespace, record] of Object.entries(remembered) as [ChainNamespace, ConnectionRecord][]) {
      if (options.namespaces.includes(namespace)) records[namespace] = { ...record, status: 'connecting' };
    }
    return records;
  };
  store.set(connectionRecordsAtom, restoring(storage.get('connection') ?? {}));

  /**
   * Writes one namespace's change into the stored records, leaving the others as stored: another tab may have
   * written them since this one read them. A record still on its way leaves the stored one as it is.
   */
  const persist = (namespace: ChainNamespace, record: ConnectionRecord | undefined) => {
    if (record && record.status !== 'connected') return;
    const stored: Record<string, ConnectionRecord> = { ...(storage.get('connection') ?? {}) };
    if (record) stored[namespace] = record;
    else if (namespace in stored) delete stored[namespace];
    else return;
    const next = toStored(stored);
    let current: string | null = null;
    try {
      current = storage.backend.getItem(backendKey('connection'));
    } catch {
      current = null;
    }
    // Unchanged values are not written again, so another tab hears only real changes (and never an echo).
    if (current === JSON.stringify(next)) return;
    if (Object.keys(next).length === 0) storage.remove('connection');
    else storage.set('connection', next);
  };

  const hasLegacyKeys = () =>
    LEGACY_CONNECTION_KEYS.some((key) => {
      try {
        return storage.backend.getItem(`${STORAGE_PREFIX}${key}`) !== null;
      } catch {
        return false;
      }
    });

  return {
    async migrateLegacy() {
      if (!hasLegacyKeys()) return;
      const { migrateLegacyConnection } = await import('./migrateLegacyConnection.js');
      const migrated = migrateLegacyConnection(storage);
      if (!migrated || Object.keys(migrated).length === 0 || storage.get('connection')) return;
      storage.set('connection', toStored(migrated));
      store.set(connectionRecordsAtom, { ...restoring(migrated), ...store.get(connectionRecordsAtom) });
    },
    all: () => store.get(connectionRecordsAtom),
    get: (namespace) => store.get(connectionRecordsAtom)[namespace],
    set(namespace, record) {
      store.set(connectionRecordsAtom, { ...store.get(connectionRecordsAtom), [namespace]: record });
      persist(namespace, record);
    },
    remove(namespace, removeOptions = {}) {
      const next = { ...store.get(connectionRecordsAtom) };
      if (!(namespace in next)) return;
      delete next[namespace];
      store.set(connectionRecordsAtom, next);
      if (!removeOptions.keepStored) persist(namespace, undefined);
    },
    stored: () => (storage.get('connection') ?? {}) as ConnectionRecords,
    watchOtherTabs(listener) {
      return storage.subscribe('connection', (value) => listener((value ?? {}) as ConnectionRecords));
    },
  };
}
