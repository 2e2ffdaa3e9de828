import type { IncomingMessage } from 'node:http';
import { createMemoryNonceStore, createMemorySessionStore, createSiwxHandler, createSiwxServer } from '@connect-modal/siwx/server';
import type { SiwxHandler } from '@connect-modal/siwx/server';
import { errorReply } from './ApiReply.js';
import type { ApiReply } from './ApiReply.js';
import type { DevnetApiState } from './DevnetApiState.js';
import type { Route, RouteContext } from './Route.js';

/** Path the devnet's sign-in backend is served under. */
export const SIWX_BASE_PATH = '/siwx';

/**
 * CAIP-2 id of the devnet's Solana engine: `solana:` and the first 32 characters of the genesis hash it reports
 * by default (the API does not hold the engine; a test pins this to `createSolanaEngine().caipNetworkId`).
 */
export const DEVNET_SOLANA_CHAIN_ID = 'solana:9uYmth97ZKmqqqWZiQAxkH5ScqcRe4mF';

/** CAIP-2 id of Bitcoin testnet, the network of the devnet's Bitcoin wallet addresses. */
export const DEVNET_BITCOIN_CHAIN_ID = 'bip122:000000000933ea01ad0ee984209779ba';

/** One sign-in backend per API instance, created on its first request. */
const handlers = new WeakMap<DevnetApiState, SiwxHandler>();

function handlerFor(state: DevnetApiState): SiwxHandler {
  const existing = handlers.get(state);
  if (existing) return existing;
  // The devnet's own origin is the site that asks for the sign-in: its host:port is the domain, its root the URI.
  const origin = new URL(state.publicBaseUrl);
  const now = () => state.now();
  const server = createSiwxServer({
    domain: origin.host,
    uri: origin.origin,
    chains: [...state.chains.map((chain) => chain.caipNetworkId), DEVNET_SOLANA_CHAIN_ID, DEVNET_BITCOIN_CHAIN_ID],
    // Smart-account signatures (ERC-1271, ERC-6492) are checked on the devnet's own anvil nodes.
    rpcUrl: (chainId) => state.chainFor(chainId)?.devChain.rpcUrl,
    nonceStore: createMemoryNonceStore({ now }),
    sessionStore: createMemorySessionStore({ now }),
    now,
  });
  const handler = createSiwxHandler(server, { basePath: SIWX_BASE_PATH });
  handlers.set(state, handler);
  return handler;
}

/**
 * The request body as a web stream. Cancelling it (the handler stops reading at its size cap) drains the rest
 * without storing it, so the answer can still be written on this connection.
 */
function bodyStream(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; drain(): void } {
  let open = true;
  const drain = () => {
    if (!open) return;
    open = false;
    req.removeAllListeners('data');
    req.resume();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (open) controller.enqueue(new Uint8Array(chunk));
      });
      req.once('end', () => {
        if (open) controller.close();
        open = false;
      });
      req.once('error', (error) => {
        if (open) controller.error(error);
        open = false;
      });
    },
    cancel: drain,
  });
  return { stream, drain };
}

function toRequest(req: IncomingMessage, state: DevnetApiState, body: ReadableStream<Uint8Array> | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const url = new URL(req.url ?? '/', state.publicBaseUrl);
  return new Request(url, { method: req.method ?? 'GET', headers, ...(body ? { body, duplex: 'half' } : {}) } as RequestInit);
}

async function toReply(response: Response): Promise<ApiReply> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-type' && name !== 'content-length') headers[name] = value;
  });
  const contentType = response.headers.get('content-type');
  return { status: response.status, text: await response.text(), ...(contentType ? { contentType } : {}), headers };
}

async function serve({ req, state }: RouteContext): Promise<ApiReply> {
  const body = req.method === 'POST' ? bodyStream(req) : undefined;
  try {
    const response = await handlerFor(state)(toRequest(req, state, body?.stream));
    return response ? await toReply(response) : errorReply(404, 'Not found');
  } finally {
    // A body the handler refused unread (not JSON, say) is drained, never left to stall the connection.
    body?.drain();
  }
}

/**
 * The devnet's sign-in backend (the sign-in server kit with memory stores) under `/siwx/`: `GET nonce`,
 * `POST verify`, `GET session?id=`, `GET sessions?address=`, `POST revoke`. Messages must be for the devnet's
 * origin, on its EVM chains, its Solana engine or Bitcoin testnet.
 */
export const siwxRoutes: readonly Route[] = [
  { method: 'GET', pattern: /^\/siwx\/(?:nonce|session|sessions)$/, handle: serve },
  { method: 'POST', pattern: /^\/siwx\/(?:verify|revoke)$/, handle: serve },
];
