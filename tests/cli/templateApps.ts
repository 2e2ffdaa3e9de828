import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

// Helpers for the tests of generated apps: running their commands, their servers, and serving their builds.

/** The workspace packages a generated project can depend on. */
export const PACKAGES = ['headless', 'themes', 'renderer-default', 'wagmi', 'siwx'];

// eslint-disable-next-line no-control-regex -- the escape character is what starts a terminal color code
const ANSI_COLOR = /\u001b\[[0-9;]*m/g;

/** Runs a command; rejects with its output when it fails. */
export function exec(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  // The generated projects run their own vitest: none of this run's worker settings may leak into it.
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_OPTIONS' && key !== 'NODE_ENV'));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...base, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output.replace(ANSI_COLOR, '')) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/** A server of an app's build. */
export interface AppServer {
  /** Its origin, which the app is built against (VITE_CONNECT_DEVNET_URL). */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serves the app's build from `dist` and, behind the same origin, forwards every other path to the devnet
 * (`backend()`, its origin once started), as a dev server's proxy would.
 */
export function startAppServer(dist: string, backend: () => string | undefined): Promise<AppServer> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://app').pathname;
    const file = normalize(join(dist, path === '/' ? 'index.html' : path));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = backend();
      if (!target) return void res.writeHead(503).end();
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => ['content-type', 'accept'].includes(name))) as Record<string, string>;
      fetch(`${target}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, ...(body ? { body } : {}) })
        .then(async (reply) => {
          res.writeHead(reply.status, { 'content-type': reply.headers.get('content-type') ?? 'application/octet-stream' });
          res.end(Buffer.from(await reply.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/** A free port of 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until `origin` answers its page (60 s at most). */
export async function waitUntilServed(origin: string, what: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer within 60 s`);
}

/** A server process of a generated app (`next start`, `vite preview`) and the origin it serves. */
export interface AppProcess {
  readonly origin: string;
  readonly process: ChildProcess;
}

/**
 * Starts one of an app's own binaries (`node_modules/.bin/<bin>`) as a server on a free port of 127.0.0.1 (`args`
 * takes the port, `env` the origin) and waits until it answers.
 */
export async function startAppProcess(
  dir: string,
  bin: string,
  args: (port: number) => string[],
  env: (origin: string) => Record<string, string> = () => ({}),
): Promise<AppProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(join(dir, 'node_modules', '.bin', bin), args(port), { cwd: dir, env: { ...process.env, ...env(origin) }, stdio: 'ignore' });
  try {
    await waitUntilServed(origin, `${bin} ${args(port)[0] ?? ''}`);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { origin, process: child };
}

/** A sign-in backend pinned to the origin it serves (SIWX_DOMAIN, SIWX_URI), as a deployment pins its own. */
export function pinnedSiwx(origin: string): Record<string, string> {
  return { SIWX_DOMAIN: new URL(origin).host, SIWX_URI: origin };
}
