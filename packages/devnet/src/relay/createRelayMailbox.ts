/** A message as the relay keeps and delivers it. */
export interface RelayMessage {
  /** Unique per relay, so deliveries can be acknowledged. */
  readonly key: number;
  readonly topic: string;
  readonly message: string;
  readonly tag: number;
  readonly publishedAt: number;
  readonly expiresAt: number;
  /** Client id of the publisher; it never gets its own message back. */
  readonly from: string;
  readonly attestation?: string;
}

/** Messages per topic, kept until their TTL so a client that subscribes later still receives them. */
export interface RelayMailbox {
  add(message: Omit<RelayMessage, 'key' | 'expiresAt'> & { readonly ttlSeconds: number }): RelayMessage;
  /** Unexpired messages of `topic` that `clientId` neither published nor acknowledged. */
  pendingFor(topic: string, clientId: string): RelayMessage[];
  acknowledge(clientId: string, key: number): void;
  /** How many unexpired messages are kept. */
  size(): number;
  clear(): void;
}

/** Creates a mailbox; `now` is injectable so TTLs are tested without waiting. */
export function createRelayMailbox(now: () => number = Date.now): RelayMailbox {
  const topics = new Map<string, RelayMessage[]>();
  const acknowledged = new Map<string, Set<number>>();
  let nextKey = 1;

  const live = (topic: string): RelayMessage[] => {
    const list = topics.get(topic);
    if (!list) return [];
    const time = now();
    const kept = list.filter((message) => message.expiresAt > time);
    if (kept.length === 0) topics.delete(topic);
    else if (kept.length !== list.length) topics.set(topic, kept);
    return kept;
  };

  return {
    add({ ttlSeconds, ...fields }) {
      const stored: RelayMessage = { ...fields, key: nextKey++, expiresAt: fields.publishedAt + ttlSeconds * 1000 };
      // A client retrying a publish sends the same envelope again; keep one copy.
      const existing = live(fields.topic).find((message) => message.message === fields.message);
      if (existing) return existing;
      topics.set(fields.topic, [...live(fields.topic), stored]);
      return stored;
    },
    pendingFor(topic, clientId) {
      const seen = acknowledged.get(clientId);
      return live(topic).filter((message) => message.from !== clientId && !seen?.has(message.key));
    },
    acknowledge(clientId, key) {
      let seen = acknowledged.get(clientId);
      if (!seen) {
        seen = new Set();
        acknowledged.set(clientId, seen);
      }
      seen.add(key);
    },
    size() {
      return [...topics.keys()].reduce((total, topic) => total + live(topic).length, 0);
    },
    clear() {
      topics.clear();
      acknowledged.clear();
    },
  };
}
