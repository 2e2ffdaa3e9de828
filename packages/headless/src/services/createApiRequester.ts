import { systemClock } from '../core/clock/index.js';
import type { Clock } from '../core/clock/index.js';
import { ErrorMessages, shouldRetryRequest } from '../core/errors/index.js';
import { safeParseWith } from '../core/validation/index.js';
import type { AnySchema, SchemaOutput } from '../core/validation/parseWith.js';
import { DEFAULT_API_RETRY, DEFAULT_API_TIMEOUT_MS, DEFAULT_MAX_RESPONSE_BYTES } from './ApiClientOptions.js';
import type { ApiClientOptions } from './ApiClientOptions.js';
import { ApiError } from './ApiError.js';
import { parseRetryAfter } from './parseRetryAfter.js';
import { readLimitedBody } from './readLimitedBody.js';

/** A query parameter value; lists are comma-joined, absent values are left out. */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/** One request to an API, before the shared parameters are added. */
export interface ApiRequest {
  readonly method: 'GET' | 'POST';
  /** Path below the base URL; path segments taken from input must already be encoded. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** JSON body of a POST. */
  readonly body?: unknown;
  /** True for requests without side effects, which alone may be retried. */
  readonly idempotent: boolean;
  readonly signal?: AbortSignal;
  readonly cache?: RequestCache;
}

/** Sends requests with the shared parameters, time limit, retries, size limit and schema check. */
export interface ApiRequester {
  /** Sends the request and returns its JSON body parsed with `schema`; failures are {@link ApiError}s. */
  request<S extends AnySchema>(request: ApiRequest & { readonly schema: S }): Promise<SchemaOutput<S>>;
  /** Sends the request and ignores the body of a successful answer. */
  send(request: ApiRequest): Promise<void>;
  /** The full URL of a path, with the shared parameters (for images and links). */
  url(path: string, query?: Readonly<Record<string, QueryValue>>): string;
}

function appendQuery(params: URLSearchParams, query: Readonly<Record<string, QueryValue>>): void {
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(key, String(value));
    } else if (value.length > 0) {
      params.set(key, value.join(','));
    }
  }
}

/** Largest refusal body read for its `{ error, code }`; a bigger one is dropped unread. */
const MAX_REFUSAL_BYTES = 16 * 1024;

/** The `{ error, code }` of a refusal body, when it is JSON of that shape with printable, bounded texts. */
async function readRefusal(response: Response): Promise<{ message: string; code: string | undefined } | undefined> {
  try {
    const body = await readLimitedBody(response, MAX_REFUSAL_BYTES);
    if (!body.ok) return undefined;
    const json: unknown = JSON.parse(body.text);
    if (typeof json !== 'object' || json === null) return undefined;
    const { error, code } = json as { error?: unknown; code?: unknown };
    if (typeof error !== 'string' || error.trim() === '' || error.length > 500) return undefined;
    const cleanCode = typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : undefined;
    return { message: error, code: cleanCode };
  } catch {
    return undefined;
  }
}

function abortError(path: string): ApiError {
  return new ApiError('API_ABORTED', ErrorMessages.REQUEST_ABORTED, { path });
}

/** Rejects as soon as `signal` aborts, even when `promise` ignores the signal and never settles. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  // The loser may still reject later; that rejection is expected and must not go unhandled.
  promise.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function sleep(clock: Clock, ms: number, signal: AbortSignal | undefined, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(path));
      return;
    }
    const onAbort = (): void => {
      clock.clearTimeout(timer);
      reject(abortError(path));
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Builds the request pipeline every API client of the product shares. */
export function createApiRequester(options: ApiClientOptions): ApiRequester {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS;
  const retry = options.retry ?? DEFAULT_API_RETRY;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const base = options.baseUrl.replace(/\/+$/, '');

  const url = (path: string, query: Readonly<Record<string, QueryValue>> = {}): string => {
    const clientId = typeof options.clientId === 'function' ? options.clientId() : options.clientId;
    const params = new URLSearchParams();
    appendQuery(params, { st: options.sdkType, sv: options.sdkVersion, projectId: options.projectId, clientId });
    appendQuery(params, query);
    const search = params.toString();
    return `${base}/${path.replace(/^\/+/, '')}${search === '' ? '' : `?${search}`}`;
  };

  async function attempt(request: ApiRequest, schema: AnySchema | undefined): Promise<unknown> {
    const { path } = request;
    if (request.signal?.aborted) throw abortError(path);
    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort(new ApiError('API_TIMEOUT', `Request timed out after ${timeoutMs} ms`, { path }));
    }, timeoutMs);
    const onCallerAbort = (): void => controller.abort(abortError(path));
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const transportError = (error: unknown): ApiError => {
      if (error instanceof ApiError) return error;
      if (request.signal?.aborted) return abortError(path);
      if (timedOut) return new ApiError('API_TIMEOUT', `Request timed out after ${timeoutMs} ms`, { path, cause: error });
      return new ApiError('API_NETWORK_ERROR', 'The service could not be reached', { path, cause: error });
    };

    try {
      const init: RequestInit = { method: request.method, signal: controller.signal };
      if (request.cache !== undefined) init.cache = request.cache;
      if (request.body !== undefined) {
        init.body = JSON.stringify(request.body);
        init.headers = { 'content-type': 'application/json' };
      }
      let response: Response;
      try {
        response = await raceAbort(options.fetch(url(path, request.query), init), controller.signal);
      } catch (error) {
        throw transportError(error);
      }

      if (!response.ok) {
        const status = response.status;
        if (status === 429) {
          response.body?.cancel().catch(() => undefined);
          const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), clock.now());
          throw new ApiError('API_RATE_LIMITED', 'Too many requests, try again later', { path, status, retryAfterMs });
        }
        // A refusal (4xx) may say why in `{ error, code }`: insufficient liquidity and balance must be told apart.
        let refusal: Awaited<ReturnType<typeof readRefusal>>;
        try {
          refusal = status >= 400 && status < 500 ? await raceAbort(readRefusal(response), controller.signal) : undefined;
        } catch (error) {
          throw transportError(error);
        }
        if (refusal === undefined) response.body?.cancel().catch(() => undefined);
        const message = refusal?.message ?? `The service answered with status ${status}`;
        throw new ApiError('API_HTTP_ERROR', message, { path, status, serviceCode: refusal?.code });
      }
      if (schema === undefined) {
        response.body?.cancel().catch(() => undefined);
        return undefined;
      }

      let text: string;
      try {
        const body = await raceAbort(readLimitedBody(response, maxBytes), controller.signal);
        if (!body.ok) {
          throw new ApiError('API_BAD_RESPONSE', `The response is larger than ${maxBytes} bytes`, { path });
        }
        text = body.text;
      } catch (error) {
        throw transportError(error);
      }

      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new ApiError('API_BAD_RESPONSE', 'The response is not valid JSON', { path, cause: error });
      }
      const parsed = safeParseWith(schema, json);
      if (!parsed.success) {
        const where = parsed.error.path.map(String).join('.') || '(root)';
        throw new ApiError('API_BAD_RESPONSE', `Unexpected response: ${parsed.error.message} at ${where}`, {
          path,
          issuePath: parsed.error.path,
          cause: parsed.error,
        });
      }
      return parsed.data;
    } finally {
      clock.clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function run(request: ApiRequest, schema: AnySchema | undefined): Promise<unknown> {
    for (let retries = 0; ; retries++) {
      try {
        return await attempt(request, schema);
      } catch (error) {
        const retryable = request.idempotent && retries < retry.count && error instanceof ApiError && shouldRetryRequest(error);
        if (!retryable) throw error;
        let delay = retry.delayMs * 2 ** retries;
        if (error.retryAfterMs !== undefined) {
          // A wait longer than a whole request may take is the caller's decision, not a silent stall.
          if (error.retryAfterMs > timeoutMs) throw error;
          delay = Math.max(delay, error.retryAfterMs);
        }
        await sleep(clock, delay, request.signal, request.path);
      }
    }
  }

  return {
    url,
    request: async <S extends AnySchema>(request: ApiRequest & { readonly schema: S }) =>
      (await run(request, request.schema)) as SchemaOutput<S>,
    send: async (request) => {
      await run(request, undefined);
    },
  };
}
