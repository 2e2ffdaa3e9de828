import { describe, expect, it } from 'vitest';
import { readSolanaBalance } from './readSolanaBalance.js';

/** A fetch answering every call with `body` and `status`, recording what was asked. */
function answering(body: unknown, status = 200) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetchFn, calls };
}

const ADDRESS = 'So11111111111111111111111111111111111111112';

describe('readSolanaBalance', () => {
  it('asks getBalance with the commitment and reads the lamports exactly', async () => {
    const { fetchFn, calls } = answering({ jsonrpc: '2.0', id: 1, result: { context: { slot: 9 }, value: 9_007_199_254_740_991 } });
    expect(await readSolanaBalance(fetchFn, 'http://127.0.0.1:1/rpc', ADDRESS, 'finalized')).toBe(9_007_199_254_740_991n);
    expect(calls).toEqual([{ url: 'http://127.0.0.1:1/rpc', body: { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [ADDRESS, { commitment: 'finalized' }] } }]);
  });

  it('names an HTTP error, a JSON-RPC error and a malformed answer', async () => {
    await expect(readSolanaBalance(answering('slow down', 429).fetchFn, 'u', ADDRESS, 'confirmed')).rejects.toThrow('Solana RPC answered HTTP 429 to getBalance');
    await expect(readSolanaBalance(answering({ error: { code: -32602, message: 'Invalid param' } }).fetchFn, 'u', ADDRESS, 'confirmed')).rejects.toThrow(
      'Solana RPC error on getBalance: Invalid param',
    );
    await expect(readSolanaBalance(answering('<html>').fetchFn, 'u', ADDRESS, 'confirmed')).rejects.toThrow('unexpected shape');
    await expect(readSolanaBalance(answering({ result: { value: -1 } }).fetchFn, 'u', ADDRESS, 'confirmed')).rejects.toThrow('unexpected shape');
    await expect(readSolanaBalance(answering({ result: { value: 1.5 } }).fetchFn, 'u', ADDRESS, 'confirmed')).rejects.toThrow('unexpected shape');
    await expect(readSolanaBalance(answering('{"result":{"value":12,"value":13}}').fetchFn, 'u', ADDRESS, 'confirmed')).rejects.toThrow('unexpected shape');
  });

  it('reads a balance over 2^53 lamports exactly from the answer text', async () => {
    const { fetchFn } = answering('{"jsonrpc":"2.0","id":1,"result":{"context":{"slot":1},"value":1152921504606846977}}');
    expect(await readSolanaBalance(fetchFn, 'u', ADDRESS, 'confirmed')).toBe(1_152_921_504_606_846_977n);
  });
});

describe('readSolanaBalance against an RPC URL that never answers or answers too much', () => {
  it('fails after its time limit, and refuses an answer over 64 KB', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      req.resume();
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { value: 1 }, padding: 'x'.repeat(100_000) }));
      }
      // Any other path never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const started = Date.now();
      await expect(readSolanaBalance(fetch, `${base}/hang`, ADDRESS, 'confirmed', undefined, 300)).rejects.toThrow(
        'Solana RPC did not answer getBalance within 300 ms',
      );
      expect(Date.now() - started).toBeLessThan(3_000);
      await expect(readSolanaBalance(fetch, `${base}/big`, ADDRESS, 'confirmed')).rejects.toThrow('more than 64 KB');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
