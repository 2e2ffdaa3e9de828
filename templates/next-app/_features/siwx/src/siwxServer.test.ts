// @vitest-environment node
import { formatSiwxMessage } from '@connect-modal/siwx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { siwxServerOptions } from './siwxServer';

// The sign-in route as Next.js calls it: its GET and POST handlers with Fetch API requests. The devnet setting adds
// a chain every app has, whatever its networks; its URL is never called (no signature here is one).

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DEVNET = 'http://127.0.0.1:9';
const ORIGIN = 'http://localhost:3000';
let route: { GET(request: Request): Promise<Response>; POST(request: Request): Promise<Response> };

beforeAll(async () => {
  // The route reads its settings when it loads: the defaults, whatever this shell has set.
  vi.stubEnv('SIWX_DOMAIN', '');
  vi.stubEnv('SIWX_URI', '');
  vi.stubEnv('NEXT_PUBLIC_CONNECT_DEVNET_URL', DEVNET);
  route = await import('./app/api/siwx/[action]/route');
  vi.unstubAllEnvs();
});

async function nonce(): Promise<string> {
  const reply = await route.GET(new Request(`${ORIGIN}/api/siwx/nonce`));
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { nonce: string }).nonce;
}

async function verify(fields: { domain?: string; chainId?: string; nonce: string }, signature = '0x') {
  const message = formatSiwxMessage({
    domain: fields.domain ?? 'localhost:3000',
    address: ADDRESS,
    uri: ORIGIN,
    version: '1',
    chainId: fields.chainId ?? 'eip155:31337',
    nonce: fields.nonce,
    issuedAt: new Date().toISOString(),
  });
  const request = new Request(`${ORIGIN}/api/siwx/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message, signature }) });
  const reply = await route.POST(request);
  return { status: reply.status, code: ((await reply.json()) as { error?: { code: string } }).error?.code };
}

describe('sign-in route', () => {
  it('issues a fresh nonce each time', async () => {
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(second).not.toBe(first);
  });

  it("is for http://localhost:3000 unless told otherwise, and refuses a message for another site or chain", async () => {
    expect(await verify({ domain: 'elsewhere.example', nonce: await nonce() })).toEqual({ status: 401, code: 'DOMAIN_MISMATCH' });
    expect(await verify({ chainId: 'eip155:999999', nonce: await nonce() })).toEqual({ status: 401, code: 'CHAIN_NOT_ALLOWED' });
  });

  it("spends a nonce once, and refuses a signature that is not the account's", async () => {
    const issued = await nonce();
    expect(await verify({ nonce: issued })).toEqual({ status: 401, code: 'INVALID_SIGNATURE' });
    expect(await verify({ nonce: issued })).toEqual({ status: 401, code: 'NONCE_USED' });
  });

  it('answers 404 for an unknown session or route, and 405 for the wrong method', async () => {
    expect((await route.GET(new Request(`${ORIGIN}/api/siwx/session?id=unknown`))).status).toBe(404);
    expect((await route.GET(new Request(`${ORIGIN}/api/siwx/other`))).status).toBe(404);
    expect((await route.POST(new Request(`${ORIGIN}/api/siwx/nonce`, { method: 'POST' }))).status).toBe(405);
  });
});

describe('sign-in settings', () => {
  it('pin SIWX_DOMAIN and SIWX_URI when set, and add the devnet chains only with a devnet', () => {
    const local = siwxServerOptions({ devOrigin: ORIGIN });
    expect([local.domain, local.uri]).toEqual(['localhost:3000', ORIGIN]);
    expect(local.chains).not.toContain('eip155:31337');
    const pinned = siwxServerOptions({ domain: 'app.example.com', uri: 'https://app.example.com', devOrigin: ORIGIN });
    expect([pinned.domain, pinned.uri]).toEqual(['app.example.com', 'https://app.example.com']);
    expect(siwxServerOptions({ uri: 'https://app.example.com', devOrigin: ORIGIN }).domain).toBe('app.example.com');
    const devnet = siwxServerOptions({ devOrigin: ORIGIN, devnetUrl: DEVNET });
    expect(devnet.chains.slice(0, 2)).toEqual(['eip155:31337', 'eip155:31338']);
    expect(devnet.rpcUrl?.('eip155:31337')).toBe(`${DEVNET}/rpc/31337`);
  });
});
