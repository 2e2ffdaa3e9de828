// An RPC URL that rate-limits with an absurd Retry-After, or answers a balance no account can hold, ends a balance
// read in bounded time with an error: checked against a real HTTP server on 127.0.0.1 through viem's transport.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineNetwork } from '../core/index.js';
import { RPC_MAX_RETRY_AFTER_MS, capRetryAfter } from './capRetryAfter.js';
import { MAX_EVM_BALANCE, createEvmReads } from './evmReads.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const network = defineNetwork({
  id: 31337,
  name: 'Local',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});

/** What the server answers to eth_getBalance, per request: a status, a Retry-After and a result. */
type Answer = { status: number; retryAfter?: string; result?: string };
let answers: Answer[] = [];
let balanceRequests: number[] = [];
let server: Server;
let baseUrl = '';

function reply(req: IncomingMessage, res: ServerResponse, body: string): void {
  const message = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[];
  const list = Array.isArray(message) ? message : [message];
  const results = list.map((item) => {
    if (item.method === 'eth_chainId') return { jsonrpc: '2.0', id: item.id, result: '0x7a69' };
    balanceRequests.push(Date.now());
    const answer = answers.shift() ?? { status: 200, result: '0x1' };
    if (answer.status !== 200) {
      res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}) });
      res.end('{"error":"slow down"}');
      return undefined;
    }
    return { jsonrpc: '2.0', id: item.id, result: answer.result };
  });
  if (res.headersSent) return;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(Array.isArray(message) ? results : results[0]));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/header') {
        res.writeHead(429, { 'retry-after': req.headers['x-retry-after'] as string });
        res.end();
        return;
      }
      reply(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('capRetryAfter', () => {
  const NOW = Date.UTC(2026, 0, 1);
  const capped = capRetryAfter((input, init) => fetch(input, init), () => NOW);
  const headerFor = async (value: string) =>
    (await capped(`${baseUrl}/header`, { headers: { 'x-retry-after': value } })).headers.get('retry-after');

  it('cuts delay seconds, HTTP dates and absurd values to the cap, keeps short waits, drops what is unreadable', async () => {
    const cap = String(RPC_MAX_RETRY_AFTER_MS / 1000);
    expect(await headerFor('2')).toBe('2');
    expect(await headerFor('3600')).toBe(cap);
    expect(await headerFor('99999999999999999999999')).toBe(cap);
    expect(await headerFor(new Date(NOW + 3_600_000).toUTCString())).toBe(cap);
    expect(await headerFor(new Date(NOW + 2_000).toUTCString())).toBe('2');
    expect(await headerFor(new Date(NOW - 60_000).toUTCString())).toBe('0');
    expect(await headerFor('soon')).toBeNull();
    expect(await headerFor('-5')).toBeNull();
  });
});

describe('balance reads against a hostile RPC URL', () => {
  const reads = createEvmReads(() => [baseUrl], (input, init) => fetch(input, init));

  it(`wait at most ${RPC_MAX_RETRY_AFTER_MS} ms for a 429 that asks for an hour`, async () => {
    answers = [{ status: 429, retryAfter: '3600' }];
    balanceRequests = [];
    const started = Date.now();
    await expect(reads.getBalance(ADDRESS, network)).resolves.toMatchObject({ value: 1n, formatted: '0.000000000000000001' });
    const waited = (balanceRequests[1] ?? Number.POSITIVE_INFINITY) - (balanceRequests[0] ?? 0);
    expect(waited).toBeGreaterThanOrEqual(RPC_MAX_RETRY_AFTER_MS - 50);
    expect(Date.now() - started).toBeLessThan(RPC_MAX_RETRY_AFTER_MS + 3_000);
  }, 20_000);

  it('refuse a balance above a uint256 and one that is not a number', async () => {
    answers = [{ status: 200, result: `0x1${'0'.repeat(100_000)}` }];
    await expect(reads.getBalance(ADDRESS, network)).rejects.toMatchObject({ code: 'RPC_BAD_BALANCE' });
    answers = [{ status: 200, result: `0x${MAX_EVM_BALANCE.toString(16)}` }];
    await expect(reads.getBalance(ADDRESS, network)).resolves.toMatchObject({ value: MAX_EVM_BALANCE });
    answers = [{ status: 200, result: 'NaN' }];
    await expect(reads.getBalance(ADDRESS, network)).rejects.toThrow();
  });
});
