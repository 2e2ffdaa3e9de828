import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Public API changes must be visible in review: every entry point of every package has its exported names
// snapshotted, so an export added, renamed or removed shows in the diff.
// Tests run from the repository's root.
const packagesDir = join(process.cwd(), 'packages');
const entries = readdirSync(packagesDir).flatMap((folder) => {
  const manifest = JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8')) as {
    name: string;
    exports?: Record<string, unknown>;
  };
  return Object.keys(manifest.exports ?? {})
    .filter((subpath) => !subpath.endsWith('.css'))
    .map((subpath) => (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`));
});

describe('public exports', () => {
  it('covers every entry point of every package', () => {
    expect(entries).toMatchSnapshot();
  });

  for (const specifier of entries) {
    it(specifier, async () => {
      const module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
      expect(Object.keys(module).sort()).toMatchSnapshot();
    });
  }
});
