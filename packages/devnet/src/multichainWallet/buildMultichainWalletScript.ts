import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { DevMultichainWalletConfig } from './DevMultichainWalletConfig.js';

let cached: Promise<string> | undefined;

function entryPoint(): string {
  const source = fileURLToPath(new URL('./browserEntry.ts', import.meta.url));
  return existsSync(source) ? source : fileURLToPath(new URL('./browserEntry.js', import.meta.url));
}

/** Bundles the Solana and Bitcoin dev wallets into one browser script (IIFE). Built once per process. */
export function buildMultichainWalletScript(): Promise<string> {
  cached ??= build({
    entryPoints: [entryPoint()],
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
      if (!file) throw new Error('esbuild produced no output for the multichain dev wallet');
      return file.text;
    },
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/** The script preceded by its configuration, for an inline `<script>` or an init script. */
export async function buildMultichainWalletInitScript(config: DevMultichainWalletConfig): Promise<string> {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__devMultichainWalletConfig = ${json};\n${await buildMultichainWalletScript()}`;
}
