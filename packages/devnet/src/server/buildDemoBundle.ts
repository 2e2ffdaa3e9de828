import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const cache = new Map<string, Promise<string>>();

/** The repository root, where the demo page's sources and the workspace packages live. */
export function repositoryRoot(): string {
  return fileURLToPath(new URL('../../../..', import.meta.url));
}

/**
 * Bundles a browser entry of the repository (TypeScript/TSX) against the workspace packages' sources,
 * once per process. `mode` picks React's development build (with hydration warnings) or production.
 */
export function buildBrowserBundle(entry: string, mode: 'development' | 'production' = 'production'): Promise<string> {
  const key = `${entry}:${mode}`;
  let bundle = cache.get(key);
  if (!bundle) {
    const absolute = fileURLToPath(new URL(entry, `file://${repositoryRoot()}/`));
    if (!existsSync(absolute)) return Promise.reject(new Error(`No browser entry at ${entry}`));
    bundle = build({
      entryPoints: [absolute],
      absWorkingDir: repositoryRoot(),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      conditions: ['source'],
      minify: mode === 'production',
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      write: false,
      logLevel: 'silent',
    }).then(
      (result) => result.outputFiles[0]?.text ?? '',
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, bundle);
  }
  return bundle;
}
