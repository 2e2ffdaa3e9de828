import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecureSiteApi } from './api.js';
import { FrameStore, memoryStorage } from './storage.js';

// Each path answers one way the secure site (or a broken proxy in front of it) might.
const ANSWERS: Record<string, { status: number; body: string }> = {
  '/ok': { status: 200, body: '{"value":7}' },
  '/wrong-shape': { status: 200, body: '{"value":"seven"}' },
  '/not-json': { status: 502, body: '<html>Bad gateway</html>' },
  '/expired': { status: 401, body: '{"error":{"code":"JWT_TOKEN_NOT_VALID","message":"Session Expired"}}' },
  '/limited': { status: 429, body: '{"error":{"code":"RATE_LIMITED","message":"Too many requests; try again later"}}' },
};

let server: Server;
let base: string;
let lastHeaders: Record<string, string | string[] | undefined> = {};
beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    const answer = ANSWERS[request.url ?? ''] ?? { status: 404, body: '{}' };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(token?: string, origin = () => base) {
  const store = new FrameStore(memoryStorage(), 'project-1');
  if (token) store.token = token;
  let expired = 0;
  const api = new SecureSiteApi({
    fetch: (path, init) => fetch(`${origin()}${String(path)}`, init),
    projectId: 'project-1',
    parentOrigin: 'https://app.example',
    store,
    onSessionExpired: () => (expired += 1),
  });
  return { api, store, expired: () => expired };
}

const value = z.object({ value: z.number() });

describe('SecureSiteApi', () => {
  it('sends the project, parent origin and session headers and parses the answer', async () => {
    const { api } = client('token-abc');
    await expect(api.post('/ok', { a: 1 }, value)).resolves.toEqual({ value: 7 });
    expect(lastHeaders).toMatchObject({
      'x-project-id': 'project-1',
      'x-parent-origin': 'https://app.example',
      authorization: 'Bearer token-abc',
      'content-type': 'application/json',
    });
    await api.get('/ok', value, { auth: false });
    expect(lastHeaders.authorization).toBeUndefined();
  });

  it('turns server errors into their message and code', async () => {
    const { api } = client();
    await expect(api.post('/limited', {}, value)).rejects.toMatchObject({ message: 'Too many requests; try again later', code: 'RATE_LIMITED' });
  });

  it("answers 'An error occurred' for a wrong shape or a body that is not JSON", async () => {
    const { api } = client();
    await expect(api.get('/wrong-shape', value)).rejects.toMatchObject({ message: 'An error occurred', code: 'INVALID_RESPONSE' });
    await expect(api.get('/not-json', value)).rejects.toMatchObject({ message: 'An error occurred', code: 502 });
  });

  it('says when the secure site cannot be reached', async () => {
    const { api } = client(undefined, () => 'http://127.0.0.1:1');
    await expect(api.get('/ok', value)).rejects.toMatchObject({ message: 'Unable to reach the secure site', code: 'NETWORK_ERROR' });
  });

  it('on a 401 forgets the token and reports the session expired once, unless told not to', async () => {
    const signedIn = client('token-abc');
    await expect(signedIn.api.get('/expired', value)).rejects.toMatchObject({ message: 'Session Expired', code: 'JWT_TOKEN_NOT_VALID' });
    expect(signedIn.store.token).toBeUndefined();
    expect(signedIn.expired()).toBe(1);
    await expect(signedIn.api.get('/expired', value)).rejects.toMatchObject({ code: 'JWT_TOKEN_NOT_VALID' });
    expect(signedIn.expired()).toBe(1); // no token was sent the second time

    const signingOut = client('token-abc');
    await expect(signingOut.api.post('/expired', {}, value, { expireSession: false })).rejects.toMatchObject({ code: 'JWT_TOKEN_NOT_VALID' });
    expect(signingOut.expired()).toBe(0);
  });
});

describe('FrameStore', () => {
  it('keeps one device id per browser and the session per project', () => {
    const storage = memoryStorage();
    const first = new FrameStore(storage, 'project-1');
    const other = new FrameStore(storage, 'project-2');
    expect(first.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.deviceId).toBe(first.deviceId);
    first.token = 'token-1';
    first.chainId = 'eip155:10';
    expect(other.token).toBeUndefined();
    expect(new FrameStore(storage, 'project-1')).toMatchObject({ token: 'token-1', chainId: 'eip155:10' });
    first.token = undefined;
    expect(storage.getItem('connect-modal-secure:project-1:token')).toBeNull();
  });

  it('keeps values for the page load when storage refuses writes', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
    const store = new FrameStore(refusing, 'project-1');
    expect(store.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.deviceId).toBe(store.deviceId);
    store.token = 'kept-in-memory';
    expect(store.token).toBe('kept-in-memory');
    store.token = undefined;
    expect(store.token).toBeUndefined();
  });
});
