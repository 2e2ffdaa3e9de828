// WalletConnect peer metadata for the XSS suite: hostile payloads packed into the name, description, url and icons
// a wallet sends with the session it approves, within the lengths the modal takes (a longer field fails the
// connection), so every payload reaches the page.
import type { XssPayload } from './xssPayloads.js';

/** The lengths the modal takes in a peer's metadata (see the headless's session check). */
export const PEER_LIMITS = { name: 256, description: 2_048, url: 2_048, icons: 16, icon: 4_096 } as const;

/** The metadata of one session and the payloads it carries. */
export interface PeerBatch {
  readonly metadata: { name: string; description: string; url: string; icons: string[] };
  readonly carried: readonly XssPayload[];
}

/** Icons a wallet would send: the payload itself when it is a URL, else as a data, http or javascript URL. */
function asIcon(p: XssPayload, index: number): string {
  if (p.family === 'url') return p.text;
  const forms = [
    `data:image/svg+xml,${encodeURIComponent(p.text)}`,
    `data:text/html,${encodeURIComponent(p.text)}`,
    `javascript:${p.text}`,
    `http://attacker.invalid/${p.id}?${encodeURIComponent(p.text)}`,
    `https://attacker.invalid/${p.id}#${p.text}`,
  ];
  return forms[index % forms.length] ?? p.text;
}

/** Takes payloads from the front of `queue` while they fit into `limit` characters, joined by spaces. */
function fill(queue: XssPayload[], limit: number, taken: XssPayload[]): string {
  const parts: string[] = [];
  while (queue.length > 0) {
    const next = queue[0] as XssPayload;
    if ([...parts, next.text].join(' ').length > limit) break;
    parts.push(next.text);
    taken.push(next);
    queue.shift();
  }
  return parts.join(' ');
}

/**
 * Packs `payloads` (none longer than an icon may be) into as few sessions' metadata as they fit: the name and
 * description as many payloads as their lengths allow, the url the same, each icon one payload.
 */
export function packPeers(payloads: readonly XssPayload[]): PeerBatch[] {
  const queue = [...payloads];
  const batches: PeerBatch[] = [];
  while (queue.length > 0) {
    const carried: XssPayload[] = [];
    const icons: string[] = [];
    for (let index = 0; index < PEER_LIMITS.icons && queue.length > 0; index += 1) {
      const icon = asIcon(queue[0] as XssPayload, batches.length + index);
      if (icon.length > PEER_LIMITS.icon) throw new Error(`Payload ${queue[0]?.id} is too long for an icon`);
      icons.push(icon);
      carried.push(queue.shift() as XssPayload);
    }
    const name = fill(queue, PEER_LIMITS.name, carried);
    const description = fill(queue, PEER_LIMITS.description, carried);
    const url = fill(queue, PEER_LIMITS.url, carried);
    if (carried.length === 0) throw new Error(`Payload ${queue[0]?.id} fits no field of a peer's metadata`);
    batches.push({ metadata: { name: name || 'hostile', description, url, icons }, carried });
  }
  return batches;
}

/**
 * The peers' metadata of the WalletConnect sessions the page's sign client keeps (in IndexedDB, or localStorage
 * where it falls back to it): what reached the page as data.
 */
export const STORED_PEERS_SCRIPT = `(async () => {
  const values = Object.keys(localStorage).filter((key) => /^wc@2:client:[^:]+:.*:session$/.test(key)).map((key) => localStorage.getItem(key));
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await new Promise((resolve, reject) => { const open = indexedDB.open(name); open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
    for (const store of db.objectStoreNames) {
      const tx = db.transaction(store, 'readonly');
      const [keys, all] = await Promise.all([tx.objectStore(store).getAllKeys(), tx.objectStore(store).getAll()].map((request) => new Promise((resolve) => { request.onsuccess = () => resolve(request.result); request.onerror = () => resolve([]); })));
      keys.forEach((key, index) => { if (/^wc@2:client:[^:]+:.*:session$/.test(String(key))) values.push(all[index]); });
    }
    db.close();
  }
  const peers = [];
  for (const value of values) {
    const sessions = typeof value === 'string' ? JSON.parse(value) : value;
    if (Array.isArray(sessions)) for (const session of sessions) peers.push(session.peer && session.peer.metadata);
  }
  return peers;
})()`;
