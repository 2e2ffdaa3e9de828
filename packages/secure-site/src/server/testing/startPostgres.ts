import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A throwaway PostgreSQL cluster on 127.0.0.1. */
export interface TestPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string;
  /** Stops the server and deletes the cluster's folder. */
  stop(): Promise<void>;
}

/** The folder with initdb and postgres: Debian's newest /usr/lib/postgresql/<version>/bin, or the PATH. */
function findBinaries(): string {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) if (existsSync(join(debian, version, 'bin', 'initdb'))) return join(debian, version, 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..');
  throw new Error("PostgreSQL's initdb and postgres binaries were not found: install Debian's postgresql package (CI's .ci/run does)");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Root may not run PostgreSQL: as root, commands run as the `postgres` user and the folder is handed to it. */
function asServerUser(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}: ${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections within 30 s: ${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Initialises a cluster in a temporary folder (trust auth) and starts postgres on a free local port. */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = findBinaries();
  const dir = await mkdtemp(join(tmpdir(), 'secure-site-pg-'));
  const dataDir = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('Running as root needs a `postgres` system user (Debian creates it with the postgresql package)');
    await chown(dir, uid, gid);
  }
  const [initCommand, initArgs] = asServerUser(join(bin, 'initdb'), ['-D', dataDir, '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const [command, args] = asServerUser(join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGINT to the postmaster itself (runuser does not pass it on) is a fast shutdown.
      const pid = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
      if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
      else child.kill('SIGINT');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { url, stop };
}
