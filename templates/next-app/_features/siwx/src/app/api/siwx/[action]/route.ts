import { createMemoryNonceStore, createMemorySessionStore, createSiwxHandler, createSiwxServer } from '@connect-modal/siwx/server';
import { SIWX_BASE_PATH, siwxServerOptions } from '../../../../siwxServer';

// The app's sign-in backend: GET /api/siwx/nonce, POST /api/siwx/verify, GET /api/siwx/session?id=,
// GET /api/siwx/sessions?address=, POST /api/siwx/revoke (the server kit's routes), called by the config's client.

/**
 * The sign-in server, one per server process (made when this module first loads). Its domain and URI come from
 * SIWX_DOMAIN and SIWX_URI, or are `next dev`'s and `next start`'s origin, http://localhost:3000; never from a
 * request's headers.
 */
const server = createSiwxServer({
  ...siwxServerOptions({
    domain: process.env.SIWX_DOMAIN,
    uri: process.env.SIWX_URI,
    devOrigin: 'http://localhost:3000',
    devnetUrl: process.env.NEXT_PUBLIC_CONNECT_DEVNET_URL,
  }),
  // Nonces and sessions in this process's memory: a restart forgets them, and other processes do not see them.
  // In production keep them in Redis, shared and lasting: createRedisNonceStore(redis) and
  // createRedisSessionStore(redis) from '@connect-modal/siwx/server', with an ioredis client.
  nonceStore: createMemoryNonceStore(),
  sessionStore: createMemorySessionStore(),
});

const handler = createSiwxHandler(server, { basePath: SIWX_BASE_PATH });

async function answer(request: Request): Promise<Response> {
  const response = await handler(request);
  return response ?? Response.json({ error: { code: 'NOT_FOUND', message: 'No sign-in route at this path' } }, { status: 404 });
}

/** `nonce`, `session?id=` and `sessions?address=`. */
export function GET(request: Request): Promise<Response> {
  return answer(request);
}

/** `verify` (a signed message) and `revoke` (a session id). */
export function POST(request: Request): Promise<Response> {
  return answer(request);
}
