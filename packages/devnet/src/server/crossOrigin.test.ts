import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet } from './startDevnet.js';
import type { Devnet } from './startDevnet.js';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] });
});
afterAll(async () => {
  await devnet?.stop();
});

describe('devnet for an app served from another origin', () => {
  it('answers the preflight and the JSON-RPC of a chain with CORS headers', async () => {
    const url = `${devnet.apiUrl}/rpc/31337`;
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.json()).toMatchObject({ result: '0x7a69' });
  });

  it('serves the dev wallet script to other origins', async () => {
    const script = await fetch(`${devnet.apiUrl}/dev-wallet.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
  });
});
