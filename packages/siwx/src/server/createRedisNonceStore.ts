import type { NonceStore } from './NonceStore.js';
import { redisPrefix } from './SiwxRedisClient.js';
import type { RedisStoreOptions, SiwxRedisClient } from './SiwxRedisClient.js';

/** Stores an issued nonce unless the key exists, so issuing never revives a used nonce. */
const ISSUE_SCRIPT = `
if redis.call('SET', KEYS[1], 'issued', 'PX', ARGV[1], 'NX') then return 1 end
return 0`;

/** Reads and flips the nonce in one script: Redis runs scripts one at a time, so one caller alone sees 'issued'. */
const CONSUME_SCRIPT = `
local state = redis.call('GET', KEYS[1])
if not state then return 'unknown' end
if state == 'used' then return 'used' end
redis.call('SET', KEYS[1], 'used', 'KEEPTTL')
return 'ok'`;

/**
 * A nonce store in Redis, shared by every server process that uses the same Redis and prefix. A nonce lives under
 * `{prefix}nonce:{nonce}` for its time to live; consuming it is one Lua script, so concurrent consumers on any
 * number of processes get exactly one `'ok'`, and the used nonce stays until its time to live ends.
 */
export function createRedisNonceStore(client: SiwxRedisClient, options: RedisStoreOptions = {}): NonceStore {
  const prefix = redisPrefix(options);
  const key = (nonce: string) => `${prefix}nonce:${nonce}`;
  return {
    async issue(nonce, ttlMs) {
      if (!(ttlMs > 0) || !Number.isFinite(ttlMs)) throw new RangeError(`Nonce time to live must be a positive number of milliseconds, got ${ttlMs}`);
      const stored = await client.eval(ISSUE_SCRIPT, 1, key(nonce), Math.ceil(ttlMs));
      if (Number(stored) !== 1) throw new Error('Nonce already issued: a nonce is issued once');
    },
    async consume(nonce) {
      const result = await client.eval(CONSUME_SCRIPT, 1, key(nonce));
      if (result === 'ok' || result === 'used' || result === 'unknown') return result;
      throw new Error(`Unexpected reply from Redis while consuming a nonce: ${String(result)}`);
    },
  };
}
