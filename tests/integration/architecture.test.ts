import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const packagesDir = join(root, 'packages');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry)) out.push(path);
  }
  return out;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  const pattern = /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) specifiers.push(match[1] ?? match[2] ?? match[3] ?? '');
  return specifiers;
}

const packages = readdirSync(packagesDir).filter((name) => statSync(join(packagesDir, name)).isDirectory());
const manifests = new Map(
  packages.map((name) => {
    const manifest = JSON.parse(readFileSync(join(packagesDir, name, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, unknown>;
    };
    return [manifest.name, { dir: name, exports: Object.keys(manifest.exports ?? { '.': true }) }];
  }),
);

describe('architecture', () => {
  it('headless/core imports no UI framework', () => {
    const coreFiles = sourceFiles(join(packagesDir, 'headless/src/core'));
    expect(coreFiles.length).toBeGreaterThan(10);
    const offenders = coreFiles.flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^(react|react-dom|preact|vue|svelte|jotai\/react|@tanstack\/react-query)(\/|$)/.test(spec) || /\/react\//.test(spec))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no package reaches into another package except through its public exports', () => {
    const offenders: string[] = [];
    for (const name of packages) {
      const pkgRoot = join(packagesDir, name);
      for (const file of sourceFiles(pkgRoot)) {
        for (const spec of importsOf(file)) {
          if (spec.startsWith('.')) {
            const target = resolve(dirname(file), spec);
            if (!(target + sep).startsWith(pkgRoot + sep)) offenders.push(`${relative(root, file)} imports ${spec}`);
            continue;
          }
          const scoped = /^(@connect-modal\/[^/]+|create-connect-app)(\/.*)?$/.exec(spec);
          if (!scoped) continue;
          const manifest = manifests.get(scoped[1] ?? '');
          const subpath = scoped[2] ? `.${scoped[2]}` : '.';
          if (!manifest || !manifest.exports.includes(subpath)) offenders.push(`${relative(root, file)} imports ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the checks above see a planted violation', () => {
    const planted = "import { x } from '@connect-modal/headless/src/core/state/atoms.js';\nimport React from 'react';";
    const pattern = /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g;
    const specs = [...planted.matchAll(pattern)].map((m) => m[1]);
    expect(specs).toEqual(['@connect-modal/headless/src/core/state/atoms.js', 'react']);
    expect(manifests.get('@connect-modal/headless')?.exports.includes('./src/core/state/atoms.js')).toBe(false);
  });
});
