import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { DevWalletOptions } from './devWallet.js';

let cached: Promise<string> | undefined;

/** The TypeScript entry when running from source, the compiled one when running from dist. */
function entryPoint(): string {
  const source = fileURLToPath(new URL('./browserEntry.ts', import.meta.url));
  return existsSync(source) ? source : fileURLToPath(new URL('./browserEntry.js', import.meta.url));
}

/**
 * Bundles the dev wallet into a self-contained browser script (IIFE) that installs one
 * wallet per entry of `window.__devWalletConfig`. Built once per process, then cached.
 */
export function buildDevWalletScript(): Promise<string> {
  cached ??= build({
    entryPoints: [entryPoint()],
    // Stable relative paths in the bundle's comments, whatever the caller's cwd.
    absWorkingDir: fileURLToPath(new URL('../..', import.meta.url)),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: false,
    write: false,
    logLevel: 'silent',
  }).then(
    (result) => {
      const file = result.outputFiles[0];
      if (!file) {
        throw new Error('esbuild produced no output for the dev wallet');
      }
      return file.text;
    },
    (error: unknown) => {
      // Do not cache a failure: the next call should try again.
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/**
 * The dev wallet script preceded by its configuration, ready for an init script
 * (such as Playwright's `page.addInitScript({ content })`) or an inline `<script>`.
 */
export async function buildDevWalletInitScript(wallets: DevWalletOptions | DevWalletOptions[]): Promise<string> {
  const list = Array.isArray(wallets) ? wallets : [wallets];
  // A bigint (a smart account's salt) goes in as a decimal string, which the wallet reads back as a bigint.
  // Escaping '<' keeps a "</script>" inside a value from ending an inline script tag early.
  const config = JSON.stringify(list, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)).replace(/</g, '\\u003c');
  return `window.__devWalletConfig = ${config};\n${await buildDevWalletScript()}`;
}
