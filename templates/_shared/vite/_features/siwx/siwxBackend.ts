import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES, createMemoryNonceStore, createMemorySessionStore, createSiwxHandler, createSiwxServer } from '@connect-modal/siwx/server';
import type { SiwxHandler } from '@connect-modal/siwx/server';
import { loadEnv } from 'vite';
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';
import { SIWX_BASE_PATH, siwxServerOptions } from './src/siwxServer';
import type { SiwxSettings } from './src/siwxServer';

// The app's sign-in backend while it is developed and previewed: the server kit's routes (GET /api/siwx/nonce,
// POST /api/siwx/verify, GET /api/siwx/session?id=, GET /api/siwx/sessions?address=, POST /api/siwx/revoke)
// on `vite dev` and `vite preview`. A static host serves no routes: in production, serve the same handler
// (createSiwxHandler, which takes a Fetch API Request) from the app's own server.

/**
 * The request's body, cut one byte past the handler's limit (which it then refuses with 413); the rest is read
 * and dropped, so the answer can still be written on this connection.
 */
function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const finish = () => {
      req.off('data', onData);
      req.off('end', finish);
      const bytes = new Uint8Array(Math.min(size, MAX_BODY_BYTES + 1));
      let offset = 0;
      for (const chunk of chunks) {
        const part = chunk.subarray(0, bytes.length - offset);
        bytes.set(part, offset);
        offset += part.length;
      }
      resolve(bytes);
    };
    const onData = (chunk: Uint8Array) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        finish();
        // Read on, dropping what comes.
        req.resume();
      }
    };
    req.on('data', onData);
    req.on('end', finish);
    req.once('error', reject);
  });
}

/** The Node request as a Fetch API request (its URL on `origin`: the handler reads only the path and query). */
async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding' || name === 'connection') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), { method, headers, ...(body ? { body } : {}) });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(new Uint8Array(await response.arrayBuffer()));
}

/**
 * A middleware that serves the sign-in routes. Its one server (memory stores: a restart forgets the sessions; in
 * production use createRedisNonceStore and createRedisSessionStore) is made at the first request, from
 * `settings()`: a dev server knows its own address only once it listens.
 */
export function siwxMiddleware(settings: () => SiwxSettings): Connect.NextHandleFunction {
  let handler: SiwxHandler | undefined;
  let origin = '';
  return (req, res, next) => {
    if (!(req.url ?? '').startsWith(`${SIWX_BASE_PATH}/`)) return next();
    const serve = async () => {
      if (!handler) {
        const options = siwxServerOptions(settings());
        origin = new URL(options.uri).origin;
        const server = createSiwxServer({ ...options, nonceStore: createMemoryNonceStore(), sessionStore: createMemorySessionStore() });
        handler = createSiwxHandler(server, { basePath: SIWX_BASE_PATH, onError: (error) => console.error('Sign-in backend:', error) });
      }
      const response = await handler(await toRequest(req, origin));
      if (response) await send(res, response);
      else next();
    };
    serve().catch(next);
  };
}

/**
 * The Vite plugin: the sign-in routes on `vite dev` and `vite preview`. The server's domain and URI are SIWX_DOMAIN
 * and SIWX_URI (from the environment or a .env file), else the server's own local address as Vite prints it
 * (`http://localhost:5173`); never a request's headers. With VITE_CONNECT_DEVNET_URL, the devnet's chains too.
 */
export function siwxBackend(): Plugin {
  let env: Record<string, string> = {};
  const mount = (server: ViteDevServer | PreviewServer) => {
    server.middlewares.use(
      siwxMiddleware(() => {
        const local = server.resolvedUrls?.local[0];
        if (!local && !env.SIWX_URI) throw new Error('The sign-in backend needs the page\'s origin: set SIWX_URI (and SIWX_DOMAIN)');
        return { domain: env.SIWX_DOMAIN, uri: env.SIWX_URI, devOrigin: local ? new URL(local).origin : '', devnetUrl: env.VITE_CONNECT_DEVNET_URL };
      }),
    );
  };
  return {
    name: 'siwx-backend',
    configResolved(config) {
      // SIWX_* and the devnet's URL, from the environment or the .env files, as Vite reads them.
      env = loadEnv(config.mode, config.envDir, ['SIWX_', 'VITE_CONNECT_DEVNET_']);
    },
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
