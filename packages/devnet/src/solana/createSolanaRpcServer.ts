import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { SolanaEngine } from './createSolanaEngine.js';
import { SolanaRpcError } from './createSolanaEngine.js';

const MAX_BODY = 1_000_000;
const MAX_BATCH = 100;

type RpcId = string | number | null;

function idOf(message: unknown): RpcId {
  const id = typeof message === 'object' && message !== null ? (message as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** One JSON-RPC message answered by the engine. */
function answer(engine: SolanaEngine, message: unknown): unknown {
  const id = idOf(message);
  if (typeof message !== 'object' || message === null || typeof (message as { method?: unknown }).method !== 'string') {
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
  }
  const { method, params } = message as { method: string; params?: unknown };
  try {
    const result = engine.call(method, Array.isArray(params) ? params : []);
    return { jsonrpc: '2.0', id, result };
  } catch (error) {
    if (error instanceof SolanaRpcError) {
      return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) } };
    }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: error instanceof Error ? error.message : 'Internal error' } };
  }
}

/** Answers a JSON-RPC body (single or batch) as text. */
export function answerRpcBody(engine: SolanaEngine, body: string): string {
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  }
  if (Array.isArray(request)) {
    if (request.length === 0 || request.length > MAX_BATCH) {
      return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid batch size' } });
    }
    return JSON.stringify(request.map((message) => answer(engine, message)));
  }
  return JSON.stringify(answer(engine, request));
}

/**
 * The engine's JSON-RPC over HTTP (POST) and its subscriptions over WebSocket on one path: signature
 * subscriptions are notified when the transaction is processed (at once when it already was); other
 * subscriptions are accepted and stay silent.
 */
export function createSolanaRpcServer(engine: SolanaEngine, path = '/solana') {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY });
  let nextSubscription = 1;

  sockets.on('connection', (socket: WebSocket) => {
    const signatureSubs = new Map<number, string>();
    const notify = (id: number, status: { slot: number; err: unknown }) => {
      signatureSubs.delete(id);
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'signatureNotification',
          params: { result: { context: { slot: status.slot }, value: { err: status.err } }, subscription: id },
        }),
      );
    };
    const stop = engine.onSignature((signature, status) => {
      for (const [id, wanted] of signatureSubs) if (wanted === signature) notify(id, status);
    });
    socket.on('close', stop);
    socket.on('message', (data) => {
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
        return;
      }
      const id = idOf(message);
      const { method, params } = (message ?? {}) as { method?: unknown; params?: unknown };
      if (typeof method !== 'string') {
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }));
        return;
      }
      if (method.endsWith('Unsubscribe')) {
        const sub = Array.isArray(params) ? Number(params[0]) : NaN;
        signatureSubs.delete(sub);
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: true }));
        return;
      }
      if (method.endsWith('Subscribe')) {
        const sub = nextSubscription++;
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: sub }));
        if (method === 'signatureSubscribe' && Array.isArray(params) && typeof params[0] === 'string') {
          signatureSubs.set(sub, params[0]);
          const status = engine.signatureStatus(params[0]);
          if (status) notify(sub, status);
        }
        return;
      }
      socket.send(answerRpcBody(engine, JSON.stringify(message)));
    });
  });

  return {
    path,
    /** Handles `POST {path}`; false for any other request. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== path || req.method !== 'POST') return false;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BODY) {
          res.writeHead(413, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Request too large' } }));
          return true;
        }
        chunks.push(chunk);
      }
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(answerRpcBody(engine, Buffer.concat(chunks).toString('utf8')));
      return true;
    },
    /** Takes a WebSocket upgrade of `{path}`; false for any other. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== path) return false;
      sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
      return true;
    },
    close(): Promise<void> {
      for (const client of sockets.clients) client.terminate();
      return new Promise((resolve) => sockets.close(() => resolve()));
    },
  };
}

/** The HTTP and WebSocket JSON-RPC of a Solana engine. */
export type SolanaRpcServer = ReturnType<typeof createSolanaRpcServer>;
