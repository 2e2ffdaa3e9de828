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

  it('headless/core imports nothing above it (services, queries, actions, React bindings, adapters)', () => {
    const coreDir = join(packagesDir, 'headless/src/core');
    const offenders = sourceFiles(coreDir).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.') && !(resolve(dirname(file), spec) + sep).startsWith(coreDir + sep))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('services import neither queries, actions nor React bindings; actions import no queries (they may use the services); neither imports React', () => {
    const src = join(packagesDir, 'headless/src');
    const rules: [string, string[]][] = [
      ['services', ['queries', 'actions', 'react']],
      ['queries', ['react']],
      ['actions', ['queries', 'react']],
    ];
    const offenders: string[] = [];
    for (const [layer, forbidden] of rules) {
      for (const file of sourceFiles(join(src, layer))) {
        for (const spec of importsOf(file)) {
          if (!spec.startsWith('.')) continue;
          const target = relative(src, resolve(dirname(file), spec)).split(sep)[0] ?? '';
          if (forbidden.includes(target)) offenders.push(`${relative(root, file)} imports ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('no source file is over 400 lines (generated artefacts aside)', () => {
    const long = packages
      .flatMap((name) => sourceFiles(join(packagesDir, name)))
      .concat(sourceFiles(join(root, 'tests')), sourceFiles(join(root, 'bench')))
      .filter((file) => !file.endsWith('.generated.ts'))
      .map((file) => ({ file: relative(root, file), lines: readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });

  it('the renderer has no routing effect: where the modal goes after a change is the core policy’s decision', () => {
    const offenders = sourceFiles(join(packagesDir, 'renderer-default/src'))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) => routingInEffects(readFileSync(file, 'utf8')).map((call) => `${relative(root, file)}: ${call}`));
    expect(offenders).toEqual([]);
  });

  it('the renderer uses the public API only (never the config internals)', () => {
    const offenders = sourceFiles(join(packagesDir, 'renderer-default/src'))
      .filter((file) => !/\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('_internal'))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('the routing-effect check sees a planted violation', () => {
    const planted = `useEffect(() => {\n  if (lost) pushView(config, 'Connect');\n}, [lost]);\nconst onClick = () => goBack(config);`;
    expect(routingInEffects(planted)).toEqual(['pushView(']);
    expect(routingInEffects(`useLayoutEffect(() => { config._internal.router.reset('Account'); });`)).toEqual(['_internal.router']);
  });
});

/** Navigation calls made inside React effects (`useEffect` / `useLayoutEffect` callbacks) of a source text. */
function routingInEffects(text: string): string[] {
  const found: string[] = [];
  const navigation = /(pushView\(|goBack\(|openModal\(|closeModal\(|_internal\.router|_internal\.modal|\.router\.(?:push|reset|replace|goBack)\()/g;
  for (const match of text.matchAll(/use(?:Layout)?Effect\(/g)) {
    // The effect's callback: from its opening parenthesis to the matching closing one.
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < text.length; end += 1) {
      const char = text[end];
      if (char === '(') depth += 1;
      else if (char === ')') {
        depth -= 1;
        if (depth === 0) break;
      }
    }
    const body = text.slice(match.index, end);
    for (const call of body.matchAll(navigation)) found.push(call[1] ?? '');
  }
  return found;
}
