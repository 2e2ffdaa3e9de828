import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PEERS_SOURCE_DIR } from './install.js';

/** One app of the comparison. */
export interface BenchApp {
  /** Short key, also the app's folder name. */
  readonly key: string;
  /** Name in the tables. */
  readonly label: string;
  /** `peer`: built with the peers' install; `ours`: built from the workspace sources. */
  readonly kind: 'peer' | 'ours';
}

/** A built app: its output folder and the gzip size of each of its JS files, by URL path (`/assets/x.js`). */
export interface BuiltApp extends BenchApp {
  readonly outDir: string;
  readonly jsGzip: ReadonlyMap<string, number>;
}

/** The apps, in table order: the floor first, then the peers, then ours. */
export const BENCH_APPS: readonly BenchApp[] = [
  { key: 'floor', label: 'Floor Z (wagmi injected + dialog)', kind: 'peer' },
  { key: 'rainbowkit', label: 'RainbowKit', kind: 'peer' },
  { key: 'appkit', label: 'Reown AppKit', kind: 'peer' },
  { key: 'minimal-evm', label: 'Ours, EVM', kind: 'ours' },
  { key: 'minimal-evm-solana', label: 'Ours, EVM + Solana', kind: 'ours' },
];

const OUR_APPS_DIR = fileURLToPath(new URL('../apps/', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Gzip (level 9) sizes of every JS file of a build, by URL path. */
export function jsGzipSizes(outDir: string): Map<string, number> {
  return new Map(
    walk(outDir)
      .filter((path) => extname(path) === '.js')
      .map((path) => [path.slice(outDir.length).replace(/\\/g, '/'), gzipSync(readFileSync(path), { level: 9 }).length]),
  );
}

/** A production build must decide NODE_ENV itself; never inherit a value left behind. */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

function run(command: string, args: string[], cwd: string, what: string): string {
  try {
    return execFileSync(command, args, { cwd, env: buildEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`Building ${what} failed:\n${failed.stderr ?? ''}${failed.stdout ?? ''}`, { cause: error });
  }
}

/** The output folder an app's build lands in. */
export function outDirOf(app: BenchApp, installDir: string): string {
  return app.kind === 'peer' ? join(installDir, 'apps', app.key, 'dist') : join(OUR_APPS_DIR, app.key, 'dist');
}

/**
 * Builds one app with Vite (production). A peer app is copied with bench/peers/vite.config.mjs into the install
 * folder and built there by the peers' Vite, so all its imports resolve from that install; ours is built from the
 * workspace sources with its own config, React and React DOM taken from the peers' install.
 */
export function buildApp(app: BenchApp, installDir: string): BuiltApp {
  if (app.kind === 'peer') {
    const appDir = join(installDir, 'apps', app.key);
    rmSync(appDir, { recursive: true, force: true });
    mkdirSync(appDir, { recursive: true });
    cpSync(join(PEERS_SOURCE_DIR, 'apps', app.key), appDir, { recursive: true });
    cpSync(join(PEERS_SOURCE_DIR, 'vite.config.mjs'), join(appDir, 'vite.config.mjs'));
    run(process.execPath, [join(installDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], appDir, app.label);
  } else {
    const script = fileURLToPath(new URL('./buildOurApp.ts', import.meta.url));
    const args = ['--conditions=source', '--import', 'tsx', script, join(OUR_APPS_DIR, app.key), join(installDir, 'node_modules')];
    run(process.execPath, args, process.cwd(), app.label);
  }
  return builtApp(app, installDir);
}

/** An app built earlier (`--reuse-builds`); throws when its build is missing. */
export function builtApp(app: BenchApp, installDir: string): BuiltApp {
  const outDir = outDirOf(app, installDir);
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${app.label} has no build in ${outDir}: run without --reuse-builds.`);
  return { ...app, outDir, jsGzip: jsGzipSizes(outDir) };
}

/** Installed version of a package of the peers' install ('?' when absent). */
export function peerVersion(installDir: string, name: string): string {
  try {
    return (JSON.parse(readFileSync(join(installDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}
