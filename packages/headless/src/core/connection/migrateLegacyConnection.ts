import * as z from 'zod/mini';
import type { ConnectStorage } from '../storage/index.js';
import { STORAGE_PREFIX, safeJsonParse } from '../storage/index.js';
import { CHAIN_NAMESPACES } from '../validation/index.js';
import type { ChainNamespace } from '../validation/index.js';
import type { ConnectionRecord } from './ConnectionRecord.js';

import { LEGACY_CONNECTION_KEYS } from './legacyConnectionKeys.js';

const namespaceSchema = z.enum(CHAIN_NAMESPACES);
const text = z.string().check(z.maxLength(256));
const accountType = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']);
const connectorIdsSchema = z.partialRecord(namespaceSchema, text);
const connectionsSchema = z.partialRecord(
  namespaceSchema,
  z.array(z.object({ connectorId: text, accounts: z.array(z.object({ address: text, type: z.optional(accountType) })) })),
);
const walletSchema = z.object({ name: text });

function readRaw(storage: ConnectStorage, key: string): string | undefined {
  try {
    return storage.backend.getItem(`${STORAGE_PREFIX}${key}`) ?? undefined;
  } catch {
    return undefined;
  }
}

function readJson<T>(storage: ConnectStorage, key: string, schema: z.ZodMiniType<T>): T | undefined {
  const raw = readRaw(storage, key);
  if (raw === undefined) return undefined;
  try {
    const parsed = schema.safeParse(safeJsonParse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Turns a connection stored by an earlier version (six keys) into connection records, removes the old keys
 * and returns the records, so a visitor who upgrades stays connected. Corrupted old values are dropped.
 */
export function migrateLegacyConnection(storage: ConnectStorage): Partial<Record<ChainNamespace, ConnectionRecord>> | undefined {
  const present = LEGACY_CONNECTION_KEYS.filter((key) => readRaw(storage, key) !== undefined);
  if (present.length === 0) return undefined;
  const records: Partial<Record<ChainNamespace, ConnectionRecord>> = {};
  if (readJson(storage, 'connectionStatus', z.literal('connected')) === 'connected') {
    const namespaces = (readRaw(storage, 'connectedNamespaces') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part): part is ChainNamespace => namespaceSchema.safeParse(part).success);
    const ids = readJson(storage, 'connectedConnectorIds', connectorIdsSchema) ?? {};
    const connections = readJson(storage, 'connections', connectionsSchema) ?? {};
    const wallet = readJson(storage, 'connectedWallet', walletSchema);
    const lastUsed = readJson(storage, 'lastUsedChain', text);
    const activeNetwork = storage.get('activeCaipNetworkId');
    for (const namespace of namespaces) {
      const connectorId = ids[namespace];
      const accounts = connections[namespace]?.[0]?.accounts ?? [];
      const chainFrom = [lastUsed, activeNetwork].find((id) => id?.startsWith(`${namespace}:`));
      const chainId = chainFrom?.slice(namespace.length + 1);
      if (!connectorId || accounts.length === 0 || !chainId) continue;
      records[namespace] = {
        connectorId,
        connectorType: connectorId === 'walletConnect' ? 'WALLET_CONNECT' : 'ANNOUNCED',
        chainId,
        accounts: accounts.map((account) => ({ address: account.address, type: account.type ?? 'eoa' })),
        status: 'connected',
        ...(wallet ? { walletName: wallet.name } : {}),
      };
    }
  }
  for (const key of present) {
    try {
      storage.backend.removeItem(`${STORAGE_PREFIX}${key}`);
    } catch {
      // A key that cannot be removed is read again next time and migrates to the same records.
    }
  }
  return records;
}
