import { spawn } from 'node:child_process';
import type { PackageManager } from './catalog.js';

/** Runs the package manager's install in `cwd`, its output shown to the user. Resolves with the exit code. */
export function installDependencies(pm: PackageManager, cwd: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(pm, ['install'], { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}
