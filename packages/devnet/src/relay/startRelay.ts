import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import { createRelayMailbox } from './createRelayMailbox.js';
import type { RelayMailbox, RelayMessage } from './createRelayMailbox.js';
import { PROJECT_ID_PATTERN, readRelayAuth } from './readRelayAuth.js';
import { MAX_RELAY_MESSAGE_LENGTH, relayParamsSchemas, relayRequestSchema, relayResponseSchema } from './relaySchemas.js';
import type { RelayMethod } from './relaySchemas.js';

/** How often the relay pings each client; clients drop a socket after ~35 s without one. */
export const RELAY_PING_INTERVAL_MS = 10_000;

/** Tags the hosted relay gives the messages it carries for the session-proposal shortcuts. */
export const RELAY_TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;

const DEFAULT_TTL_SECONDS = 300;
const MAX_LOG_ENTRIES = 10_000;
const MAX_FRAME_BYTES = MAX_RELAY_MESSAGE_LENGTH * 4;

/** Options of {@link startRelay}. */
export interface StartRelayOptions {
  /** Port to listen on; 0 or undefined picks a free one (kept across `restart`). */
  port?: number;
  host?: string;
  pingIntervalMs?: number;
  /** Accept connections whose URL has no 32-hex `projectId` (the hosted relay refuses them). */
  allowMissingProjectId?: boolean;
  /** Time source of the mailbox TTLs. */
  now?: () => number;
}

/** One message the relay accepted, as the log shows it. */
export interface RelayLogEntry {
  readonly method: string;
  readonly topic: string;
  readonly tag: number;
  readonly from: string;
  readonly publishedAt: number;
}

/** A running local relay. */
export interface DevRelay {
  /** `ws://host:port`, what a client's `relayUrl` should be. */
  readonly url: string;
  readonly port: number;
  /** Every message published through the relay, oldest first. */
  readonly messages: readonly RelayLogEntry[];
  /** Open client connections. */
  readonly clients: number;
  /** Whether the relay is listening. */
  readonly running: boolean;
  /** Closes every connection and stops listening; the mailbox is kept for a later `start`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  restart(): Promise<void>;
}

interface RelayConnection {
  readonly socket: WebSocket;
  readonly clientId: string;
  readonly subscriptions: Map<string, string>;
  alive: boolean;
}

class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function subscriptionId(topic: string, clientId: string): string {
  // The same id the clients compute for themselves: sha256(topic + client id), hex.
  return createHash('sha256').update(topic + clientId).digest('hex');
}

function connectHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts a WalletConnect relay on 127.0.0.1 that speaks the relay JSON-RPC the real sign client uses:
 * subscriptions, publishing, a mailbox per topic kept until each message's TTL and replayed on subscribe,
 * batch fetch, and the session-proposal shortcuts that subscribe their sender implicitly.
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<DevRelay> {
  const host = options.host ?? '127.0.0.1';
  const pingIntervalMs = options.pingIntervalMs ?? RELAY_PING_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const mailbox: RelayMailbox = createRelayMailbox(now);
  const log: RelayLogEntry[] = [];
  const connections = new Set<RelayConnection>();
  const pendingPushes = new Map<number, { readonly connection: RelayConnection; readonly key: number }>();
  let port = options.port ?? 0;
  let server: Server | undefined;
  let wss: WebSocketServer | undefined;
  let pinger: ReturnType<typeof setInterval> | undefined;
  let nextPushId = 1;

  const send = (connection: RelayConnection, payload: unknown) => {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    connection.socket.send(JSON.stringify(payload), (error) => {
      // A socket closing mid-send is the client's problem to recover from, not the relay's.
      if (error) connection.socket.terminate();
    });
  };

  const push = (connection: RelayConnection, message: RelayMessage) => {
    const id = connection.subscriptions.get(message.topic);
    if (!id) return;
    const pushId = Date.now() * 1000 + (nextPushId++ % 1000);
    pendingPushes.set(pushId, { connection, key: message.key });
    send(connection, {
      id: pushId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id,
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation ? { attestation: message.attestation } : {}),
        },
      },
    });
  };

  const store = (
    method: string,
    from: RelayConnection,
    fields: { topic: string; message: string; ttl?: number | undefined; tag?: number | undefined; attestation?: string | undefined },
  ) => {
    const publishedAt = now();
    const stored = mailbox.add({
      topic: fields.topic,
      message: fields.message,
      tag: fields.tag ?? 0,
      publishedAt,
      from: from.clientId,
      ttlSeconds: fields.ttl ?? DEFAULT_TTL_SECONDS,
      ...(fields.attestation ? { attestation: fields.attestation } : {}),
    });
    log.push({ method, topic: stored.topic, tag: stored.tag, from: from.clientId, publishedAt });
    if (log.length > MAX_LOG_ENTRIES) log.splice(0, log.length - MAX_LOG_ENTRIES);
    for (const connection of connections) {
      if (connection.clientId !== from.clientId && connection.subscriptions.has(stored.topic)) push(connection, stored);
    }
  };

  const subscribe = (connection: RelayConnection, topic: string): string => {
    const id = subscriptionId(topic, connection.clientId);
    connection.subscriptions.set(topic, id);
    return id;
  };

  const replay = (connection: RelayConnection, topics: readonly string[]) => {
    for (const topic of topics) {
      for (const message of mailbox.pendingFor(topic, connection.clientId)) push(connection, message);
    }
  };

  const parseParams = <M extends RelayMethod>(method: M, params: unknown) => {
    const parsed = relayParamsSchemas[method].safeParse(params);
    if (!parsed.success) throw new RelayRpcError(-32602, `Invalid params for ${method}`);
    return parsed.data as ReturnType<(typeof relayParamsSchemas)[M]['parse']>;
  };

  /** Answers one request; `after` runs once the answer is sent (replays must follow the subscribe result). */
  const handle = (connection: RelayConnection, method: string, params: unknown): { result: unknown; after?: () => void } => {
    switch (method) {
      case 'irn_subscribe': {
        const { topic } = parseParams('irn_subscribe', params);
        return { result: subscribe(connection, topic), after: () => replay(connection, [topic]) };
      }
      case 'irn_batchSubscribe': {
        const { topics } = parseParams('irn_batchSubscribe', params);
        return { result: topics.map((topic) => subscribe(connection, topic)), after: () => replay(connection, topics) };
      }
      case 'irn_unsubscribe': {
        const { topic } = parseParams('irn_unsubscribe', params);
        connection.subscriptions.delete(topic);
        return { result: true };
      }
      case 'irn_batchUnsubscribe': {
        const { subscriptions } = parseParams('irn_batchUnsubscribe', params);
        for (const { topic } of subscriptions) connection.subscriptions.delete(topic);
        return { result: true };
      }
      case 'irn_publish': {
        store(method, connection, parseParams('irn_publish', params));
        return { result: true };
      }
      case 'irn_batchPublish': {
        for (const message of parseParams('irn_batchPublish', params).messages) store(method, connection, message);
        return { result: true };
      }
      case 'irn_batchFetchMessages': {
        const { topics } = parseParams('irn_batchFetchMessages', params);
        const messages = topics.flatMap((topic) => mailbox.pendingFor(topic, connection.clientId));
        // Fetched messages count as delivered, as on the hosted relay.
        for (const message of messages) mailbox.acknowledge(connection.clientId, message.key);
        return {
          result: {
            messages: messages.map(({ topic, message, publishedAt, tag, attestation }) => ({
              topic,
              message,
              publishedAt,
              tag,
              ...(attestation ? { attestation } : {}),
            })),
            hasMore: false,
          },
        };
      }
      case 'wc_proposeSession': {
        const proposal = parseParams('wc_proposeSession', params);
        // The proposer never subscribes to the pairing topic itself for the answer: the relay does it.
        subscribe(connection, proposal.pairingTopic);
        store(method, connection, {
          topic: proposal.pairingTopic,
          message: proposal.sessionProposal,
          ttl: proposal.ttl,
          tag: RELAY_TAGS.sessionPropose,
          attestation: proposal.attestation,
        });
        return { result: true };
      }
      case 'wc_approveSession': {
        const approval = parseParams('wc_approveSession', params);
        subscribe(connection, approval.pairingTopic);
        subscribe(connection, approval.sessionTopic);
        store(method, connection, {
          topic: approval.pairingTopic,
          message: approval.sessionProposalResponse,
          ttl: approval.ttl,
          tag: RELAY_TAGS.sessionProposeResponse,
        });
        store(method, connection, {
          topic: approval.sessionTopic,
          message: approval.sessionSettlementRequest,
          ttl: approval.ttl,
          tag: RELAY_TAGS.sessionSettle,
        });
        return { result: true };
      }
      default:
        throw new RelayRpcError(-32601, `Method not found: ${method}`);
    }
  };

  const onMessage = (connection: RelayConnection, data: RawData) => {
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'));
    } catch {
      send(connection, { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } });
      return;
    }
    const request = relayRequestSchema.safeParse(payload);
    if (!request.success) {
      const response = relayResponseSchema.safeParse(payload);
      if (response.success && typeof response.data.id === 'number') {
        const pending = pendingPushes.get(response.data.id);
        pendingPushes.delete(response.data.id);
        if (pending && response.data.result !== undefined) mailbox.acknowledge(pending.connection.clientId, pending.key);
        return;
      }
      const id = typeof payload === 'object' && payload !== null ? (payload as { id?: unknown }).id : undefined;
      send(connection, {
        id: typeof id === 'number' || typeof id === 'string' ? id : null,
        jsonrpc: '2.0',
        error: { code: -32600, message: 'Invalid request' },
      });
      return;
    }
    const { id, method, params } = request.data;
    try {
      const { result, after } = handle(connection, method, params);
      send(connection, { id, jsonrpc: '2.0', result });
      after?.();
    } catch (error) {
      const code = error instanceof RelayRpcError ? error.code : -32603;
      const message = error instanceof RelayRpcError ? error.message : 'Internal error';
      send(connection, { id, jsonrpc: '2.0', error: { code, message } });
    }
  };

  const onConnection = (socket: WebSocket, request: IncomingMessage) => {
    const auth = readRelayAuth(request.url);
    const connection: RelayConnection = {
      socket,
      clientId: auth.clientId ?? `anonymous:${randomUUID()}`,
      subscriptions: new Map(),
      alive: true,
    };
    connections.add(connection);
    socket.on('message', (data) => onMessage(connection, data));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      connections.delete(connection);
      for (const [pushId, pending] of pendingPushes) if (pending.connection === connection) pendingPushes.delete(pushId);
    });
  };

  const refuse = (socket: Duplex, status: string) => {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  const start = async () => {
    if (server) return;
    const http = createServer((_req, res) => {
      res.writeHead(426, { 'content-type': 'text/plain' });
      res.end('This is a WalletConnect relay: connect with a WebSocket');
    });
    const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
    sockets.on('connection', onConnection);
    http.on('upgrade', (request, socket, head) => {
      socket.on('error', () => socket.destroy());
      const { projectId } = readRelayAuth(request.url);
      if (!options.allowMissingProjectId && !PROJECT_ID_PATTERN.test(projectId ?? '')) {
        refuse(socket, '401 Unauthorized');
        return;
      }
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
    });
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(port, host, () => {
        http.off('error', reject);
        resolve();
      });
    });
    port = (http.address() as AddressInfo).port;
    server = http;
    wss = sockets;
    pinger = setInterval(() => {
      for (const connection of connections) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
    }, pingIntervalMs);
    pinger.unref();
  };

  const stop = async () => {
    const http = server;
    const sockets = wss;
    if (!http || !sockets) return;
    server = undefined;
    wss = undefined;
    clearInterval(pinger);
    for (const connection of connections) connection.socket.terminate();
    connections.clear();
    pendingPushes.clear();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };

  await start();
  const base = `ws://${connectHost(host)}`;
  return {
    get url() {
      return `${base}:${port}`;
    },
    get port() {
      return port;
    },
    messages: log,
    get clients() {
      return connections.size;
    },
    get running() {
      return server !== undefined;
    },
    stop,
    start,
    async restart() {
      await stop();
      await start();
    },
  };
}
