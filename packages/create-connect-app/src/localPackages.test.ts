import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { needsBuild, packFromRepository, workspaceOrder } from './localPackages.js';
import type { Exec } from './localPackages.js';
import { run } from './run.js';

const folders: string[] = [];
function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'local-packages-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes a file whose last change is `seconds` after the epoch. */
function file(path: string, seconds: number, text = ''): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  utimesSync(path, seconds, seconds);
}

/** A repository with the packages a project can need (the sign-in package too), each built after its sources. */
function repository(): string {
  const root = temp();
  file(join(root, 'package.json'), 1, JSON.stringify({ workspaces: ['packages/headless', 'packages/siwx', 'packages/themes', 'packages/renderer-default'] }));
  for (const name of ['headless', 'siwx', 'themes', 'renderer-default']) {
    file(join(root, 'packages', name, 'src', 'index.ts'), 100);
    file(join(root, 'packages', name, 'dist', 'index.js'), 200);
  }
  return root;
}

const NAMES = ['@connect-modal/headless', '@connect-modal/renderer-default', '@connect-modal/themes'];

describe('needsBuild', () => {
  it('is true without a build, false after one, true again once a built source changes, not when a test does', () => {
    const pkg = join(temp(), 'packages', 'headless');
    file(join(pkg, 'src', 'index.ts'), 100);
    expect(needsBuild(pkg)).toBe(true);
    file(join(pkg, 'dist', 'index.js'), 200);
    expect(needsBuild(pkg)).toBe(false);
    file(join(pkg, 'src', 'index.test.ts'), 300);
    file(join(pkg, 'src', 'types.test-d.ts'), 300);
    expect(needsBuild(pkg)).toBe(false);
    file(join(pkg, 'src', 'core', 'config.ts'), 300);
    expect(needsBuild(pkg)).toBe(true);
    file(join(pkg, 'dist', 'index.js'), 400);
    file(join(pkg, 'package.json'), 500);
    expect(needsBuild(pkg)).toBe(true);
  });
});

describe('packFromRepository', () => {
  /** A stand-in for npm: records each call and answers `npm pack --json` as npm does. */
  function fakeNpm(): { exec: Exec; calls: string[] } {
    const calls: string[] = [];
    const exec: Exec = (command, args) => {
      calls.push([command, ...args].join(' '));
      if (args[0] !== 'pack') return Promise.resolve('');
      const names = args.filter((_, index) => args[index - 1] === '-w');
      const results = names.map((name) => ({ name, version: '0.1.0', filename: `${name.slice(1).replace('/', '-')}-0.1.0.tgz` }));
      return Promise.resolve(`> lifecycle output\n${JSON.stringify(results, null, 2)}\n`);
    };
    return { exec, calls };
  }

  it('packs into the project and gives each package as a file: dependency, building nothing already built', async () => {
    const repo = repository();
    const project = join(temp(), 'my-app');
    const npm = fakeNpm();
    const specs = await packFromRepository(repo, { exec: npm.exec })(project, NAMES);
    expect(specs).toEqual({
      '@connect-modal/headless': 'file:local-packages/connect-modal-headless-0.1.0.tgz',
      '@connect-modal/renderer-default': 'file:local-packages/connect-modal-renderer-default-0.1.0.tgz',
      '@connect-modal/themes': 'file:local-packages/connect-modal-themes-0.1.0.tgz',
    });
    expect(npm.calls).toEqual([
      `npm pack --json --loglevel=error --pack-destination ${join(project, 'local-packages')} -w @connect-modal/headless -w @connect-modal/renderer-default -w @connect-modal/themes`,
    ]);
  });

  it('builds every package a project needs, a package after those it depends on, when one changed since its build', async () => {
    const repo = repository();
    file(join(repo, 'packages', 'themes', 'src', 'index.ts'), 300);
    const npm = fakeNpm();
    const lines: string[] = [];
    await packFromRepository(repo, { exec: npm.exec, log: (line) => lines.push(line) })(join(temp(), 'app'), NAMES);
    expect(npm.calls.slice(0, 3)).toEqual([
      'npm run build -w @connect-modal/headless',
      'npm run build -w @connect-modal/themes',
      'npm run build -w @connect-modal/renderer-default',
    ]);
    expect(npm.calls[3]).toMatch(/^npm pack /);
    expect(lines).toEqual([`Building ${NAMES.join(', ')} (@connect-modal/themes changed since the last build)…`]);
    expect(workspaceOrder(repo, ['@connect-modal/renderer-default', '@connect-modal/headless'])).toEqual(['@connect-modal/headless', '@connect-modal/renderer-default']);
  });

  it('packs the sign-in package for an app with the siwx feature, building it first when it has no build', async () => {
    const repo = repository();
    rmSync(join(repo, 'packages', 'siwx', 'dist'), { recursive: true });
    const npm = fakeNpm();
    const names = ['@connect-modal/headless', '@connect-modal/siwx'];
    const specs = await packFromRepository(repo, { exec: npm.exec })(join(temp(), 'app'), names);
    expect(npm.calls.slice(0, 2)).toEqual(['npm run build -w @connect-modal/headless', 'npm run build -w @connect-modal/siwx']);
    expect(npm.calls[2]).toMatch(/ -w @connect-modal\/headless -w @connect-modal\/siwx$/);
    expect(specs['@connect-modal/siwx']).toBe('file:local-packages/connect-modal-siwx-0.1.0.tgz');
  });

  it('fails, naming the package, when npm packs fewer packages than asked', async () => {
    const exec: Exec = () => Promise.resolve('[\n]');
    await expect(packFromRepository(repository(), { exec })(join(temp(), 'app'), NAMES)).rejects.toThrow('npm pack did not pack @connect-modal/headless');
  });
});

describe('the command with local packages', () => {
  it('writes the packages\' specs into package.json, even without installing, and names them', async () => {
    const cwd = temp();
    const stdout = new PassThrough();
    let output = '';
    stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const asked: string[][] = [];
    const code = await run(['app', '--template', 'vite-react-headless', '--no-install'], {
      stdin: new PassThrough(),
      stdout,
      stderr: new PassThrough(),
      interactive: false,
      cwd,
      env: {},
      localPackages: (root, names) => {
        asked.push([root, ...names]);
        return Promise.resolve(Object.fromEntries(names.map((name) => [name, `file:local-packages/${name.slice(1).replace('/', '-')}.tgz`])));
      },
    });
    expect(code).toBe(0);
    expect(asked).toEqual([[join(cwd, 'app'), '@connect-modal/headless']]);
    const pkg = JSON.parse(readFileSync(join(cwd, 'app', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@connect-modal/headless']).toBe('file:local-packages/connect-modal-headless.tgz');
    expect(pkg.dependencies['@connect-modal/renderer-default']).toBeUndefined();
    expect(output).toContain('  @connect-modal/headless: file:local-packages/connect-modal-headless.tgz');
  });

  it('packs @connect-modal/siwx too for an app with sign-in, and writes it into package.json', async () => {
    const cwd = temp();
    const asked: string[][] = [];
    const code = await run(['app', '--template', 'next-app', '--features', 'receive,siwx', '--no-install'], {
      stdin: new PassThrough(),
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      interactive: false,
      cwd,
      env: {},
      localPackages: (_root, names) => {
        asked.push([...names]);
        return Promise.resolve(Object.fromEntries(names.map((name) => [name, `file:local-packages/${name.slice(1).replace('/', '-')}.tgz`])));
      },
    });
    expect(code).toBe(0);
    expect(asked).toEqual([['@connect-modal/headless', '@connect-modal/renderer-default', '@connect-modal/themes', '@connect-modal/siwx']]);
    const pkg = JSON.parse(readFileSync(join(cwd, 'app', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@connect-modal/siwx']).toBe('file:local-packages/connect-modal-siwx.tgz');
  });

  it('packs @connect-modal/wagmi too for the wagmi template, and writes it into package.json', async () => {
    const cwd = temp();
    const asked: string[][] = [];
    const code = await run(['app', '--template', 'vite-react-wagmi', '--no-install'], {
      stdin: new PassThrough(),
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      interactive: false,
      cwd,
      env: {},
      localPackages: (_root, names) => {
        asked.push([...names]);
        return Promise.resolve(Object.fromEntries(names.map((name) => [name, `file:local-packages/${name.slice(1).replace('/', '-')}.tgz`])));
      },
    });
    expect(code).toBe(0);
    expect(asked).toEqual([['@connect-modal/headless', '@connect-modal/renderer-default', '@connect-modal/themes', '@connect-modal/wagmi']]);
    const pkg = JSON.parse(readFileSync(join(cwd, 'app', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@connect-modal/wagmi']).toBe('file:local-packages/connect-modal-wagmi.tgz');
  });
});
