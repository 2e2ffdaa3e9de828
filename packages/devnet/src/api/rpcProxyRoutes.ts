import type { ApiReply } from './ApiReply.js';
import { readRequestBody } from './readRequestBody.js';
import type { Route } from './Route.js';

/** How long the proxied node may take to answer. */
const UPSTREAM_TIMEOUT_MS = 30_000;

type RpcId = string | number | null;

function idOf(message: unknown): RpcId {
  const id = typeof message === 'object' && message !== null ? (message as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** The same JSON-RPC error for every message of a single or batch request. */
function rpcErrors(status: number, request: unknown, code: number, message: string): ApiReply {
  const error = (id: RpcId) => ({ jsonrpc: '2.0', id, error: { code, message } });
  return { status, json: Array.isArray(request) && request.length > 0 ? request.map((item) => error(idOf(item))) : error(idOf(request)) };
}

/** `POST /v1/?chainId=eip155:<id>`: JSON-RPC (single or batch) forwarded to that devnet chain's node. */
export const rpcProxyRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/?$/,
    async handle({ req, query, state }) {
      const text = await readRequestBody(req);
      let request: unknown;
      try {
        request = JSON.parse(text);
      } catch {
        return rpcErrors(400, null, -32700, 'Parse error');
      }
      const chainId = query.get('chainId') ?? '';
      const chain = state.chainFor(chainId);
      if (!chain) return rpcErrors(200, request, -32602, `Unsupported chainId: ${chainId}`);
      try {
        const upstream = await fetch(chain.devChain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
          signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        });
        return { status: upstream.status, text: await upstream.text(), contentType: 'application/json' };
      } catch {
        return rpcErrors(502, request, -32603, 'The devnet node did not answer');
      }
    },
  },
];
