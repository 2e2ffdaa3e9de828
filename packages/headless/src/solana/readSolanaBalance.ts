import * as z from '../core/validation/lite.js';
import type { SolanaCommitment } from '../core/index.js';
import { readLimitedBody } from '../services/readLimitedBody.js';

/** A balance read that has not answered in this time fails (the specification's RPC timeout), so it never loads for ever. */
export const SOLANA_BALANCE_TIMEOUT_MS = 10_000;

/** Largest getBalance answer read: a real one is under 200 bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

const balanceAnswer = z.union([
  z.object({ result: z.object({ value: z.number().check(z.nonnegative()) }) }),
  z.object({ error: z.object({ code: z.optional(z.number()), message: z.optional(z.string()) }) }),
]);

/**
 * Reads the lamports of `address` with one JSON-RPC `getBalance` call: the balance a page shows first needs no
 * Solana library, so @solana/web3.js loads only when a transaction is built or confirmed. Rejects on an HTTP
 * error (429 included), a JSON-RPC error, an answer of another shape or over 64 KB, naming which, and when no
 * answer has come within `timeoutMs` (10 s).
 */
export async function readSolanaBalance(
  fetchFn: typeof fetch,
  url: string,
  address: string,
  commitment: SolanaCommitment,
  signal?: AbortSignal,
  timeoutMs = SOLANA_BALANCE_TIMEOUT_MS,
): Promise<bigint> {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`Solana RPC did not answer getBalance within ${timeoutMs} ms`));
  }, timeoutMs);
  let text: string;
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address, { commitment }] }),
      signal: controller.signal,
    });
    if (!response.ok) {
      response.body?.cancel().catch(() => undefined);
      throw new Error(`Solana RPC answered HTTP ${response.status} to getBalance`);
    }
    const body = await readLimitedBody(response, MAX_ANSWER_BYTES);
    if (!body.ok) throw new Error('Solana RPC answered getBalance with more than 64 KB');
    text = body.text;
  } catch (error) {
    if (timedOut) throw new Error(`Solana RPC did not answer getBalance within ${timeoutMs} ms`, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
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
