import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

// Strings that survive minification and exist only in Solana or Bitcoin code: @solana/web3.js's RPC method,
// bitcoinjs-lib's message prefix, the Wallet Standard app registry and the adapters' wallet features.
const MARKERS = [
  'getLatestBlockhash',
  'Bitcoin Signed Message',
  'wallet-standard:app-ready',
  'solana:signAndSendTransaction',
  'bitcoin:signTransaction',
];

/** Builds one entry for production in memory, as an app's bundler would, and returns its JavaScript. */
async function bundle(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    esbuild: { jsx: 'automatic' },
    resolve: { conditions: ['source', 'module', 'browser', 'production'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, modulePreload: { polyfill: false }, rollupOptions: { input: fileURLToPath(new URL(entry, import.meta.url)) } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((item) => item.output)
    .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
}

describe('per-namespace entry points', () => {
  it('an EVM-only app with the default modal ships no Solana or Bitcoin code', async () => {
    const code = await bundle('../../bench/apps/minimal-evm/main.tsx');
    expect(code.length).toBeGreaterThan(10_000);
    expect(MARKERS.filter((marker) => code.includes(marker))).toEqual([]);
  }, 180_000);

  it('the markers are found in an app that uses the Solana and Bitcoin adapters', async () => {
    const code = await bundle('./fixtures/multichainApp.ts');
    expect(MARKERS.filter((marker) => !code.includes(marker))).toEqual([]);
  }, 180_000);
});
