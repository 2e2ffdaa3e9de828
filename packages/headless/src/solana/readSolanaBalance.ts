import * as z from 'zod/mini';
import type { SolanaCommitment } from '../core/index.js';

const balanceAnswer = z.union([
  z.object({ result: z.object({ value: z.number().check(z.nonnegative()) }) }),
  z.object({ error: z.object({ code: z.optional(z.number()), message: z.optional(z.string()) }) }),
]);

/**
 * Reads the lamports of `address` with one JSON-RPC `getBalance` call: the balance a page shows first needs no
 * Solana library, so @solana/web3.js loads only when a transaction is built or confirmed. Rejects on an HTTP
 * error (429 included), a JSON-RPC error, or an answer of another shape, naming which.
 */
export async function readSolanaBalance(
  fetchFn: typeof fetch,
  url: string,
  address: string,
  commitment: SolanaCommitment,
  signal?: AbortSignal,
): Promise<bigint> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address, { commitment }] }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`Solana RPC answered HTTP ${response.status} to getBalance`);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = balanceAnswer.safeParse(json);
  if (!parsed.success) throw new Error('Solana RPC answered getBalance with an unexpected shape');
  if ('error' in parsed.data) throw new Error(`Solana RPC error on getBalance: ${parsed.data.error.message ?? parsed.data.error.code ?? 'unknown'}`);
  // JSON numbers are exact only up to 2^53 once parsed, and a large account holds more lamports than that: the
  // digits are read from the answer's text, where they are exact.
  const digits = [...text.matchAll(/"value"\s*:\s*(\d+)\s*[,}]/g)].map((match) => match[1] ?? '');
  const [exact] = digits;
  if (digits.length !== 1 || exact === undefined || Number(exact) !== parsed.data.result.value) {
    throw new Error('Solana RPC answered getBalance with an unexpected shape');
  }
  return BigInt(exact);
}
