/** Per owner (a config): the wallet requests under way, by the key of what they ask. */
const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs `start` unless an identical request (same `key`) of the same owner is still waiting for the wallet, in
 * which case the caller joins it: a double submit asks the wallet once, and every caller gets the same answer.
 * Once the wallet has answered (or failed), the next identical request asks again.
 */
export function joinInFlight<T>(owner: object, key: string, start: () => Promise<T>): Promise<T> {
  let requests = inFlight.get(owner);
  if (!requests) {
    requests = new Map();
    inFlight.set(owner, requests);
  }
  const running = requests.get(key);
  if (running) return running as Promise<T>;
  const map = requests;
  const promise = (async () => start())().finally(() => {
    if (map.get(key) === promise) map.delete(key);
  });
  map.set(key, promise);
  return promise;
}

/** The key of a request for {@link joinInFlight}: its parts as JSON, bigints included (`12n`). */
export function requestKey(parts: unknown): string {
  return JSON.stringify(parts, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
}
