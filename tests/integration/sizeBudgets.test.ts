// Size budgets of the JavaScript a page runs before its first paint, for the bench's minimal apps built for
// production as a site would build them (Vite, their own configs). Sizes are deterministic, so a budget is a plain
// comparison; a failure names the app, the figure and the budget. `npm run bench` and `npm run bench:peers` report
// the same figures with the timings.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

/** Budgets in bytes of gzip (level 9) of the entry chunk and the chunks it imports statically. */
const BUDGETS = [
  { app: 'minimal-evm', label: 'the minimal EVM app', budget: 100 * 1024 },
  { app: 'minimal-evm-solana', label: 'the minimal EVM + Solana app', budget: 106 * 1024 },
] as const;

/** Builds a bench app in memory with its own config and returns the gzip bytes of its first-paint JavaScript. */
async function firstPaintBytes(app: string): Promise<{ bytes: number; files: string[] }> {
  const root = fileURLToPath(new URL(`../../bench/apps/${app}/`, import.meta.url));
  const output = (await build({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'silent',
    // Under the test runner NODE_ENV is "test": the production build of React is asked for explicitly.
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((item) => item.output)
    .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The entry and everything it imports statically load before the page paints; dynamic imports do not.
  const first = new Set<string>();
  const visit = (fileName: string) => {
    if (first.has(fileName)) return;
    first.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const bytes = [...first].reduce((sum, fileName) => sum + gzipSync(byName.get(fileName)?.code ?? '', { level: 9 }).length, 0);
  return { bytes, files: [...first] };
}

describe('first-paint size budgets', () => {
  for (const { app, label, budget } of BUDGETS) {
    it(`${label} stays within ${(budget / 1024).toFixed(0)} KB of gzip before its first paint`, async () => {
      const { bytes, files } = await firstPaintBytes(app);
      expect(files.length).toBeGreaterThan(0);
      expect(bytes, `${label}: first-paint JS is ${(bytes / 1024).toFixed(1)} KB gzip (${files.join(', ')}), over its budget of ${(budget / 1024).toFixed(0)} KB`).toBeLessThanOrEqual(budget);
      // Far under its budget would mean the build lost the modal: the figure is checked to be a real app's.
      expect(bytes).toBeGreaterThan(budget / 2);
    }, 180_000);
  }
});
