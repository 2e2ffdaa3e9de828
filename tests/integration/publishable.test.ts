import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../cli/runCli.js';
import { exec } from '../cli/templateApps.js';

/**
 * Every package the repository would publish, packed as `npm pack` makes it, passes publint and
 * are-the-types-wrong. Both read only the tarball: nothing is fetched.
 */

interface Manifest {
  name: string;
  private?: boolean;
  exports?: Record<string, unknown>;
}

const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
const publishable = workspaces
  .map((folder) => ({ folder, manifest: JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as Manifest }))
  .filter(({ manifest }) => manifest.private !== true);

const packs = mkdtempSync(join(tmpdir(), 'publishable-'));
/** Tarball of each package, by name. */
const tarballs = new Map<string, string>();

beforeAll(async () => {
  const unbuilt = publishable.filter(({ folder }) => !existsSync(join(repoRoot, folder, 'dist')));
  if (unbuilt.length > 0) throw new Error(`Not built: ${unbuilt.map(({ folder }) => folder).join(', ')}. Run \`npm run build\` first (the root \`npm test\` does).`);
  const report = await exec('npm', ['pack', '--json', '--loglevel=error', '--pack-destination', packs, ...publishable.flatMap(({ manifest }) => ['-w', manifest.name])], repoRoot);
  // A package's prepack script may print before the JSON list.
  for (const { name, filename } of JSON.parse(report.slice(report.indexOf('[\n'))) as { name: string; filename: string }[]) tarballs.set(name, join(packs, filename));
}, 120_000);

afterAll(() => {
  rmSync(packs, { recursive: true, force: true });
});

const attw = promisify(execFile);
const attwBin = join(repoRoot, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');

/** Resolutions an ESM-only package has no answer for by design: `require` from CommonJS and pre-exports node10. */
const ESM_ONLY_IGNORED = new Set(['node10', 'node16-cjs']);

describe('publishable packages', () => {
  it('are the non-private workspaces: headless, renderer-default, secure-site, siwx, themes, wagmi and create-connect-app', () => {
    expect(publishable.map(({ manifest }) => manifest.name).sort()).toEqual([
      '@connect-modal/headless',
      '@connect-modal/renderer-default',
      '@connect-modal/secure-site',
      '@connect-modal/siwx',
      '@connect-modal/themes',
      '@connect-modal/wagmi',
      'create-connect-app',
    ]);
  });

  for (const { manifest } of publishable) {
    describe(manifest.name, () => {
      it('has no publint message, down to suggestions', async () => {
        const tarball = readFileSync(tarballs.get(manifest.name) ?? '');
        const { messages, pkg } = await publint({ pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) }, level: 'suggestion', strict: true });
        expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`)).toEqual([]);
      });

      it('has types that resolve for ESM under node16 and bundlers (are-the-types-wrong)', async () => {
        // Stylesheets are entry points for bundlers, not modules with types.
        const css = Object.keys(manifest.exports ?? {}).filter((entry) => entry.endsWith('.css'));
        const args = [attwBin, tarballs.get(manifest.name) ?? '', '--profile', 'esm-only', '--no-definitely-typed', '--format', 'json', ...(css.length > 0 ? ['--exclude-entrypoints', ...css] : [])];
        // attw exits non-zero when it finds a problem; its JSON report is the same either way.
        const { stdout } = await attw(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
        const report = JSON.parse(stdout) as { analysis: { entrypoints: Record<string, unknown>; problems: { kind: string; entrypoint?: string; resolutionKind?: string }[] } };
        expect(Object.keys(report.analysis.entrypoints).sort()).toEqual(Object.keys(manifest.exports ?? { '.': '' }).filter((entry) => !css.includes(entry)).sort());
        expect(report.analysis.problems.filter((problem) => !problem.resolutionKind || !ESM_ONLY_IGNORED.has(problem.resolutionKind))).toEqual([]);
      }, 60_000);
    });
  }

  it('each tarball holds its build; the scaffolder\'s its templates and not the repository-only command', async () => {
    expect([...tarballs.keys()].sort()).toEqual(publishable.map(({ manifest }) => manifest.name).sort());
    const files = async (name: string) => (await exec('tar', ['-tzf', tarballs.get(name) ?? ''], packs)).split('\n').filter(Boolean);
    expect(await files('@connect-modal/headless')).toContain('package/dist/core/index.js');
    expect(await files('@connect-modal/renderer-default')).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/dist/style.css']));
    expect(await files('@connect-modal/themes')).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/dist/style.css']));
    const siwx = await files('@connect-modal/siwx');
    expect(siwx).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/dist/server/index.js', 'package/dist/client/index.js']));
    // Neither the tests nor their generators ship.
    expect(siwx.filter((path) => /\.test\.|\/testing\//.test(path))).toEqual([]);
    // The secure site ships its server, its command and the frame script it serves; not its tests or test harness.
    const secureSite = await files('@connect-modal/secure-site');
    expect(secureSite).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/dist/cli.js', 'package/dist/frame/frame.js']));
    expect(secureSite.filter((path) => /\.test\.|\/testing\//.test(path))).toEqual([]);
    const wagmi = await files('@connect-modal/wagmi');
    expect(wagmi).toContain('package/dist/index.js');
    expect(wagmi.filter((path) => /\.test\.|\/testing\//.test(path))).toEqual([]);
    const cli = await files('create-connect-app');
    expect(cli).toEqual(expect.arrayContaining(['package/dist/cli.js', 'package/templates/vite-react/index.html', 'package/templates/vanilla/_gitignore']));
    // The templates' own tests are part of the projects they make; the command's are not part of the command.
    expect(cli.filter((path) => path.startsWith('package/dist/') && /fromRepository|localPackages|\.test\./.test(path))).toEqual([]);
  });
});
