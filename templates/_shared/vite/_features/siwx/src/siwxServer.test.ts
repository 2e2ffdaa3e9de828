// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatSiwxMessage } from '@connect-modal/siwx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siwxMiddleware } from '../siwxBackend';
import { siwxServerOptions } from './siwxServer';

// The sign-in backend as `vite dev` serves it: its middleware on a real HTTP server on this machine. The devnet
// setting adds a chain every app has, whatever its networks; its URL is never called (no signature here is one).

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DEVNET = 'http://127.0.0.1:9';
let origin = '';
const server = createServer();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const middleware = siwxMiddleware(() => ({ devOrigin: origin, devnetUrl: DEVNET }));
  server.on('request', (req, res) => middleware(req, res, () => res.writeHead(404).end()));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function nonce(): Promise<string> {
  const reply = await fetch(`${origin}/api/siwx/nonce`);
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { nonce: string }).nonce;
}

async function verify(fields: { domain?: string; chainId?: string; nonce: string }, signature = '0x') {
  const message = formatSiwxMessage({
    domain: fields.domain ?? new URL(origin).host,
    address: ADDRESS,
    uri: origin,
    version: '1',
    chainId: fields.chainId ?? 'eip155:31337',
    nonce: fields.nonce,
    issuedAt: new Date().toISOString(),
  });
  const reply = await fetch(`${origin}/api/siwx/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message, signature }) });
  return { status: reply.status, code: ((await reply.json()) as { error?: { code: string } }).error?.code };
}

describe('sign-in backend', () => {
  it('issues a fresh nonce each time', async () => {
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(second).not.toBe(first);
  });

  it('refuses a message for another site, or on a chain the app does not sign in on', async () => {
    expect(await verify({ domain: 'elsewhere.example', nonce: await nonce() })).toEqual({ status: 401, code: 'DOMAIN_MISMATCH' });
    expect(await verify({ chainId: 'eip155:999999', nonce: await nonce() })).toEqual({ status: 401, code: 'CHAIN_NOT_ALLOWED' });
  });

  it('spends a nonce once, and refuses a signature that is not the account\'s', async () => {
    const issued = await nonce();
    expect(await verify({ nonce: issued })).toEqual({ status: 401, code: 'INVALID_SIGNATURE' });
    expect(await verify({ nonce: issued })).toEqual({ status: 401, code: 'NONCE_USED' });
  });

  it('answers 404 for an unknown session, 415 for a body that is not JSON, and leaves other paths alone', async () => {
    expect((await fetch(`${origin}/api/siwx/session?id=unknown`)).status).toBe(404);
    expect((await fetch(`${origin}/api/siwx/verify`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' })).status).toBe(415);
    expect((await fetch(`${origin}/api/siwx/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await fetch(`${origin}/api/other`)).status).toBe(404);
  });
});

describe('sign-in settings', () => {
  it('pin the dev origin by default, SIWX_DOMAIN and SIWX_URI when set, and add the devnet chains only with a devnet', () => {
    const local = siwxServerOptions({ devOrigin: 'http://localhost:5173' });
    expect([local.domain, local.uri]).toEqual(['localhost:5173', 'http://localhost:5173']);
    expect(local.chains).not.toContain('eip155:31337');
    const pinned = siwxServerOptions({ domain: 'app.example.com', uri: 'https://app.example.com', devOrigin: 'http://localhost:5173' });
    expect([pinned.domain, pinned.uri]).toEqual(['app.example.com', 'https://app.example.com']);
    expect(siwxServerOptions({ uri: 'https://app.example.com', devOrigin: '' }).domain).toBe('app.example.com');
    const devnet = siwxServerOptions({ devOrigin: 'http://localhost:5173', devnetUrl: DEVNET });
    expect(devnet.chains.slice(0, 2)).toEqual(['eip155:31337', 'eip155:31338']);
    expect(devnet.rpcUrl?.('eip155:31337')).toBe(`${DEVNET}/rpc/31337`);
  });
});
