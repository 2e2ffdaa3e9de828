// Hostile stand-ins for EVM RPC URLs: real HTTP servers on 127.0.0.1, each answering every request with one fault.
// They count what they receive (JSON-RPC methods, one per call of a batch) so a test can tell how often a write
// arrived.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The faults a stand-in can answer with. */
export type RpcFault =
  | 'hang'
  | '429'
  | '429-retry-after'
  | '429-retry-after-day'
  | '500'
  | '503'
  | 'garbage'
  | 'wrong-id'
  | 'wrong-chain';

/** A running stand-in. */
export interface FaultyRpc {
  readonly fault: RpcFault;
  readonly url: string;
  /** JSON-RPC methods received, in order (a batch counts each of its calls). */
  readonly methods: string[];
  stop(): Promise<void>;
}

interface RpcCall {
  readonly id?: unknown;
  readonly method?: unknown;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function callsOf(body: string): RpcCall[] {
  try {
    const parsed = JSON.parse(body) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as RpcCall[];
  } catch {
    return [];
  }
}

/** Forwards a body to a node and returns its answer's text. */
async function forward(upstream: string, body: string): Promise<string> {
  const response = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return response.text();
}

/**
 * An answer with every id shifted (as a proxy that mixes up its callers would send), each result replaced by a
 * plausible value of another request: the balance of someone else, a block far away.
 */
function wrongIdAnswer(body: string): string {
  const calls = callsOf(body);
  const answers = calls.map((call) => ({ jsonrpc: '2.0', id: typeof call.id === 'number' ? call.id + 1000 : 'other', result: '0xde0b6b3a7640000' }));
  return JSON.stringify(body.trimStart().startsWith('[') ? answers : answers[0]);
}

/**
 * Starts a stand-in answering with `fault`. `upstream` is the node whose answers a wrong-chain stand-in passes on
 * (a node of another chain).
 */
export async function startFaultyRpc(fault: RpcFault, upstream?: string): Promise<FaultyRpc> {
  const methods: string[] = [];
  const sockets = new Set<Socket>();
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    for (const call of callsOf(body)) methods.push(typeof call.method === 'string' ? call.method : '?');
    switch (fault) {
      case 'hang':
        return; // Never answered; the socket stays open until the stand-in stops.
      case '429':
        response.writeHead(429, { 'content-type': 'text/plain' }).end('Too Many Requests');
        return;
      case '429-retry-after':
        response.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '1' }).end('Too Many Requests');
        return;
      case '429-retry-after-day':
        response.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '86400' }).end('Too Many Requests');
        return;
      case '500':
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
        return;
      case '503':
        response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
        return;
      case 'garbage':
        response.writeHead(200, { 'content-type': 'application/json' }).end('<html>\u0000not json at all');
        return;
      case 'wrong-id':
        response.writeHead(200, { 'content-type': 'application/json' }).end(wrongIdAnswer(body));
        return;
      case 'wrong-chain': {
        if (!upstream) throw new Error('A wrong-chain stand-in needs the node of another chain');
        response.writeHead(200, { 'content-type': 'application/json' }).end(await forward(upstream, body));
        return;
      }
    }
  };
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    fault,
    url: `http://127.0.0.1:${port}/`,
    methods,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
