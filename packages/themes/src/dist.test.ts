import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const built = existsSync(`${distDir}style.css`) && existsSync(`${distDir}index.js`);
const NOT_BUILT = 'dist/ is missing: run `npm run build -w @connect-modal/themes` first (the root `npm test` does)';

interface BuiltModule {
  vars: { motion: { duration: Record<string, string> } };
  lightTheme: string;
  darkTheme: string;
  baseClass: string;
}

describe('built package', () => {
  it('ships one stylesheet with both themes, the base class and the reduced-motion query', async (ctx) => {
    if (!built) return ctx.skip(NOT_BUILT);
    const css = readFileSync(`${distDir}style.css`, 'utf8');
    const mod = (await import(/* @vite-ignore */ `${distDir}index.js`)) as BuiltModule;
    for (const className of [mod.lightTheme, mod.darkTheme, mod.baseClass]) {
      expect(css).toContain(`.${className} {`);
    }
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    for (const duration of Object.values(mod.vars.motion.duration)) {
      expect(reduced).toContain(`${duration.slice('var('.length, -1)}: 0ms`);
    }
  });

  it('has no vanilla-extract runtime in its JavaScript', (ctx) => {
    if (!built) return ctx.skip(NOT_BUILT);
    expect(readFileSync(`${distDir}index.js`, 'utf8')).not.toMatch(/@vanilla-extract|\.css\.ts/);
  });
});
