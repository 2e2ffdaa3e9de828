import type { SiwxSession } from '../types.js';
import { addressKey } from './addressKey.js';
import { parseStoredSession } from './parseStoredSession.js';
import type { SessionStore } from './SessionStore.js';
import { redisPrefix } from './SiwxRedisClient.js';
import type { RedisStoreOptions, SiwxRedisClient } from './SiwxRedisClient.js';

/** Options of {@link createRedisSessionStore}. */
export interface RedisSessionStoreOptions extends RedisStoreOptions {
  /** Time source in milliseconds (default `Date.now`); times to live are computed from it. */
  readonly now?: () => number;
}

/**
 * Writes the session with its time to live and indexes it under its address (a sorted set scored by expiry),
 * dropping index entries that have expired and letting the index itself expire with its last session.
 */
const PUT_SCRIPT = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[5])
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
redis.call('PEXPIRE', KEYS[2], math.max(math.ceil(tonumber(last[2]) - tonumber(ARGV[5])), 1))
return 1`;

const LIST_IDS_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
return redis.call('ZRANGE', KEYS[1], 0, -1)`;

const MGET_SCRIPT = `return redis.call('MGET', unpack(KEYS))`;

const GET_SCRIPT = `return redis.call('GET', KEYS[1])`;

const DELETE_SCRIPT = `
redis.call('DEL', KEYS[1])
if KEYS[2] then redis.call('ZREM', KEYS[2], ARGV[1]) end
return 1`;

/**
 * A session store in Redis, shared by every server process that uses the same Redis and prefix. A session lives
 * under `{prefix}session:{id}` and expires with its `expiresAt` (`PX`); `{prefix}address:{address}` indexes the
 * sessions of an address. Deleting one session leaves the others of its address.
 */
export function createRedisSessionStore(client: SiwxRedisClient, options: RedisSessionStoreOptions = {}): SessionStore {
  const prefix = redisPrefix(options);
  const now = options.now ?? Date.now;
  const sessionKey = (id: string) => `${prefix}session:${id}`;
  const indexKey = (address: string) => `${prefix}address:${addressKey(address)}`;

  async function get(id: string): Promise<SiwxSession | undefined> {
    const json = await client.eval(GET_SCRIPT, 1, sessionKey(id));
    return typeof json === 'string' ? parseStoredSession(json) : undefined;
  }

  return {
    async put(session) {
      const expiresAt = Date.parse(session.expiresAt);
      if (Number.isNaN(expiresAt)) throw new TypeError(`Session expiresAt is not a date: ${session.expiresAt}`);
      const at = now();
      const ttl = Math.ceil(expiresAt - at);
      if (ttl <= 0) return;
      await client.eval(PUT_SCRIPT, 2, sessionKey(session.id), indexKey(session.address), JSON.stringify(session), ttl, session.id, expiresAt, at);
    },
    get,
    async listByAddress(address) {
      const ids = await client.eval(LIST_IDS_SCRIPT, 1, indexKey(address), now());
      if (!Array.isArray(ids) || ids.length === 0) return [];
      const values = await client.eval(MGET_SCRIPT, ids.length, ...ids.map((id) => sessionKey(String(id))));
      if (!Array.isArray(values)) throw new Error('Unexpected reply from Redis while listing sessions');
      // The index is ordered by expiry; a session revoked or expired meanwhile reads as null and is left out.
      return values.filter((value): value is string => typeof value === 'string').map(parseStoredSession);
    },
    async delete(id) {
      const session = await get(id);
      if (session) await client.eval(DELETE_SCRIPT, 2, sessionKey(id), indexKey(session.address), id);
      else await client.eval(DELETE_SCRIPT, 1, sessionKey(id), id);
    },
  };
}
