// Size budgets of the JavaScript a page runs before its first paint, for the bench's minimal apps built for
// production as a site would build them (Vite, their own configs). Sizes are deterministic, so a budget is a plain
// comparison; a failure names the app, the figure and the budget. `npm run bench` and `npm run bench:peers` report
// the same figures with the timings.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import type { InlineConfig, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { defaultChoices } from '../../packages/create-connect-app/src/choices.js';
import { renderProject } from '../../packages/create-connect-app/src/render.js';
import { templatesDirectory } from '../../packages/create-connect-app/src/run.js';
import { writeProject } from '../../packages/create-connect-app/src/writeProject.js';

/** Budgets in bytes of gzip (level 9) of the entry chunk and the chunks it imports statically. */
const BUDGETS = [
  { app: 'minimal-evm', label: 'the minimal EVM app', budget: 94 * 1024 },
  { app: 'minimal-evm-solana', label: 'the minimal EVM + Solana app', budget: 99 * 1024 },
  // The headless core alone, as a custom UI without React starts: a config, two networks, the EIP-155 adapter.
  { app: 'core-evm', label: 'the headless core entry', budget: 20 * 1024 },
] as const;

/** The generated `vite-react` project's budget: what `create-connect-app` makes with its default choices. */
const GENERATED_BUDGET = { label: 'the generated vite-react app', budget: 98 * 1024 };

/**
 * Builds an app in memory with its own config (plus `extra`) and returns the gzip bytes of its first-paint
 * JavaScript.
 */
async function firstPaintBytes(root: string, extra: InlineConfig = {}): Promise<{ bytes: number; files: string[] }> {
  const output = (await build({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'silent',
    // Under the test runner NODE_ENV is "test": the production build of React is asked for explicitly.
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    ...extra,
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
      const { bytes, files } = await firstPaintBytes(fileURLToPath(new URL(`../../bench/apps/${app}/`, import.meta.url)));
      expect(files.length).toBeGreaterThan(0);
      expect(bytes, `${label}: first-paint JS is ${(bytes / 1024).toFixed(1)} KB gzip (${files.join(', ')}), over its budget of ${(budget / 1024).toFixed(0)} KB`).toBeLessThanOrEqual(budget);
      // Far under its budget would mean the build lost the modal: the figure is checked to be a real app's.
      expect(bytes).toBeGreaterThan(budget / 2);
    }, 180_000);
  }

  it(`${GENERATED_BUDGET.label} stays within ${(GENERATED_BUDGET.budget / 1024).toFixed(0)} KB of gzip before its first paint`, async () => {
    const { label, budget } = GENERATED_BUDGET;
    // Generated with the scaffolder's default choices into a git-ignored folder of the repository, so the
    // workspace's packages resolve; built from their sources, as the bench apps are.
    const parent = fileURLToPath(new URL('../../.artifacts/', import.meta.url));
    mkdirSync(parent, { recursive: true });
    const root = `${mkdtempSync(join(parent, 'generated-vite-react-'))}/`;
    try {
      const files = renderProject({ ...defaultChoices('npm'), directory: 'app', packageName: 'app' }, { templatesDir: templatesDirectory(), connectModalVersion: '0.1.0' });
      writeProject(root, files, { force: true });
      const { bytes, files: scripts } = await firstPaintBytes(root, {
        plugins: [vanillaExtractPlugin()],
        resolve: { conditions: ['source', 'module', 'browser', 'production'] },
        environments: { ssr: { resolve: { conditions: ['source', 'module', 'node', 'production'] } } },
      });
      expect(bytes, `${label}: first-paint JS is ${(bytes / 1024).toFixed(1)} KB gzip (${scripts.join(', ')}), over its budget of ${(budget / 1024).toFixed(0)} KB`).toBeLessThanOrEqual(budget);
      expect(bytes).toBeGreaterThan(budget / 2);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 180_000);
});
