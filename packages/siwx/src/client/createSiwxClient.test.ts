import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiwxMessage } from '../message/index.js';
import { createSiwxHandler, createSiwxServer } from '../server/index.js';
import { SiwxClientError, createSiwxClient } from './index.js';

const ACCOUNT = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** A backend on the server kit, answering in this process: the client's fetch goes straight to its handler. */
function backend() {
  const server = createSiwxServer({ domain: 'app.example', uri: 'https://app.example', chains: ['eip155:1', SOLANA], statement: 'Sign in to App' });
  const handler = createSiwxHandler(server, { basePath: '/api/siwx' });
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return (await handler(request)) ?? new Response('not found', { status: 404 });
  };
  const client = createSiwxClient({ url: 'https://app.example/api/siwx', domain: 'app.example', uri: 'https://app.example', statement: 'Sign in to App', fetch });
  return { server, client, requests };
}

describe('createSiwxClient against the server kit', () => {
  it('signs in: a nonce from the backend, an EIP-4361 message for the page, the backend verifies and keeps the session', async () => {
    const { client, requests } = backend();
    const account = { address: ACCOUNT.address.toLowerCase(), chainId: 'eip155:1' };
    const nonce = await client.getNonce(account);
    const { message, solanaSignIn } = client.createMessage({ ...account, nonce });
    expect(solanaSignIn).toBeUndefined();
    const fields = parseSiwxMessage(message);
    // The address is written checksummed (EIP-55), whatever case the wallet gave.
    expect(fields).toMatchObject({ domain: 'app.example', uri: 'https://app.example', address: ACCOUNT.address, chainId: 'eip155:1', nonce, statement: 'Sign in to App' });

    const session = await client.verify({ ...account, message, signature: await ACCOUNT.signMessage({ message }) });
    expect(session).toMatchObject({ address: ACCOUNT.address, chainId: 'eip155:1', message });
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    // After a reload: the kept id finds the session again; for another account it is no session.
    expect(await client.getSession({ ...account, stored: session })).toEqual(session);
    expect(await client.getSession({ address: '0x0000000000000000000000000000000000000001', chainId: 'eip155:1', stored: session })).toBeUndefined();
    expect(await client.getSession(account)).toBeUndefined();

    await client.revoke(session);
    expect(await client.getSession({ ...account, stored: session })).toBeUndefined();
    expect(requests).toEqual(['GET /api/siwx/nonce', 'POST /api/siwx/verify', 'GET /api/siwx/session', 'GET /api/siwx/session', 'POST /api/siwx/revoke', 'GET /api/siwx/session']);
  });

  it("passes on the backend's refusal with its code: a replayed message and another address's signature", async () => {
    const { client } = backend();
    const account = { address: ACCOUNT.address, chainId: 'eip155:1' };
    const { message } = client.createMessage({ ...account, nonce: await client.getNonce(account) });
    const signature = await ACCOUNT.signMessage({ message });
    await client.verify({ ...account, message, signature });
    await expect(client.verify({ ...account, message, signature })).rejects.toMatchObject({ name: 'SiwxClientError', code: 'NONCE_USED', status: 401 });

    const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
    const fresh = client.createMessage({ ...account, nonce: await client.getNonce(account) }).message;
    await expect(client.verify({ ...account, message: fresh, signature: await other.signMessage({ message: fresh }) })).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
  });

  it('offers Sign In With Solana the same fields, with the chain reference', async () => {
    const { client } = backend();
    const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const { message, solanaSignIn } = client.createMessage({ address, chainId: SOLANA, nonce: 'abcdef123456' });
    expect(parseSiwxMessage(message)).toMatchObject({ address, chainId: SOLANA, nonce: 'abcdef123456' });
    expect(solanaSignIn).toMatchObject({ domain: 'app.example', address, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', nonce: 'abcdef123456', version: '1', statement: 'Sign in to App' });
  });

  it('says what went wrong when the backend is unreachable or answers nonsense', async () => {
    const offline = createSiwxClient({ url: 'https://app.example/siwx', domain: 'app.example', uri: 'https://app.example', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.getNonce({ address: ACCOUNT.address, chainId: 'eip155:1' })).rejects.toMatchObject({ code: 'UNREACHABLE' });
    const html = createSiwxClient({ url: 'https://app.example/siwx', domain: 'app.example', uri: 'https://app.example', fetch: async () => new Response('<html>', { status: 502 }) });
    await expect(html.getNonce({ address: ACCOUNT.address, chainId: 'eip155:1' })).rejects.toBeInstanceOf(SiwxClientError);
    const empty = createSiwxClient({ url: 'https://app.example/siwx', domain: 'app.example', uri: 'https://app.example', fetch: async () => Response.json({}) });
    await expect(empty.getNonce({ address: ACCOUNT.address, chainId: 'eip155:1' })).rejects.toThrow('The sign-in backend answered with no nonce');
    expect(() => createSiwxClient({ url: 'not a url' })).toThrow('siwx url must be a URL');
  });
});
