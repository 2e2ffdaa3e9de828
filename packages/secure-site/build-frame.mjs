// Bundles the iframe page's script (src/frame/main.ts) into dist/frame/frame.js: one minified ES module for
// browsers (es2022), no Node built-ins. Workspace packages resolve to their TypeScript sources.
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, 'dist/frame/frame.js');

await mkdir(dirname(outfile), { recursive: true });
const result = await build({
  entryPoints: [join(here, 'src/frame/main.ts')],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  conditions: ['source'],
  // The frame must not carry Node code; a Node import fails the build instead of shipping a shim.
  external: [],
  logLevel: 'warning',
  metafile: true,
});

const nodeInputs = Object.keys(result.metafile.inputs).filter((input) => input.startsWith('node:'));
if (nodeInputs.length > 0) throw new Error(`frame.js must not import Node modules: ${nodeInputs.join(', ')}`);
const { size } = await stat(outfile);
console.log(`frame.js: ${(size / 1024).toFixed(1)} KiB`);
