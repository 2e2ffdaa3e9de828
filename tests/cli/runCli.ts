import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The command's source entry, run through tsx so the tests need no build. */
export const cliEntry = join(repoRoot, 'packages/create-connect-app/src/cli.ts');

/** Node arguments that run the command from its TypeScript source (tsx named by path: the command runs in other folders). */
export const cliNodeArgs = ['--import', pathToFileURL(join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href, cliEntry];

/** A fresh temporary folder. */
export function tempDir(prefix = 'create-connect-app-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Runs the command without a terminal (stdin closed); resolves with its exit code and output. */
export function runCli(args: readonly string[], options: { cwd: string; env?: Record<string, string> }): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cliNodeArgs, ...args], {
      cwd: options.cwd,
      env: { ...process.env, npm_config_user_agent: '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
