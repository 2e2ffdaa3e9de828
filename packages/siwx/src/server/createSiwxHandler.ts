import type { SignedSiwxMessage, SiwxSession } from '../types.js';
import type { SiwxServer } from './createSiwxServer.js';
import { RequestBodyError, readJsonRequest } from './readJsonRequest.js';
import { isSiwxServerError } from './SiwxServerError.js';

/** Options of {@link createSiwxHandler}. */
export interface SiwxHandlerOptions {
  /** Path the routes sit under, such as `/api/siwx` (default: the root). */
  readonly basePath?: string;
  /** Origin allowed to call the routes from another page (`https://app.example.com`); none by default. */
  readonly allowOrigin?: string;
  /** Told of any failure that is not a refused sign-in (the response then says only that the server failed). */
  readonly onError?: (error: unknown) => void;
}

/** A Fetch API request handler: a Response for its own routes, undefined for any other path. */
export type SiwxHandler = (request: Request) => Promise<Response | undefined>;

/** What the session list tells anyone who names an address: not the id, which reads and revokes the session. */
function publicSession(session: SiwxSession) {
  return { address: session.address, chainId: session.chainId, issuedAt: session.issuedAt, expiresAt: session.expiresAt };
}

type Route = 'nonce' | 'verify' | 'session' | 'sessions' | 'revoke';
const METHODS: Readonly<Record<Route, 'GET' | 'POST'>> = { nonce: 'GET', verify: 'POST', session: 'GET', sessions: 'GET', revoke: 'POST' };

function basePathOf(options: SiwxHandlerOptions): string {
  const base = (options.basePath ?? '').replace(/\/+$/, '');
  if (base !== '' && !base.startsWith('/')) throw new Error(`Sign-in handler basePath must start with "/", got ${JSON.stringify(options.basePath)}`);
  return base;
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new RequestBodyError(400, 'BAD_REQUEST', `"${field}" must be a string`);
  return value;
}

function requiredString(body: Record<string, unknown>, field: string): string {
  const value = optionalString(body, field);
  if (value === undefined || value === '') throw new RequestBodyError(400, 'BAD_REQUEST', `"${field}" is required`);
  return value;
}

function queryParam(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (value === null || value === '') throw new RequestBodyError(400, 'BAD_REQUEST', `The query parameter "${name}" is required`);
  return value;
}

/**
 * Serves a sign-in server over the Fetch API (Node 18+, Deno, Bun, edge runtimes, Next route handlers):
 * `GET {base}/nonce` → `{ nonce, expiresAt }`; `POST {base}/verify` with `{ message, signature, publicKey? }` →
 * `{ session }`; `GET {base}/session?id=` → `{ session }` or 404; `GET {base}/sessions?address=` → `{ sessions }` (address, chain, times; no id);
 * `POST {base}/revoke` with `{ id }` → 204. Failures are `{ error: { code, message } }`: 400 for malformed input,
 * 401 for a refused sign-in, 413 over 16 KB, 415 for a body that is not JSON. No CORS unless `allowOrigin` is set.
 */
export function createSiwxHandler(server: SiwxServer, options: SiwxHandlerOptions = {}): SiwxHandler {
  const base = basePathOf(options);
  const common: Record<string, string> = { 'cache-control': 'no-store' };
  if (options.allowOrigin !== undefined) {
    common['access-control-allow-origin'] = options.allowOrigin;
    common['vary'] = 'Origin';
  }
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { ...common, 'content-type': 'application/json; charset=utf-8', ...headers } });
  const failure = (status: number, code: string, message: string, headers?: Record<string, string>) => json(status, { error: { code, message } }, headers);

  async function answer(route: Route, request: Request, url: URL): Promise<Response> {
    switch (route) {
      case 'nonce':
        return json(200, await server.issueNonce());
      case 'verify': {
        const body = await readJsonRequest(request);
        const publicKey = optionalString(body, 'publicKey');
        const signed: SignedSiwxMessage = {
          message: requiredString(body, 'message'),
          signature: requiredString(body, 'signature'),
          ...(publicKey === undefined ? {} : { publicKey }),
        };
        return json(200, { session: await server.verify(signed) });
      }
      case 'session': {
        const session = await server.getSession(queryParam(url, 'id'));
        return session ? json(200, { session }) : failure(404, 'NOT_FOUND', 'No live session has this id');
      }
      case 'sessions':
        // Which sessions an address has, never their ids: an id is the credential that reads or revokes one.
        return json(200, { sessions: (await server.listSessions(queryParam(url, 'address'))).map(publicSession) });
      case 'revoke':
        await server.revoke(requiredString(await readJsonRequest(request), 'id'));
        return new Response(null, { status: 204, headers: common });
    }
  }

  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${base}/`)) return undefined;
    const route = url.pathname.slice(base.length + 1);
    if (!Object.hasOwn(METHODS, route)) return undefined;
    const method = METHODS[route as Route];
    if (request.method === 'OPTIONS' && options.allowOrigin !== undefined) {
      return new Response(null, {
        status: 204,
        headers: { ...common, 'access-control-allow-methods': `${method}, OPTIONS`, 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' },
      });
    }
    if (request.method !== method) return failure(405, 'METHOD_NOT_ALLOWED', `Use ${method} for ${url.pathname}`, { allow: method });
    try {
      return await answer(route as Route, request, url);
    } catch (error) {
      if (error instanceof RequestBodyError) return failure(error.status, error.code, error.message);
      if (isSiwxServerError(error)) return failure(error.code === 'MALFORMED_MESSAGE' ? 400 : 401, error.code, error.message);
      options.onError?.(error);
      return failure(500, 'INTERNAL', 'The sign-in server failed; try again');
    }
  };
}
