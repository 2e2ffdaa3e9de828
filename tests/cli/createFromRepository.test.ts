import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from './runCli.js';
import { PACKAGES, exec } from './templateApps.js';

/**
 * The repository's own way to start an app, as docs/cli.md gives it: `npm run create -- <folder>` at the root
 * writes the project, packs the workspace packages into it and installs, so the app builds with no other step.
 */

const work = tempDir('create-from-repository-');

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('npm run create', () => {
  it('writes the vite-react app with the packages of this checkout, installed, and the app builds', async () => {
    const app = join(work, 'my-app');
    // Packages npm already has are taken from its cache without asking the registry again.
    const output = await exec('npm', ['run', 'create', '--', app, '--yes', '--template', 'vite-react'], repoRoot, { npm_config_prefer_offline: 'true' });
    expect(output).toContain('Created my-app (vite-react)');
    // Installed already: the next steps go straight to the dev server.
    expect(output.slice(output.indexOf('Next:'))).not.toContain('npm install');

    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const name of PACKAGES) {
      const { version } = JSON.parse(readFileSync(join(repoRoot, 'packages', name, 'package.json'), 'utf8')) as { version: string };
      const spec = `file:local-packages/connect-modal-${name}-${version}.tgz`;
      expect(pkg.dependencies[`@connect-modal/${name}`]).toBe(spec);
      expect(existsSync(join(app, spec.slice('file:'.length)))).toBe(true);
      // Installed from the tarball, not linked to the checkout: the app stands on its own.
      const installed = JSON.parse(readFileSync(join(app, 'node_modules', '@connect-modal', name, 'package.json'), 'utf8')) as { version: string };
      expect(installed.version).toBe(version);
      expect(existsSync(join(app, 'node_modules', '@connect-modal', name, 'src'))).toBe(false);
    }
    const lock = readFileSync(join(app, 'package-lock.json'), 'utf8');
    expect(lock).toContain(`"resolved": "${pkg.dependencies['@connect-modal/headless']}"`);

    const build = await exec('npm', ['run', 'build'], app);
    expect(build).not.toMatch(/\berror\b/i);
    expect(existsSync(join(app, 'dist', 'index.html'))).toBe(true);
  }, 600_000);
});
