import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatSiwxMessage } from '../message/index.js';
import type { SiwxSession } from '../types.js';
import { createSiwxServer } from './createSiwxServer.js';
import { createRedisNonceStore } from './createRedisNonceStore.js';
import { createRedisSessionStore } from './createRedisSessionStore.js';
import type { SiwxRedisClient } from './SiwxRedisClient.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A throwaway redis-server on 127.0.0.1: no snapshot, no append-only file. */
async function startRedis(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    child.stdout?.on('data', () => {
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function session(id: string, address: string, expiresAt: number): SiwxSession {
  return { id, address, chainId: 'eip155:1', message: `message ${id}`, signature: '0x00', issuedAt: new Date(0).toISOString(), expiresAt: new Date(expiresAt).toISOString() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Redis stores on a real redis-server', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let clientA: Redis;
  let clientB: Redis;

  beforeAll(async () => {
    redis = await startRedis();
    clientA = new Redis({ port: redis.port, host: '127.0.0.1', lazyConnect: true });
    clientB = new Redis({ port: redis.port, host: '127.0.0.1', lazyConnect: true });
    await Promise.all([clientA.connect(), clientB.connect()]);
  });

  afterAll(async () => {
    await Promise.all([clientA?.quit(), clientB?.quit()]);
    await redis?.stop();
  });

  beforeEach(async () => {
    await clientA.flushdb();
  });

  it('an ioredis client is a SiwxRedisClient', () => {
    const client: SiwxRedisClient = clientA;
    expect(typeof client.eval).toBe('function');
  });

  it('consumes an issued nonce once, tells a replay from a nonce never issued, and forgets it after its time to live', async () => {
    const store = createRedisNonceStore(clientA);
    await store.issue('abcdefgh1234', 300);
    expect(await clientA.get('siwx:nonce:abcdefgh1234')).toBe('issued');
    expect(await store.consume('abcdefgh1234')).toBe('ok');
    expect(await store.consume('abcdefgh1234')).toBe('used');
    expect(await store.consume('neverIssued1')).toBe('unknown');
    // The used mark keeps the nonce's time to live: it is neither revived nor kept forever.
    const ttl = await clientA.pttl('siwx:nonce:abcdefgh1234');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await sleep(350);
    expect(await store.consume('abcdefgh1234')).toBe('unknown');
  });

  it('refuses to issue a nonce twice, so a used nonce cannot be made fresh again', async () => {
    const store = createRedisNonceStore(clientA);
    await store.issue('abcdefgh1234', 60_000);
    expect(await store.consume('abcdefgh1234')).toBe('ok');
    await expect(store.issue('abcdefgh1234', 60_000)).rejects.toThrow('Nonce already issued');
    expect(await store.consume('abcdefgh1234')).toBe('used');
    await expect(store.issue('other1234', 0)).rejects.toThrow(RangeError);
  });

  it('gives exactly one ok to 200 concurrent consumers on two connections', async () => {
    const storeA = createRedisNonceStore(clientA, { prefix: 'app:' });
    const storeB = createRedisNonceStore(clientB, { prefix: 'app:' });
    await storeA.issue('raceNonce0001', 60_000);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? storeA : storeB).consume('raceNonce0001')));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'used')).toHaveLength(199);
  });

  it('keeps sessions under their prefix, lists them by address in any letter case, and revokes one alone', async () => {
    const store = createRedisSessionStore(clientA, { prefix: 'test:' });
    const address = '0x9D85ca56217D2bb651b00f15e694EB7E713637D4';
    const now = Date.now();
    await store.put(session('one', address, now + 60_000));
    await store.put(session('two', address, now + 30_000));
    await store.put(session('other', '0xE6D3Aa1F561A215E5eb1f02Ba8705385F03fCaFB', now + 60_000));
    expect((await store.get('one'))?.message).toBe('message one');
    expect((await store.listByAddress(address.toLowerCase())).map((s) => s.id)).toEqual(['two', 'one']);
    expect(await clientA.pttl('test:session:one')).toBeGreaterThan(59_000);

    await store.delete('two');
    expect(await store.get('two')).toBeUndefined();
    expect((await store.listByAddress(address)).map((s) => s.id)).toEqual(['one']);
    expect((await store.get('other'))?.id).toBe('other');
    await store.delete('never-stored');
    expect(await clientA.zrange('test:address:0x9d85ca56217d2bb651b00f15e694eb7e713637d4', '0', '-1')).toEqual(['one']);
  });

  it('lets sessions expire in Redis at their expiresAt, index included', async () => {
    const store = createRedisSessionStore(clientA);
    const address = 'So11111111111111111111111111111111111111112';
    await store.put(session('short', address, Date.now() + 200));
    await store.put(session('past', address, Date.now() - 1));
    expect((await store.listByAddress(address)).map((s) => s.id)).toEqual(['short']);
    expect(await store.get('past')).toBeUndefined();
    // base58 addresses are case-sensitive: another case is another address.
    expect(await store.listByAddress(address.toLowerCase())).toEqual([]);
    await sleep(300);
    expect(await store.get('short')).toBeUndefined();
    expect(await store.listByAddress(address)).toEqual([]);
    expect(await clientA.exists(`siwx:address:${address}`)).toBe(0);
  });

  describe('two servers sharing one Redis through two connections', () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const servers = () =>
      [clientA, clientB].map((client) =>
        createSiwxServer({
          domain: 'app.example.com',
          uri: 'https://app.example.com',
          chains: ['eip155:1'],
          nonceStore: createRedisNonceStore(client),
          sessionStore: createRedisSessionStore(client),
        }),
      ) as [ReturnType<typeof createSiwxServer>, ReturnType<typeof createSiwxServer>];

    async function signed(nonce: string) {
      const message = formatSiwxMessage({ domain: 'app.example.com', address: account.address, uri: 'https://app.example.com', version: '1', chainId: 'eip155:1', nonce, issuedAt: new Date().toISOString() });
      return { message, signature: await account.signMessage({ message }) };
    }

    it('signs in once of 100 parallel verifies of one message: one session, 99 NONCE_USED', async () => {
      const [first, second] = servers();
      const input = await signed((await first.issueNonce()).nonce);
      const outcomes = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => (i % 2 ? first : second).verify(input)));
      const sessions = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      const codes = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as { code: string }).code] : []));
      expect(sessions).toHaveLength(1);
      expect(codes).toEqual(Array.from({ length: 99 }, () => 'NONCE_USED'));
      expect((await first.listSessions(account.address)).map((s) => s.id)).toEqual([sessions[0]?.id]);
      expect(await clientA.keys('siwx:session:*')).toEqual([`siwx:session:${sessions[0]?.id}`]);
    });

    it('a nonce issued by one server signs in on the other; sessions and revokes are shared', async () => {
      const [first, second] = servers();
      const one = await second.verify(await signed((await first.issueNonce()).nonce));
      const two = await first.verify(await signed((await second.issueNonce()).nonce));
      expect((await second.getSession(two.id))?.id).toBe(two.id);
      const pttl = await clientA.pttl(`siwx:session:${one.id}`);
      expect(pttl).toBeGreaterThan(7 * 24 * 60 * 60_000 - 60_000);
      expect(pttl).toBeLessThanOrEqual(7 * 24 * 60 * 60_000);
      await first.revoke(one.id);
      expect(await second.getSession(one.id)).toBeUndefined();
      expect((await second.listSessions(account.address)).map((s) => s.id)).toEqual([two.id]);
      expect((await first.verify(await signed('neverIssued42')).catch((error: { code: string }) => error.code))).toBe('UNKNOWN_NONCE');
    });
  });

  it('refuses a stored value that is not a session', async () => {
    const store = createRedisSessionStore(clientA);
    await clientA.set('siwx:session:broken', '{"id":"broken"}');
    await expect(store.get('broken')).rejects.toThrow('Stored session has no string "address"');
  });
});
