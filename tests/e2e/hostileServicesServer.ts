// A hostile stand-in for the blockchain API, the wallet directory and the EVM RPC, on 127.0.0.1: every request's
// first path segment names the case it answers for (`/<case>/v1/account/…`, `/<case>/rpc/31337`), so pages of
// several cases share one server.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which service a request is for. */
export type ServiceKind = 'rpc' | 'balances' | 'history' | 'wallets' | 'other';

/** What the server does with one request: an answer, or nothing at all (the socket stays open). */
export type Reply = { readonly status: number; readonly body: string | Buffer; readonly headers?: Readonly<Record<string, string>> } | 'hang';

/** A JSON-RPC result, sent with the ids of the request (as a batch for a batch). */
export interface RpcResult {
  readonly rpcResult: unknown;
}

/** How a case answers: given the service and, for the RPC, the JSON-RPC method asked. */
export type Answer = (kind: ServiceKind, rpcMethod: string | undefined) => Reply | RpcResult;

/** The running server: its base URL and the requests each case received, by service. */
export interface HostileServer {
  readonly url: string;
  readonly requests: Map<string, Record<ServiceKind, number>>;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  // The RPC is read cross-origin: without this the page could not see a Retry-After at all.
  'access-control-expose-headers': 'retry-after',
};

function kindOf(path: string): ServiceKind {
  if (/^\/rpc\/\d+$/.test(path)) return 'rpc';
  if (/^\/v1\/account\/[^/]+\/balance$/.test(path)) return 'balances';
  if (/^\/v1\/account\/[^/]+\/history$/.test(path)) return 'history';
  if (path === '/getWallets') return 'wallets';
  return 'other';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      // The modal's requests are small; anything beyond is not read.
      if (body.length < 100_000) body += chunk.toString('utf8');
    });
    req.on('end', () => resolve(body));
    req.on('error', () => resolve(body));
  });
}

/** The JSON-RPC messages of a request body (one or a batch), or an empty list when it is not JSON-RPC. */
export function rpcMessages(body: string): { id: unknown; method: string }[] {
  try {
    const parsed = JSON.parse(body) as unknown;
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter((item): item is { id: unknown; method: string } => typeof item === 'object' && item !== null && 'method' in item);
  } catch {
    return [];
  }
}

/**
 * Answers a JSON-RPC request (one message or a batch) by the case's answer to each message's method; a batch as a
 * batch. When the case answers any message with a whole reply (a status, a body, a hang), that is the reply.
 */
function rpcReply(body: string, answer: Answer): Reply | 'hang' {
  const batch = body.trimStart().startsWith('[');
  const messages = rpcMessages(body);
  const answered = (messages.length > 0 ? messages : [{ id: null, method: '' }]).map((message) => ({ message, reply: answer('rpc', message.method) }));
  const whole = answered.find(({ reply }) => reply === 'hang' || !('rpcResult' in reply));
  if (whole) return whole.reply as Reply | 'hang';
  const answers = answered.map(({ message, reply }) => ({ jsonrpc: '2.0', id: message.id, result: (reply as RpcResult).rpcResult }));
  return { status: 200, body: JSON.stringify(batch ? answers : answers[0]) };
}

/** Starts the server; `cases` answers per case name. */
export async function startHostileServer(cases: Readonly<Record<string, Answer>>): Promise<HostileServer> {
  const requests = new Map<string, Record<ServiceKind, number>>();
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const [, name = '', ...rest] = url.pathname.split('/');
      const path = `/${rest.join('/')}`;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const body = await readBody(req);
      const answer = cases[decodeURIComponent(name)];
      if (!answer) {
        res.writeHead(404, CORS).end();
        return;
      }
      const kind = kindOf(path);
      const counts = requests.get(name) ?? { rpc: 0, balances: 0, history: 0, wallets: 0, other: 0 };
      counts[kind] += 1;
      requests.set(name, counts);
      // Each message of a batch (the chain check beside the first read) is answered for its own method.
      const answered = kind === 'rpc' ? rpcReply(body, answer) : answer(kind, undefined);
      const reply = answered !== 'hang' && 'rpcResult' in answered ? { status: 500, body: '{"error":"rpcResult outside the RPC"}' } : answered;
      if (reply === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...CORS, ...reply.headers });
      res.end(reply.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
