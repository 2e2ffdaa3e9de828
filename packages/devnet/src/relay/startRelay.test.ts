import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createRelayMailbox } from './createRelayMailbox.js';
import { readRelayAuth } from './readRelayAuth.js';
import { startRelay } from './startRelay.js';
import type { DevRelay } from './startRelay.js';

const PROJECT_ID = 'ab'.repeat(16);
const TOPIC_A = 'a'.repeat(64);
const TOPIC_B = 'b'.repeat(64);

function jwtFor(iss: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss, sub: 'x', aud: 'wss://relay', iat: 1, exp: 2 })}.signature`;
}

interface TestClient {
  readonly socket: WebSocket;
  readonly received: Record<string, unknown>[];
  call(method: string, params?: unknown): Promise<Record<string, unknown>>;
  sendRaw(text: string): Promise<Record<string, unknown>>;
  next(predicate: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

const clients: TestClient[] = [];
let relay: DevRelay | undefined;

async function connect(url: string, clientId: string, options: { ack?: boolean; projectId?: string } = {}): Promise<TestClient> {
  const socket = new WebSocket(`${url}/?auth=${jwtFor(clientId)}&projectId=${options.projectId ?? PROJECT_ID}`);
  const received: Record<string, unknown>[] = [];
  const waiters: { predicate: (message: Record<string, unknown>) => boolean; resolve: (message: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    received.push(message);
    if (message.method === 'irn_subscription' && options.ack !== false) {
      socket.send(JSON.stringify({ id: message.id, jsonrpc: '2.0', result: true }));
    }
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const next = (predicate: (message: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const found = received.find(predicate);
      if (found) resolve(found);
      else waiters.push({ predicate, resolve });
    });
  const client: TestClient = {
    socket,
    received,
    call(method, params) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      return next((message) => message.id === id && message.method === undefined);
    },
    sendRaw(text) {
      socket.send(text);
      const seen = received.length;
      return next((message) => received.indexOf(message) >= seen && message.method === undefined);
    },
    next,
  };
  clients.push(client);
  return client;
}

const pushes = (client: TestClient, topic: string) =>
  client.received.filter(
    (message) => message.method === 'irn_subscription' && (message.params as { data: { topic: string } }).data.topic === topic,
  );

afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await relay?.stop();
  relay = undefined;
});

describe('local relay', () => {
  it('delivers a publish to other subscribers, never back to the sender, with the id clients compute', async () => {
    relay = await startRelay();
    const alice = await connect(relay.url, 'did:key:alice');
    const bob = await connect(relay.url, 'did:key:bob');
    const subscribed = await bob.call('irn_subscribe', { topic: TOPIC_A });
    expect(subscribed.result).toBe(createHash('sha256').update(`${TOPIC_A}did:key:bob`).digest('hex'));
    await alice.call('irn_subscribe', { topic: TOPIC_A });
    expect((await alice.call('irn_publish', { topic: TOPIC_A, message: 'hello', ttl: 300, tag: 1108 })).result).toBe(true);
    const push = await bob.next((message) => message.method === 'irn_subscription');
    expect(push.params).toMatchObject({ id: subscribed.result, data: { topic: TOPIC_A, message: 'hello', tag: 1108 } });
    expect(pushes(alice, TOPIC_A)).toHaveLength(0);
    expect(relay.messages).toEqual([expect.objectContaining({ method: 'irn_publish', topic: TOPIC_A, tag: 1108, from: 'did:key:alice' })]);
    expect(relay.clients).toBe(2);
  });

  it('keeps messages until their TTL and replays them on subscribe, once acknowledged never again', async () => {
    let now = 1_000_000;
    relay = await startRelay({ now: () => now });
    const dapp = await connect(relay.url, 'did:key:dapp');
    await dapp.call('irn_batchPublish', {
      messages: [
        { topic: TOPIC_A, message: 'kept', ttl: 300, tag: 1 },
        { topic: TOPIC_B, message: 'short', ttl: 1, tag: 1 },
      ],
    });
    now += 2000;
    const wallet = await connect(relay.url, 'did:key:wallet');
    const ids = await wallet.call('irn_batchSubscribe', { topics: [TOPIC_A, TOPIC_B] });
    expect(ids.result).toHaveLength(2);
    await wallet.next((message) => message.method === 'irn_subscription');
    expect(pushes(wallet, TOPIC_A).map((message) => (message.params as { data: { message: string } }).data.message)).toEqual(['kept']);
    expect(pushes(wallet, TOPIC_B)).toHaveLength(0);

    // The acknowledgement is in flight with the next request; a later subscribe must not redeliver.
    await wallet.call('irn_unsubscribe', { topic: TOPIC_A });
    await wallet.call('irn_subscribe', { topic: TOPIC_A });
    const fetched = await wallet.call('irn_batchFetchMessages', { topics: [TOPIC_A] });
    expect(fetched.result).toEqual({ messages: [], hasMore: false });
    expect(pushes(wallet, TOPIC_A)).toHaveLength(1);
  });

  it('fetches unacknowledged messages in a batch and counts them as delivered', async () => {
    relay = await startRelay();
    const dapp = await connect(relay.url, 'did:key:dapp');
    await dapp.call('irn_publish', { topic: TOPIC_A, message: 'one', ttl: 300, tag: 7 });
    const wallet = await connect(relay.url, 'did:key:wallet', { ack: false });
    const fetched = await wallet.call('irn_batchFetchMessages', { topics: [TOPIC_A] });
    expect(fetched.result).toEqual({ messages: [expect.objectContaining({ topic: TOPIC_A, message: 'one', tag: 7 })], hasMore: false });
    expect((await wallet.call('irn_batchFetchMessages', { topics: [TOPIC_A] })).result).toEqual({ messages: [], hasMore: false });
  });

  it('subscribes the sender of a session proposal and of an approval implicitly, and delivers both', async () => {
    relay = await startRelay();
    const dapp = await connect(relay.url, 'did:key:dapp');
    const wallet = await connect(relay.url, 'did:key:wallet');
    await dapp.call('wc_proposeSession', { pairingTopic: TOPIC_A, sessionProposal: 'proposal', ttl: 300 });
    await wallet.call('irn_subscribe', { topic: TOPIC_A });
    await wallet.next((message) => message.method === 'irn_subscription');
    await dapp.call('irn_subscribe', { topic: TOPIC_B });
    await wallet.call('wc_approveSession', {
      pairingTopic: TOPIC_A,
      sessionTopic: TOPIC_B,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    });
    await dapp.next((message) => message.method === 'irn_subscription' && pushes(dapp, TOPIC_B).length > 0);
    expect(pushes(dapp, TOPIC_A).map((message) => (message.params as { data: { tag: number } }).data.tag)).toEqual([1101]);
    expect(pushes(dapp, TOPIC_B).map((message) => (message.params as { data: { tag: number } }).data.tag)).toEqual([1102]);
    // The wallet hears the dapp's later messages on the session topic without having subscribed to it.
    await dapp.call('irn_publish', { topic: TOPIC_B, message: 'request', ttl: 300, tag: 1108 });
    await wallet.next((message) => message.method === 'irn_subscription' && pushes(wallet, TOPIC_B).length > 0);
  });

  it('answers malformed JSON, bad requests, bad params and unknown methods with JSON-RPC errors and stays up', async () => {
    relay = await startRelay();
    const client = await connect(relay.url, 'did:key:x');
    expect((await client.sendRaw('{not json')).error).toMatchObject({ code: -32700 });
    expect((await client.sendRaw(JSON.stringify({ id: 5, jsonrpc: '2.0' }))).error).toMatchObject({ code: -32600 });
    expect((await client.call('irn_subscribe', { topic: 'short' })).error).toMatchObject({ code: -32602 });
    expect((await client.call('irn_publish', { topic: TOPIC_A, message: 'x', ttl: -1 })).error).toMatchObject({ code: -32602 });
    expect((await client.call('eth_chainId', [])).error).toMatchObject({ code: -32601 });
    expect((await client.call('irn_subscribe', { topic: TOPIC_A })).result).toEqual(expect.any(String));
  });

  it('refuses a connection without a project id, and pings its clients', async () => {
    relay = await startRelay({ pingIntervalMs: 20 });
    await expect(connect(relay.url, 'did:key:x', { projectId: 'nope' })).rejects.toThrow(/401/);
    const client = await connect(relay.url, 'did:key:y');
    await new Promise<void>((resolve) => client.socket.once('ping', () => resolve()));
  });

  it('stops and starts again on the same port, keeping its mailbox', async () => {
    relay = await startRelay();
    const { port, url } = relay;
    const dapp = await connect(url, 'did:key:dapp');
    await dapp.call('irn_publish', { topic: TOPIC_A, message: 'survives', ttl: 300, tag: 1 });
    const closed = new Promise<void>((resolve) => dapp.socket.once('close', () => resolve()));
    await relay.stop();
    await closed;
    expect(relay.running).toBe(false);
    expect(relay.clients).toBe(0);
    await relay.start();
    expect(relay.port).toBe(port);
    const wallet = await connect(relay.url, 'did:key:wallet');
    await wallet.call('irn_subscribe', { topic: TOPIC_A });
    const push = await wallet.next((message) => message.method === 'irn_subscription');
    expect(push.params).toMatchObject({ data: { message: 'survives' } });
  });
});

describe('relay auth and mailbox', () => {
  it('reads the project id and the JWT issuer without trusting the JWT', () => {
    expect(readRelayAuth(`/?projectId=${PROJECT_ID}&auth=${jwtFor('did:key:z6Mk')}`)).toEqual({ projectId: PROJECT_ID, clientId: 'did:key:z6Mk' });
    expect(readRelayAuth('/?auth=not.a.jwt')).toEqual({ projectId: undefined, clientId: undefined });
    expect(readRelayAuth(undefined)).toEqual({ projectId: undefined, clientId: undefined });
  });

  it('keeps one copy of a republished message and drops expired ones', () => {
    let now = 0;
    const mailbox = createRelayMailbox(() => now);
    mailbox.add({ topic: TOPIC_A, message: 'm', tag: 1, publishedAt: 0, from: 'a', ttlSeconds: 10 });
    mailbox.add({ topic: TOPIC_A, message: 'm', tag: 1, publishedAt: 0, from: 'a', ttlSeconds: 10 });
    expect(mailbox.pendingFor(TOPIC_A, 'b')).toHaveLength(1);
    expect(mailbox.pendingFor(TOPIC_A, 'a')).toHaveLength(0);
    now = 10_000;
    expect(mailbox.size()).toBe(0);
  });
});
