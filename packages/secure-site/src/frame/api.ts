import * as z from 'zod/mini';
import { FrameRequestError } from './errors.js';
import type { FrameStore } from './storage.js';

/** SPEC 'An error occurred': the text of a failure the server did not explain. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred';
/** The secure site's answer to a missing, expired or revoked session (SPEC JWT_TOKEN_NOT_VALID). */
export const SESSION_EXPIRED_CODE = 'JWT_TOKEN_NOT_VALID';

const serverError = z.object({
  error: z.object({
    code: z.union([z.string().check(z.maxLength(64)), z.number()]),
    message: z.string().check(z.maxLength(2_000)),
  }),
});

/** Options of {@link SecureSiteApi}. */
export interface SecureSiteApiOptions {
  /** `fetch` of the frame's window (requests are same-origin paths such as `/api/v1/user`). */
  readonly fetch: typeof fetch;
  readonly projectId: string;
  /** Sent as `X-Parent-Origin` on every call; the server checks it against the project's allowed origins. */
  readonly parentOrigin: string;
  readonly store: FrameStore;
  /** Called after a 401 removed the session token (the frame posts SESSION_EXPIRED). */
  readonly onSessionExpired: () => void;
}

/** Per-call options. */
export interface CallOptions {
  /** Send the session token (default true when one is stored). */
  readonly auth?: boolean;
  /** On a 401, remove the token and report the session expired (default true; sign-out turns it off). */
  readonly expireSession?: boolean;
}

/**
 * The secure site's HTTP API as the frame calls it: JSON over same-origin fetch with `X-Project-Id` and
 * `X-Parent-Origin`, the stored session token as a Bearer token, answers parsed with a schema, and the server's
 * `{ error: { code, message } }` turned into a {@link FrameRequestError}.
 */
export class SecureSiteApi {
  readonly #options: SecureSiteApiOptions;

  constructor(options: SecureSiteApiOptions) {
    this.#options = options;
  }

  /** GET `path`, parsed with `schema`. */
  get<T>(path: string, schema: z.ZodMiniType<T>, options: CallOptions = {}): Promise<T> {
    return this.#call('GET', path, undefined, schema, options);
  }

  /** POST `body` as JSON to `path`, the answer parsed with `schema`. */
  post<T>(path: string, body: unknown, schema: z.ZodMiniType<T>, options: CallOptions = {}): Promise<T> {
    return this.#call('POST', path, body, schema, options);
  }

  async #call<T>(method: string, path: string, body: unknown, schema: z.ZodMiniType<T>, options: CallOptions): Promise<T> {
    const { store, projectId, parentOrigin } = this.#options;
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Project-Id': projectId, 'X-Parent-Origin': parentOrigin };
    const token = options.auth === false ? undefined : store.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await this.#options.fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        cache: 'no-store',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new FrameRequestError('Unable to reach the secure site', 'NETWORK_ERROR');
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new FrameRequestError(GENERIC_ERROR_MESSAGE, 'INVALID_RESPONSE');
      return parsed.data;
    }
    if (response.status === 401 && options.expireSession !== false && token !== undefined) {
      store.token = undefined;
      this.#options.onSessionExpired();
    }
    const failure = serverError.safeParse(json);
    if (failure.success) throw new FrameRequestError(failure.data.error.message, failure.data.error.code);
    if (response.status === 401) throw new FrameRequestError('Session Expired', SESSION_EXPIRED_CODE);
    throw new FrameRequestError(GENERIC_ERROR_MESSAGE, response.status);
  }
}
