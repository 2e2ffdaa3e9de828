import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The repository's own way to start an app (`npm run create`): the `@connect-modal/*` packages come from this
// checkout, packed as they would be published, so an app can be made before (or without) a release. Not part of
// the published command: it needs the workspace around it.

/** The project's folder that holds the packed packages; its tarballs are the dependencies' specs. */
export const LOCAL_PACKAGES_FOLDER = 'local-packages';

/** Runs a command; resolves with its standard output, rejects with all its output when it fails. */
export type Exec = (command: string, args: readonly string[], cwd: string) => Promise<string>;

/** Where a workspace package lives in the repository: `@connect-modal/renderer-default` → `packages/renderer-default`. */
export function workspaceFolder(repoRoot: string, name: string): string {
  return join(repoRoot, 'packages', name.replace(/^@[^/]+\//, ''));
}

const BUILD_INPUTS = ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'vite.config.ts'];
/** Tests are not built, so a test written after the last build leaves the build as it was. */
const NOT_BUILT = /\.test(-d)?\.tsx?$/;

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return NOT_BUILT.test(path) ? 0 : stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), 0);
}

/** Whether a workspace package needs building: no `dist`, or a source changed after its last build. */
export function needsBuild(folder: string): boolean {
  const built = newestChange(join(folder, 'dist'));
  if (built === 0) return true;
  return BUILD_INPUTS.some((input) => newestChange(join(folder, input)) > built);
}

/** `names` in the order of the repository's `workspaces`, which lists a package after those it depends on. */
export function workspaceOrder(repoRoot: string, names: readonly string[]): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  const position = (name: string) => workspaces.indexOf(relative(repoRoot, workspaceFolder(repoRoot, name)).split(sep).join('/'));
  return [...names].sort((a, b) => position(a) - position(b));
}

/** npm's own command line: the running npm when started by `npm run`, else the one on the PATH. */
function npmCommand(): { command: string; prefix: string[] } {
  const cli = process.env.npm_execpath;
  if (cli && /npm-cli\.[cm]?js$/.test(cli)) return { command: process.execPath, prefix: [cli] };
  return { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', prefix: [] };
}

/** Runs npm, its output kept (shown only when it fails). */
export const execNpm: Exec = (command, args, cwd) => {
  const npm = command === 'npm' ? npmCommand() : { command, prefix: [] };
  return new Promise((resolve, reject) => {
    const child = spawn(npm.command, [...npm.prefix, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(' ')} failed (exit code ${code}):\n${output}`))));
  });
};

/** What `npm pack --json` reports of each tarball. */
interface PackResult {
  name: string;
  filename: string;
}

function parsePackResults(stdout: string): PackResult[] {
  // Lifecycle scripts may print before the JSON array; npm prints the array last.
  const start = stdout.indexOf('[\n');
  const parsed: unknown = JSON.parse(start >= 0 ? stdout.slice(start) : stdout);
  if (!Array.isArray(parsed)) throw new Error(`npm pack gave no list of tarballs:\n${stdout}`);
  return parsed.map((entry: unknown) => {
    const { name, filename } = (entry ?? {}) as Partial<PackResult>;
    if (typeof name !== 'string' || typeof filename !== 'string') throw new Error(`npm pack gave an entry without name or file name:\n${stdout}`);
    return { name, filename };
  });
}

/**
 * The `localPackages` step of the command for a checkout of the repository at `repoRoot`: builds the packages a
 * project needs when their build is missing or older than their sources (in the workspaces' order, which puts a
 * package after those it depends on), packs them into the project's `local-packages/` and gives each as a
 * `file:` dependency, so the project's own install takes them from there, today and on every later install.
 */
export function packFromRepository(repoRoot: string, options: { log?: (line: string) => void; exec?: Exec } = {}) {
  const exec = options.exec ?? execNpm;
  const log = options.log ?? (() => undefined);
  return async (root: string, names: readonly string[]): Promise<Record<string, string>> => {
    const stale = names.filter((name) => needsBuild(workspaceFolder(repoRoot, name)));
    if (stale.length > 0) {
      log(`Building ${names.join(', ')} (${stale.join(', ')} changed since the last build)…`);
      // One at a time, in the workspaces' order: npm would follow the order of the flags, and the renderer's
      // build reads the built themes.
      for (const name of workspaceOrder(repoRoot, names)) await exec('npm', ['run', 'build', '-w', name], repoRoot);
    }
    const destination = join(root, LOCAL_PACKAGES_FOLDER);
    mkdirSync(destination, { recursive: true });
    const packed = parsePackResults(await exec('npm', ['pack', '--json', '--loglevel=error', '--pack-destination', destination, ...names.flatMap((name) => ['-w', name])], repoRoot));
    return Object.fromEntries(
      names.map((name) => {
        const tarball = packed.find((result) => result.name === name);
        if (!tarball) throw new Error(`npm pack did not pack ${name}`);
        return [name, `file:${relative(root, join(destination, tarball.filename)).split(sep).join('/')}`];
      }),
    );
  };
}
