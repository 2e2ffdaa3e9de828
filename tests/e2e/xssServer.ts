// A hostile blockchain API and wallet directory on 127.0.0.1 for the XSS suite. It answers the directory, token
// balances, history and identity with hostile strings in every field a person could see or follow; every other
// request goes on to the devnet's own services, so the page otherwise works as usual.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { XssPayload } from './xssPayloads.js';

/** A name and an avatar URL, as the identity service answers them. */
export interface Identity {
  readonly name: string;
  readonly avatar: string;
}

/** The strings the server answers with, by field. */
export interface HostilePayloads {
  /** Wallet-directory names, image ids and links, one entry per payload. */
  readonly directory: readonly XssPayload[];
  /** Token names, symbols and icon URLs, one balance per payload. */
  readonly tokens: readonly XssPayload[];
  /** History entries: asset names, symbols, icons, counterparties, one entry per payload. */
  readonly history: readonly XssPayload[];
}

/** A running hostile server. */
export interface HostileServer {
  /** Its origin, for the page's `?services=`. */
  readonly url: string;
  /** What `/v1/identity/…` and `/v1/profile/reverse/…` answer from now on: one identity, or one per address. */
  setIdentity(identity: Identity | ((address: string) => Identity)): void;
  /** Whether balances and history carry their payloads (default) or are empty, once those fields are done. */
  setAccountData(on: boolean): void;
  /** How many identity requests it answered, to wait for a fresh one. */
  identityRequests(): number;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
};

/** A payload for a field other than the one that carries a very long payload whole (see directoryEntry). */
function shortened(p: XssPayload): string {
  return p.family === 'long' ? p.text.slice(0, 1_000) : p.text;
}

/**
 * The directory entry of payload `p`: the payload in its name, image id and every link. A very long payload is
 * whole in the name only (its first 1,000 characters elsewhere), so a page stays under the client's 2 MiB limit.
 */
function directoryEntry(p: XssPayload, order: number, chains: readonly string[]) {
  const short = shortened(p);
  return {
    id: `hostile${p.id}`,
    name: p.text,
    image_id: short,
    rdns: null,
    chains,
    homepage: short,
    mobile_link: short,
    desktop_link: short,
    webapp_link: short,
    app_store: short,
    play_store: short,
    chrome_store: short,
    injected: null,
    badge_type: 'none',
    order,
  };
}

function address(id: number): string {
  return `0x${id.toString(16).padStart(40, '0')}`;
}

function walletPage(entries: readonly ReturnType<typeof directoryEntry>[], query: URLSearchParams) {
  const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
  const size = Math.max(1, Number(query.get('entries') ?? '40') || 40);
  const include = (query.get('include') ?? '').split(',').filter(Boolean);
  const search = (query.get('search') ?? '').toLowerCase();
  let matching = include.length > 0 ? entries.filter((entry) => include.includes(entry.id)) : entries;
  // A search matches names, and ids too, so the suite can find an entry whose name carries no number of its own.
  if (search) matching = matching.filter((entry) => entry.name.toLowerCase().includes(search) || entry.id.includes(search));
  return { count: matching.length, data: matching.slice((page - 1) * size, page * size) };
}

function tokenBalances(payloads: readonly XssPayload[], chainId: string) {
  return {
    balances: payloads.map((p) => ({
      address: `${chainId}:${address(p.id)}`,
      symbol: shortened(p),
      name: p.text,
      chainId,
      quantity: { numeric: '1.5', decimals: '18' },
      price: 2,
      value: 3,
      iconUrl: shortened(p),
    })),
  };
}

function historyPage(payloads: readonly XssPayload[], chainId: string, account: string) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  return {
    data: payloads.map((whole, index) => ({ whole, p: { ...whole, text: shortened(whole) }, index })).map(({ whole, p, index }) => ({
      id: `0x${p.id.toString(16).padStart(64, '0')}`,
      metadata: {
        operationType: index % 3 === 0 ? p.text : index % 3 === 1 ? 'send' : 'receive',
        hash: `0x${p.id.toString(16).padStart(64, '0')}`,
        minedAt: new Date(start - index * 3_600_000).toISOString(),
        sentFrom: index % 2 === 0 ? account : p.text,
        sentTo: index % 2 === 0 ? p.text : account,
        status: index % 4 === 0 ? p.text : 'confirmed',
        chain: chainId,
      },
      transfers: [
        index % 5 === 4
          ? {
              nft_info: { name: whole.text, content: { preview: { url: p.text, content_type: 'image/png' } }, flags: { is_spam: false } },
              direction: 'in',
              quantity: { numeric: '1' },
            }
          : {
              fungible_info: { name: whole.text, symbol: p.text, icon: { url: p.text } },
              direction: index % 2 === 0 ? 'out' : 'in',
              quantity: { numeric: '0.25' },
              value: 0.5,
              price: 2,
            },
      ],
    })),
    next: null,
  };
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  // JSON.stringify writes lone surrogates as `\ud800` escapes: valid JSON that no UTF-8 text could carry.
  res.end(JSON.stringify(body));
}

async function forward(req: IncomingMessage, res: ServerResponse, upstream: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(key)) headers[key] = value;
  }
  const method = req.method ?? 'GET';
  const answer = await fetch(new URL(req.url ?? '/', upstream), {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const out: Record<string, string> = {};
  answer.headers.forEach((value, key) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)) out[key] = value;
  });
  res.writeHead(answer.status, out);
  res.end(body);
}

/**
 * Starts the hostile services on 127.0.0.1: the directory, balances, history and identity answers carry the
 * payloads; everything else is passed on to `upstream` (the devnet's origin). `chains` are the CAIP-2 ids the
 * directory's wallets claim to support.
 */
export async function startHostileServer(upstream: string, payloads: HostilePayloads, chains: readonly string[]): Promise<HostileServer> {
  const entries = payloads.directory.map((p, index) => directoryEntry(p, index + 1, chains));
  let identity: (address: string) => Identity = () => ({ name: 'hostile', avatar: '' });
  const addressIn = (path: string) => decodeURIComponent(path.split('/').at(-1) ?? '').split(':').at(-1) ?? '';
  let identityCount = 0;
  let accountData = true;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    const account = /^\/v1\/account\/([^/]+)\/(balance|history)$/.exec(path);
    const chainId = url.searchParams.get('chainId') ?? chains[0] ?? 'eip155:31337';
    if (req.method === 'GET' && path === '/getWallets') return json(res, walletPage(entries, url.searchParams));
    if (req.method === 'GET' && account && !accountData) return json(res, account[2] === 'balance' ? { balances: [] } : { data: [], next: null });
    if (req.method === 'GET' && account?.[2] === 'balance') {
      return json(res, chainId.startsWith('eip155:') ? tokenBalances(payloads.tokens, chainId) : { balances: [] });
    }
    if (req.method === 'GET' && account?.[2] === 'history') {
      const owner = decodeURIComponent(account[1] ?? '').split(':').at(-1) ?? '';
      return json(res, historyPage(payloads.history, chainId.startsWith('eip155:') ? chainId : (chains[0] ?? 'eip155:31337'), owner));
    }
    if (req.method === 'GET' && path.startsWith('/v1/identity/')) {
      identityCount += 1;
      return json(res, identity(addressIn(path)));
    }
    if (req.method === 'GET' && path.startsWith('/v1/profile/reverse/')) {
      return json(res, [{ name: identity(addressIn(path)).name, registered: 0, updated: 0, addresses: {}, attributes: {} }]);
    }
    forward(req, res, upstream).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, CORS);
      res.end(error instanceof Error ? error.message : 'upstream failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setIdentity(next) {
      identity = typeof next === 'function' ? next : () => next;
    },
    setAccountData(on) {
      accountData = on;
    },
    identityRequests: () => identityCount,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
