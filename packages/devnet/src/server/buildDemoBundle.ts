import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

/** A browser app bundled from the repository's sources: its entry script, stylesheets and lazy chunks. */
export interface BrowserApp {
  /** File name of the entry script. */
  readonly entry: string;
  /** File names of the stylesheets to link. */
  readonly styles: readonly string[];
  /** Every output file by name (entry, chunks, stylesheets). */
  readonly files: ReadonlyMap<string, { readonly contents: Uint8Array; readonly type: string }>;
}

/** How to bundle a browser app. */
export interface BrowserAppOptions {
  /**
   * Import paths to substitute, as esbuild's `alias` (a package name, or a path from the repository root starting
   * with `./`): `{ wagmi: 'wagmi-v2' }` bundles the page against another installed version of a package.
   */
  readonly alias?: Readonly<Record<string, string>>;
}

const cache = new Map<string, Promise<BrowserApp>>();

/** The repository root, where the demo page's sources and the workspace packages live. */
export function repositoryRoot(): string {
  return fileURLToPath(new URL('../../../..', import.meta.url));
}

/**
 * Bundles a browser entry of the repository (TypeScript/TSX, vanilla-extract styles) against the workspace
 * packages' sources, split into lazy chunks at dynamic imports; once per process and mode. `development`
 * keeps React's development build (with hydration warnings).
 */
export function buildBrowserApp(entry: string, mode: 'development' | 'production' = 'production', options: BrowserAppOptions = {}): Promise<BrowserApp> {
  const key = `${entry}:${mode}:${JSON.stringify(options.alias ?? {})}`;
  let app = cache.get(key);
  if (!app) {
    const absolute = fileURLToPath(new URL(entry, `file://${repositoryRoot()}/`));
    if (!existsSync(absolute)) return Promise.reject(new Error(`No browser entry at ${entry}`));
    const name = basename(absolute).replace(/\.[tj]sx?$/, '');
    // The vanilla-extract compiler sets NODE_ENV while it evaluates styles and puts the old value back by
    // assignment, which turns an unset NODE_ENV into the string "undefined" for the rest of the process (and
    // its children: a Vite build started later would then bundle React's development build).
    const hadNodeEnv = Object.hasOwn(process.env, 'NODE_ENV');
    const nodeEnv = process.env.NODE_ENV;
    const restoreNodeEnv = () => {
      if (hadNodeEnv) process.env.NODE_ENV = nodeEnv;
      else delete process.env.NODE_ENV;
    };
    app = build({
      entryPoints: { [name]: absolute },
      absWorkingDir: repositoryRoot(),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      conditions: ['source'],
      ...(options.alias ? { alias: { ...options.alias } } : {}),
      minify: mode === 'production',
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      outdir: 'out',
      entryNames: '[name]',
      chunkNames: 'chunk-[hash]',
      assetNames: 'asset-[hash]',
      plugins: [
        vanillaExtractPlugin({
          identifiers: mode === 'production' ? 'short' : 'debug',
          // The plugin evaluates each `.css.ts` in a child build; it must resolve workspace packages to their
          // sources too, or a style that imports the theme contract gets the built copy's variable names.
          esbuildOptions: { conditions: ['source'] },
        }),
      ],
      write: false,
      logLevel: 'silent',
    }).then(
      (result) => {
        restoreNodeEnv();
        const files = new Map<string, { contents: Uint8Array; type: string }>();
        for (const file of result.outputFiles) {
          const fileName = basename(file.path);
          const type = fileName.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
          files.set(fileName, { contents: file.contents, type });
        }
        return {
          entry: `${name}.js`,
          styles: [...files.keys()].filter((fileName) => fileName.endsWith('.css')),
          files,
        };
      },
      (error: unknown) => {
        restoreNodeEnv();
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, app);
  }
  return app;
}

/** The entry script of a browser app as one text (for apps without lazy chunks). */
export async function buildBrowserBundle(entry: string, mode: 'development' | 'production' = 'production'): Promise<string> {
  const app = await buildBrowserApp(entry, mode);
  const file = app.files.get(app.entry);
  return file ? new TextDecoder().decode(file.contents) : '';
}
