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
