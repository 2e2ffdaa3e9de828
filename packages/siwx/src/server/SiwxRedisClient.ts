/**
 * The one Redis call the Redis stores make: `EVAL` of a Lua script over declared keys. An ioredis client (`new
 * Redis(...)`, a cluster client when every key shares a hash tag through the prefix) satisfies it; any client
 * whose `eval` has this shape will do. The package itself imports no Redis client.
 */
export interface SiwxRedisClient {
  /** Runs `script` with the first `numKeys` of `keysAndArgs` as KEYS and the rest as ARGV; resolves to its reply. */
  eval(script: string, numKeys: number, ...keysAndArgs: (string | number)[]): Promise<unknown>;
}

/** Options of the Redis stores. */
export interface RedisStoreOptions {
  /** Prefix of every key the store writes (default `siwx:`). Wrap it in braces (`{siwx}:`) on a Redis cluster. */
  readonly prefix?: string;
}

/** The prefix a store uses, checked. */
export function redisPrefix(options: RedisStoreOptions): string {
  const prefix = options.prefix ?? 'siwx:';
  if (typeof prefix !== 'string') throw new TypeError('Redis store prefix must be a string');
  return prefix;
}
