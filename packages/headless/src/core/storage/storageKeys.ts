import * as z from '../validation/lite.js';
import { CHAIN_NAMESPACES } from '../validation/index.js';

const namespace = z.enum(CHAIN_NAMESPACES);
const caipNetworkId = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/));
const accountType = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']);
const cacheEntry = z.object({ timestamp: z.number().check(z.nonnegative()), data: z.unknown() });
const cacheRecord = z.record(z.string().check(z.maxLength(512)), cacheEntry);
const shortText = z.string().check(z.maxLength(256));

/** How one key's value is written as text and read back. */
export interface StorageCodec<T> {
  readonly encode: (value: T) => string;
  readonly decode: (raw: string) => unknown;
  readonly schema: z.Schema<T>;
}

class DangerousKeyError extends Error {}

/** JSON.parse that refuses prototype-polluting keys, so a stored value can never reach Object.prototype. */
export function safeJsonParse(raw: string): unknown {
  return JSON.parse(raw, (key, value: unknown) => {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new DangerousKeyError(key);
    return value;
  });
}

function json<T>(schema: z.Schema<T>): StorageCodec<T> {
  return { encode: (value) => JSON.stringify(value), decode: safeJsonParse, schema };
}

function commaList<T>(item: z.Schema<T>): StorageCodec<T[]> {
  return {
    encode: (value) => value.join(','),
    decode: (raw) => (raw === '' ? [] : raw.split(',').map((part) => part.trim())),
    schema: z.array(item).check(z.maxLength(64)),
  };
}

/** Browser-storage keys of the specification, each with its stored shape. */
export const storageKeys = {
  emailLoginUsed: json(z.boolean()),
  email: json(z.email().check(z.maxLength(320))),
  lastEmailLoginTime: json(z.int().check(z.nonnegative())),
  socialUsername: json(shortText),
  smartAccountEnabledNetworks: commaList(z.coerce.number().check(z.integer(), z.positive(), z.lt(2 ** 31))),
  activeCaipNetworkId: json(caipNetworkId),
  activeNamespace: json(namespace),
  recentWallets: json(
    z.array(z.object({ id: shortText, rdns: z.optional(shortText), name: z.optional(shortText) })).check(z.maxLength(2)),
  ),
  siwxSessions: json(
    z.record(
      z.string().check(z.maxLength(512)),
      z.array(z.object({ data: z.record(z.string(), z.unknown()), message: z.string(), signature: z.string() })).check(z.maxLength(16)),
    ),
  ),
  socialProvider: json(z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])),
  preferredAccountTypes: json(z.partialRecord(namespace, accountType)),
  /** The connection record of each connected namespace (the one source of truth of a connection). */
  connection: json(
    z.partialRecord(
      namespace,
      z.object({
        connectorId: shortText,
        connectorType: z.enum(['INJECTED', 'WALLET_CONNECT', 'ANNOUNCED', 'AUTH', 'EXTERNAL']),
        chainId: z.string().check(z.regex(/^[-_a-zA-Z0-9]{1,64}$/)),
        accounts: z
          .array(z.object({ address: shortText, type: accountType }))
          .check(z.minLength(1), z.maxLength(64)),
        status: z.literal('connected'),
        walletName: z.optional(shortText),
      }),
    ),
  ),
  balanceCache: json(cacheRecord),
  nativeBalanceCache: json(cacheRecord),
  portfolioCache: json(cacheRecord),
  nameCache: json(cacheRecord),
  identityCache: json(cacheRecord),
} as const;

/** Name of a stored value. */
export type StorageKey = keyof typeof storageKeys;

/** The type stored under a key. */
export type StorageValue<K extends StorageKey> = (typeof storageKeys)[K] extends StorageCodec<infer T> ? T : never;

/** Prefix of every key this product writes, so its keys never collide with the host page's. */
export const STORAGE_PREFIX = '@connect-modal/';

/** The backend key for a storage key. */
export function backendKey(key: StorageKey): string {
  return `${STORAGE_PREFIX}${key}`;
}

/** Longest stored text read back; anything larger is treated as corrupted. */
export const MAX_STORED_VALUE_LENGTH = 1_000_000;
