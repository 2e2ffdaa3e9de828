import { createServer } from 'node:net';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { formatSiwxMessage } from '../message/index.js';
import type { SiwxSession } from '../types.js';
import { createSiwxHandler } from './createSiwxHandler.js';
import type { SiwxHandlerOptions } from './createSiwxHandler.js';
import { createSiwxServer } from './createSiwxServer.js';

const ORIGIN = 'https://app.example.com';
const account = privateKeyToAccount(generatePrivateKey());

function setup(options: SiwxHandlerOptions = { basePath: '/api/siwx' }) {
  const server = createSiwxServer({ domain: 'app.example.com', uri: ORIGIN, chains: ['eip155:1'] });
  const handler = createSiwxHandler(server, options);
  const base = `${ORIGIN}${options.basePath ?? ''}`;
  const get = (path: string) => handler(new Request(`${base}${path}`));
  const post = (path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    handler(new Request(`${base}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }));
  async function signedBody() {
    const response = await get('/nonce');
    const { nonce } = (await response!.json()) as { nonce: string };
    const message = formatSiwxMessage({ domain: 'app.example.com', address: account.address, uri: ORIGIN, version: '1', chainId: 'eip155:1', nonce, issuedAt: new Date().toISOString() });
    return { message, signature: await account.signMessage({ message }) };
  }
  return { server, handler, get, post, signedBody };
}

/** A session as the list shows it to anyone: without its id. */
const listed = (session: unknown) => {
  const { address, chainId, issuedAt, expiresAt } = session as Record<string, string>;
  return { address, chainId, issuedAt, expiresAt };
};

async function body(response: Response | undefined): Promise<unknown> {
  expect(response).toBeInstanceOf(Response);
  return response!.json();
}

describe('createSiwxHandler', () => {
  it('serves a nonce, a sign-in, the session, the address’s sessions and a revoke', async () => {
    const { get, post, signedBody } = setup();
    const nonceResponse = await get('/nonce');
    expect(nonceResponse?.status).toBe(200);
    expect(nonceResponse?.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(nonceResponse?.headers.get('cache-control')).toBe('no-store');
    expect(nonceResponse?.headers.get('access-control-allow-origin')).toBeNull();
    expect(await body(nonceResponse)).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9]{22}$/) as string, expiresAt: expect.any(String) as string });

    const verified = await post('/verify', await signedBody());
    expect(verified?.status).toBe(200);
    const { session } = (await body(verified)) as { session: SiwxSession };
    expect(session.address).toBe(account.address);

    const other = ((await body(await post('/verify', await signedBody()))) as { session: SiwxSession }).session;
    expect(await body(await get(`/session?id=${encodeURIComponent(session.id)}`))).toEqual({ session });
    expect(await body(await get(`/sessions?address=${account.address}`))).toEqual({ sessions: [listed(session), listed(other)] });

    const revoked = await post('/revoke', { id: session.id });
    expect(revoked?.status).toBe(204);
    expect(await revoked?.text()).toBe('');
    const gone = await get(`/session?id=${encodeURIComponent(session.id)}`);
    expect(gone?.status).toBe(404);
    expect(await body(gone)).toEqual({ error: { code: 'NOT_FOUND', message: 'No live session has this id' } });
    expect(await body(await get(`/sessions?address=${account.address}`))).toEqual({ sessions: [listed(other)] });
  });

  it('answers a refused sign-in with 401 and its code, a malformed message with 400', async () => {
    const { post, signedBody } = setup();
    const input = await signedBody();
    expect((await post('/verify', input))?.status).toBe(200);
    const replay = await post('/verify', input);
    expect(replay?.status).toBe(401);
    expect(await body(replay)).toEqual({ error: { code: 'NONCE_USED', message: 'The nonce was already used: each signed message signs in once' } });

    const malformed = await post('/verify', { message: 'hello', signature: '0x00' });
    expect(malformed?.status).toBe(400);
    expect(((await body(malformed)) as { error: { code: string } }).error.code).toBe('MALFORMED_MESSAGE');
  });

  it('refuses bodies that are not JSON objects with the fields: 415 and 400', async () => {
    const { post, signedBody } = setup();
    const input = await signedBody();
    const text = await post('/verify', JSON.stringify(input), { 'content-type': 'text/plain' });
    expect(text?.status).toBe(415);
    expect(await body(text)).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be JSON (content-type: application/json)' } });
    const cases: [unknown, string][] = [
      ['{not json', 'The request body is not valid JSON'],
      [[input], 'The request body must be a JSON object'],
      [{ signature: input.signature }, '"message" is required'],
      [{ message: input.message, signature: 7 }, '"signature" must be a string'],
      [{ ...input, publicKey: 1 }, '"publicKey" must be a string'],
    ];
    for (const [sent, message] of cases) {
      const response = await post('/verify', sent);
      expect(response?.status).toBe(400);
      expect(await body(response)).toEqual({ error: { code: 'BAD_REQUEST', message } });
    }
    expect((await post('/revoke', {}))?.status).toBe(400);
  });

  it('refuses a body over 16 KB, declared or streamed, with 413', async () => {
    const { handler, post } = setup();
    const big = { message: 'x'.repeat(16 * 1024), signature: '0x' };
    const declared = await post('/verify', big);
    expect(declared?.status).toBe(413);
    expect(await body(declared)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is over 16384 bytes' } });
    // A streamed body has no declared length: the cap applies while reading.
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await handler(new Request(`${ORIGIN}/api/siwx/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit));
    expect(streamed?.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it('needs the query parameters, and answers the wrong method with 405', async () => {
    const { get, handler } = setup();
    const noId = await get('/session');
    expect(noId?.status).toBe(400);
    expect(await body(noId)).toEqual({ error: { code: 'BAD_REQUEST', message: 'The query parameter "id" is required' } });
    expect((await get('/sessions'))?.status).toBe(400);
    const wrong = await handler(new Request(`${ORIGIN}/api/siwx/nonce`, { method: 'POST' }));
    expect(wrong?.status).toBe(405);
    expect(wrong?.headers.get('allow')).toBe('GET');
    expect((await handler(new Request(`${ORIGIN}/api/siwx/verify`)))?.status).toBe(405);
  });

  it('leaves paths that are not its own: undefined', async () => {
    const { handler } = setup();
    expect(await handler(new Request(`${ORIGIN}/nonce`))).toBeUndefined();
    expect(await handler(new Request(`${ORIGIN}/api/siwx`))).toBeUndefined();
    expect(await handler(new Request(`${ORIGIN}/api/siwx/other`))).toBeUndefined();
    expect(await handler(new Request(`${ORIGIN}/api/siwxnonce`))).toBeUndefined();
    expect(await handler(new Request(`${ORIGIN}/api/siwx/nonce/extra`))).toBeUndefined();
    expect(await handler(new Request(`${ORIGIN}/api/siwx/constructor`))).toBeUndefined();
  });

  it('serves at the root without a basePath, and refuses a basePath without a leading slash', async () => {
    const { get } = setup({});
    expect((await get('/nonce'))?.status).toBe(200);
    expect(() => setup({ basePath: 'api' })).toThrow('Sign-in handler basePath must start with "/", got "api"');
  });

  it('allows one origin when told, preflight included; none by default', async () => {
    const { handler } = setup({ basePath: '/api/siwx', allowOrigin: 'https://wallet.example.com' });
    const preflight = await handler(new Request(`${ORIGIN}/api/siwx/verify`, { method: 'OPTIONS' }));
    expect(preflight?.status).toBe(204);
    expect(preflight?.headers.get('access-control-allow-origin')).toBe('https://wallet.example.com');
    expect(preflight?.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(preflight?.headers.get('access-control-allow-headers')).toBe('content-type');
    expect((await handler(new Request(`${ORIGIN}/api/siwx/nonce`)))?.headers.get('access-control-allow-origin')).toBe('https://wallet.example.com');
    const closed = setup();
    const noPreflight = await closed.handler(new Request(`${ORIGIN}/api/siwx/verify`, { method: 'OPTIONS' }));
    expect(noPreflight?.status).toBe(405);
    expect(noPreflight?.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a failure of its own with 500 and a plain message, and reports it', async () => {
    // An RPC on a port nobody listens on: a signature that is not the address's own needs the chain, which is down.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const errors: unknown[] = [];
    const server = createSiwxServer({ domain: 'app.example.com', uri: ORIGIN, chains: ['eip155:1'], rpcUrl: () => `http://127.0.0.1:${port}` });
    const handler = createSiwxHandler(server, { onError: (error) => errors.push(error) });
    const { nonce } = (await (await handler(new Request(`${ORIGIN}/nonce`)))!.json()) as { nonce: string };
    const message = formatSiwxMessage({ domain: 'app.example.com', address: account.address, uri: ORIGIN, version: '1', chainId: 'eip155:1', nonce, issuedAt: new Date().toISOString() });
    const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    const response = await handler(new Request(`${ORIGIN}/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message, signature }) }));
    expect(response?.status).toBe(500);
    expect(await body(response)).toEqual({ error: { code: 'INTERNAL', message: 'The sign-in server failed; try again' } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ name: 'SiwxVerifyError', reason: 'RPC_UNAVAILABLE' });
  });
});
