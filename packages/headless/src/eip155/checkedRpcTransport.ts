// Checks on what an RPC URL answers before a read believes it: the answer belongs to the request that was sent
// (its JSON-RPC id), and the URL serves the network it was configured for (its eth_chainId). A URL that fails a
// check is an error for that URL: a single URL rejects the read, a fallback moves on to its next URL.
import type { Transport } from 'viem';
import { ConnectError } from '../core/index.js';

/** Error code of an RPC URL that serves another chain than its network's. */
export const RPC_WRONG_CHAIN = 'RPC_WRONG_CHAIN';

/** Error code of an RPC answer whose JSON-RPC ids are not those of the request. */
export const RPC_MISMATCHED_ANSWER = 'RPC_MISMATCHED_ANSWER';

type RpcId = string | number | null;

function idsOf(message: unknown): RpcId[] | undefined {
  const items = Array.isArray(message) ? message : [message];
  const ids: RpcId[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || !('id' in item)) return undefined;
    const { id } = item as { id: unknown };
    if (typeof id !== 'string' && typeof id !== 'number' && id !== null) return undefined;
    ids.push(id);
  }
  return ids;
}

/** An error answer carries no value that could be mistaken for the network's data, whatever its id. */
function isErrorOnly(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'error' in answer && !('result' in answer);
}

function sameIds(asked: RpcId[], answered: RpcId[]): boolean {
  if (asked.length !== answered.length) return false;
  const sort = (ids: RpcId[]) => ids.map((id) => JSON.stringify(id)).sort();
  const left = sort(asked);
  const right = sort(answered);
  return left.every((id, index) => id === right[index]);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The response with its body already read: what the HTTP transport reads of it, answered from `text`. */
function readResponse(response: Response, text: string): Response {
  const read: Pick<Response, 'ok' | 'status' | 'statusText' | 'headers' | 'url' | 'json' | 'text'> = {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    url: response.url,
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  };
  return read as Response;
}

/**
 * A fetch for JSON-RPC over HTTP that rejects a successful answer whose ids are not the request's (an answer to
 * another request, a proxy mixing up callers). Failed statuses and text that is not JSON pass through unchanged,
 * for the HTTP transport to report as it does.
 */
export function checkedRpcFetch(fetchFn: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    const sent = typeof init?.body === 'string' ? parseJson(init.body) : { ok: false as const };
    if (!response.ok || !sent.ok) return response;
    const asked = idsOf(sent.value);
    if (!asked) return response;
    const text = await response.text();
    const answer = parseJson(text);
    if (answer.ok && !isErrorOnly(answer.value)) {
      const answered = idsOf(answer.value);
      if (!answered || Array.isArray(answer.value) !== Array.isArray(sent.value) || !sameIds(asked, answered)) {
        throw new ConnectError(RPC_MISMATCHED_ANSWER, 'The RPC URL answered with JSON-RPC ids that are not those of the request');
      }
    }
    return readResponse(response, text);
  };
}

/** Methods that change the chain: never sent to a URL before it is known to serve the network's chain. */
const WRITES: ReadonlySet<string> = new Set(['eth_sendRawTransaction', 'eth_sendTransaction']);

function parseChainId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(value)) return undefined;
  const parsed = Number.parseInt(value, 16);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

/**
 * A transport that asks its URL for eth_chainId with its first other request (in the same batch; a write only after
 * it), and refuses every answer while the URL serves another chain than `chainId` (ConnectError `RPC_WRONG_CHAIN`).
 * A good answer is remembered for the transport's lifetime; a failed check is asked again on the next request.
 */
export function chainCheckedTransport<T extends Transport>(transport: T, chainId: number): T {
  const wrapped: Transport = (parameters) => {
    const inner = transport(parameters);
    let verified: Promise<void> | undefined;
    const verify = (): Promise<void> => {
      if (verified) return verified;
      const check = (async () => {
        const answer: unknown = await inner.request({ method: 'eth_chainId' });
        const served = parseChainId(answer);
        if (served !== chainId) {
          throw new ConnectError(
            RPC_WRONG_CHAIN,
            `The RPC URL serves chain ${served ?? String(answer).slice(0, 32)} instead of chain ${chainId}`,
          );
        }
      })();
      verified = check;
      check.catch(() => {
        if (verified === check) verified = undefined;
      });
      return check;
    };
    type RequestFn = typeof inner.request;
    const request = (async (args: Parameters<RequestFn>[0], options?: Parameters<RequestFn>[1]): Promise<unknown> => {
      if (args.method === 'eth_chainId') return inner.request(args, options);
      // A write waits for the check; a read goes with it (in the same batch), and its answer is kept only if the URL
      // serves the network's chain.
      if (WRITES.has(args.method)) {
        await verify();
        return inner.request(args, options);
      }
      const answering = inner.request(args, options);
      await Promise.all([verify(), answering]);
      return answering;
    }) as RequestFn;
    return { ...inner, request };
  };
  return wrapped as T;
}
