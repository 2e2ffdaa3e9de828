import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** Gzip sizes of what an app ships. */
export interface AppSize {
  /** JS the page loads before first paint: the entry script and the modules it preloads. */
  readonly firstPaintGzip: number;
  /** Every JS file of the build. */
  readonly totalGzip: number;
  readonly files: readonly { readonly name: string; readonly gzip: number; readonly initial: boolean }[];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Builds a bench app with Vite (production) and measures the gzip size of its JavaScript. */
export async function buildAndMeasure(appDir: string): Promise<{ outDir: string; size: AppSize }> {
  const root = resolve(appDir);
  await build({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'warn', mode: 'production' });
  const outDir = join(root, 'dist');
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const initialPaths = new Set(
    [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  );
  const files = walk(outDir)
    .filter((path) => extname(path) === '.js')
    .map((path) => {
      const name = path.slice(outDir.length).replace(/\\/g, '/');
      return { name, gzip: gzipSync(readFileSync(path), { level: 9 }).length, initial: initialPaths.has(name) };
    });
  return {
    outDir,
    size: {
      firstPaintGzip: files.filter((file) => file.initial).reduce((sum, file) => sum + file.gzip, 0),
      totalGzip: files.reduce((sum, file) => sum + file.gzip, 0),
      files,
    },
  };
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves a built app on 127.0.0.1. */
export async function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('Not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/**
 * Builds and measures in a process of its own: a Vite build must not share a process with the devnet's
 * esbuild page builds, whose vanilla-extract compiler state would change what the app's build contains.
 */
export function buildAndMeasureApart(appDir: string): { outDir: string; size: AppSize } {
  const script = fileURLToPath(new URL('./measureApp.ts', import.meta.url));
  // A production build decides NODE_ENV itself; never inherit a value a library left behind.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const output = execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', script, appDir], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const line = output.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as { outDir: string; size: AppSize };
}
