import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createManualClock } from '../core/clock/index.js';
import type { ManualClock } from '../core/clock/index.js';
import type { FetchLike } from './ApiClientOptions.js';
import { ApiError } from './ApiError.js';
import { createApiRequester } from './createApiRequester.js';

const schema = z.object({ ok: z.boolean(), items: z.array(z.object({ id: z.string() })) });
const good = { ok: true, items: [{ id: 'a' }] };

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });
}

/** A fetch that answers from a script, one entry per call (the last one repeats). */
function scriptedFetch(...answers: Array<() => Response | Promise<Response>>) {
  let call = 0;
  return vi.fn<FetchLike>(async () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (!answer) throw new Error('no answer scripted');
    return answer();
  });
}

/** A fetch that never answers but honours its abort signal, as a hung server looks to the browser. */
const hangingFetch: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

async function flush(): Promise<void> {
  for (let index = 0; index < 5; index++) await new Promise((resolve) => setImmediate(resolve));
}

/** Moves the manual clock forward in steps until `promise` settles, recording how long it took. */
async function runWithClock<T>(clock: ManualClock, promise: Promise<T>, stepMs = 50, maxMs = 120_000): Promise<{ elapsed: number; result: PromiseSettledResult<T> }> {
  const start = clock.now();
  let settled = false;
  const result = promise.then(
    (value): PromiseSettledResult<T> => ({ status: 'fulfilled', value }),
    (reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason }),
  );
  void result.then(() => (settled = true));
  while (!settled && clock.now() - start <= maxMs) {
    await flush();
    if (!settled) clock.advance(stepMs);
  }
  return { elapsed: clock.now() - start, result: await result };
}

function rejection(result: PromiseSettledResult<unknown>): ApiError {
  if (result.status !== 'rejected') throw new Error('expected a rejection');
  expect(result.reason).toBeInstanceOf(ApiError);
  return result.reason as ApiError;
}

const base = { baseUrl: 'https://api.example/', projectId: 'p1', sdkType: 'connect', sdkVersion: 'html-core-1.0.0' };

describe('createApiRequester', () => {
  it('adds st, sv, projectId and clientId and joins lists', async () => {
    const fetch = scriptedFetch(() => json(good));
    const relay: { clientId?: string } = {};
    const api = createApiRequester({ ...base, fetch, clientId: () => relay.clientId });
    await api.request({ method: 'GET', path: '/v1/x', query: { a: 'b', list: ['1', '2'], skip: undefined, none: null, empty: [] }, idempotent: true, schema });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.example/v1/x?st=connect&sv=html-core-1.0.0&projectId=p1&a=b&list=1%2C2');
    relay.clientId = 'client-7';
    expect(api.url('v1/y')).toBe('https://api.example/v1/y?st=connect&sv=html-core-1.0.0&projectId=p1&clientId=client-7');
  });

  it('sends JSON bodies with a content type and only then', async () => {
    const fetch = scriptedFetch(() => json(good));
    const api = createApiRequester({ ...base, fetch });
    await api.request({ method: 'POST', path: '/p', body: { a: 1 }, idempotent: false, schema });
    await api.request({ method: 'GET', path: '/g', idempotent: true, schema });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    // A GET without custom headers stays a simple CORS request (no preflight).
    expect(fetch.mock.calls[1]?.[1]?.headers).toBeUndefined();
  });

  it('times out after 10 s on the injected clock, not before', async () => {
    const clock = createManualClock();
    const api = createApiRequester({ ...base, fetch: hangingFetch, clock });
    const { elapsed, result } = await runWithClock(clock, api.request({ method: 'GET', path: '/slow', idempotent: true, schema }));
    expect(rejection(result).code).toBe('API_TIMEOUT');
    expect(elapsed).toBeGreaterThanOrEqual(10_000);
    expect(elapsed).toBeLessThan(10_100);
  });

  it('times out even when fetch ignores the abort signal', async () => {
    const clock = createManualClock();
    const api = createApiRequester({ ...base, fetch: () => new Promise<Response>(() => undefined), clock, timeoutMs: 500 });
    const { result } = await runWithClock(clock, api.request({ method: 'GET', path: '/slow', idempotent: true, schema }), 10);
    expect(rejection(result).code).toBe('API_TIMEOUT');
  });

  it('retries reads on retryable statuses, 3 times at 150 ms doubling', async () => {
    const clock = createManualClock();
    const fetch = scriptedFetch(
      () => json({}, { status: 503 }),
      () => json({}, { status: 500 }),
      () => json({}, { status: 502 }),
      () => json(good),
    );
    const api = createApiRequester({ ...base, fetch, clock });
    const { elapsed, result } = await runWithClock(clock, api.request({ method: 'GET', path: '/r', idempotent: true, schema }), 10);
    expect(result).toEqual({ status: 'fulfilled', value: good });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(elapsed).toBeGreaterThanOrEqual(150 + 300 + 600);
    expect(elapsed).toBeLessThan(1_100);
  });

  it('gives up after 3 retries with the last HTTP error', async () => {
    const clock = createManualClock();
    const fetch = scriptedFetch(() => json({}, { status: 500 }));
    const api = createApiRequester({ ...base, fetch, clock });
    const { result } = await runWithClock(clock, api.request({ method: 'GET', path: '/r', idempotent: true, schema }), 10);
    const error = rejection(result);
    expect(error).toMatchObject({ code: 'API_HTTP_ERROR', status: 500, path: '/r' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('never retries a state-changing request or a non-retryable status', async () => {
    const clock = createManualClock();
    const failing = scriptedFetch(() => json({}, { status: 500 }));
    const write = createApiRequester({ ...base, fetch: failing, clock });
    const { result } = await runWithClock(clock, write.request({ method: 'POST', path: '/w', body: {}, idempotent: false, schema }));
    expect(rejection(result).status).toBe(500);
    expect(failing).toHaveBeenCalledTimes(1);

    const notFound = scriptedFetch(() => json({}, { status: 404 }));
    const read = createApiRequester({ ...base, fetch: notFound, clock });
    const second = await runWithClock(clock, read.request({ method: 'GET', path: '/r', idempotent: true, schema }));
    expect(rejection(second.result).status).toBe(404);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it("reads a refusal's { error, code } into the error, and keeps the status text for any other body", async () => {
    const clock = createManualClock();
    const refusals = [
      json({ error: 'Insufficient liquidity for this trade', code: 'INSUFFICIENT_LIQUIDITY' }, { status: 400 }),
      json({ error: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' }, { status: 400 }),
      json({ error: 'Bad code', code: 'not a code <script>' }, { status: 400 }),
      json({ error: 42, code: 'X' }, { status: 400 }),
      new Response('not json', { status: 400 }),
      new Response(JSON.stringify({ error: 'x'.repeat(20_000), code: 'BIG' }), { status: 400 }),
      json({ error: 'Server broke', code: 'INTERNAL' }, { status: 500 }),
    ];
    const fetch = scriptedFetch(...refusals.map((response) => () => response));
    const api = createApiRequester({ ...base, fetch, clock, retry: { count: 0, delayMs: 1 } });
    const errors: ApiError[] = [];
    for (let index = 0; index < refusals.length; index++) {
      const { result } = await runWithClock(clock, api.request({ method: 'GET', path: '/q', idempotent: true, schema }));
      errors.push(rejection(result));
    }
    expect(errors.map((error) => [error.code, error.status, error.message, error.serviceCode])).toEqual([
      ['API_HTTP_ERROR', 400, 'Insufficient liquidity for this trade', 'INSUFFICIENT_LIQUIDITY'],
      ['API_HTTP_ERROR', 400, 'Insufficient balance', 'INSUFFICIENT_BALANCE'],
      ['API_HTTP_ERROR', 400, 'Bad code', undefined],
      ['API_HTTP_ERROR', 400, 'The service answered with status 400', undefined],
      ['API_HTTP_ERROR', 400, 'The service answered with status 400', undefined],
      ['API_HTTP_ERROR', 400, 'The service answered with status 400', undefined],
      ['API_HTTP_ERROR', 500, 'The service answered with status 500', undefined],
    ]);
  });

  it('honours a short Retry-After and reports a long one at once', async () => {
    const clock = createManualClock();
    const shortWait = scriptedFetch(() => json({}, { status: 429, headers: { 'retry-after': '2' } }), () => json(good));
    const api = createApiRequester({ ...base, fetch: shortWait, clock });
    const { elapsed, result } = await runWithClock(clock, api.request({ method: 'GET', path: '/r', idempotent: true, schema }), 50);
    expect(result.status).toBe('fulfilled');
    expect(elapsed).toBeGreaterThanOrEqual(2_000);

    const longWait = scriptedFetch(() => json({}, { status: 429, headers: { 'retry-after': '120' } }));
    const limited = createApiRequester({ ...base, fetch: longWait, clock });
    const second = await runWithClock(clock, limited.request({ method: 'GET', path: '/r', idempotent: true, schema }));
    expect(rejection(second.result)).toMatchObject({ code: 'API_RATE_LIMITED', status: 429, retryAfterMs: 120_000 });
    expect(longWait).toHaveBeenCalledTimes(1);
  });

  it('reports a caller abort as "Request was aborted", also during a retry wait', async () => {
    const clock = createManualClock();
    const controller = new AbortController();
    const api = createApiRequester({ ...base, fetch: hangingFetch, clock });
    const pending = api.request({ method: 'GET', path: '/r', idempotent: true, schema, signal: controller.signal });
    controller.abort();
    const { result } = await runWithClock(clock, pending);
    expect(rejection(result)).toMatchObject({ code: 'API_ABORTED', message: 'Request was aborted' });

    const waiting = new AbortController();
    const retrying = createApiRequester({ ...base, fetch: scriptedFetch(() => json({}, { status: 503 })), clock });
    const second = retrying.request({ method: 'GET', path: '/r', idempotent: true, schema, signal: waiting.signal });
    await flush();
    waiting.abort();
    expect(rejection((await runWithClock(clock, second)).result).code).toBe('API_ABORTED');
  });

  it('refuses a body declared larger than the limit without reading it', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const fetch = scriptedFetch(() => new Response(stream, { status: 200, headers: { 'content-length': String(3 * 1024 * 1024) } }));
    const api = createApiRequester({ ...base, fetch });
    const error = await api.request({ method: 'GET', path: '/big', idempotent: true, schema }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'API_BAD_RESPONSE' });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const fetch = scriptedFetch(() => new Response(stream, { status: 200 }));
    const api = createApiRequester({ ...base, fetch, maxResponseBytes: 256 * 1024 });
    const error = await api.request({ method: 'GET', path: '/big', idempotent: true, schema }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'API_BAD_RESPONSE' });
    expect(pulled).toBeLessThan(10);
  });

  it('reports invalid JSON and schema mismatches with the offending path', async () => {
    const api = createApiRequester({ ...base, fetch: scriptedFetch(() => new Response('{"ok": tru', { status: 200 })) });
    await expect(api.request({ method: 'GET', path: '/j', idempotent: true, schema })).rejects.toMatchObject({ code: 'API_BAD_RESPONSE' });

    const mismatch = createApiRequester({ ...base, fetch: scriptedFetch(() => json({ ok: true, items: [{ id: 'a' }, { id: 4 }] })) });
    const error = await mismatch.request({ method: 'GET', path: '/j', idempotent: true, schema }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'API_BAD_RESPONSE', issuePath: ['items', 1, 'id'] });
    expect((error as Error).message).toContain('items.1.id');
  });

  it('turns a failing fetch into a network error', async () => {
    const api = createApiRequester({
      ...base,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(api.request({ method: 'GET', path: '/n', idempotent: true, schema })).rejects.toMatchObject({ code: 'API_NETWORK_ERROR' });
  });
});
