import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the committed package.json and package-lock.json of the peer apps. */
export const PEERS_SOURCE_DIR = fileURLToPath(new URL('.', import.meta.url));

/** The git-ignored folder the peer apps' dependencies are installed into, at the repository's root. */
export const PEERS_INSTALL_DIR = fileURLToPath(new URL('../../.bench-peers/', import.meta.url));

const MANIFESTS = ['package.json', 'package-lock.json'] as const;

function sameFile(a: string, b: string): boolean {
  return existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b));
}

/** True when the install folder holds a finished install of the committed lock. */
export function peersInstalled(installDir: string = PEERS_INSTALL_DIR): boolean {
  const manifestsMatch = MANIFESTS.every((name) => sameFile(join(PEERS_SOURCE_DIR, name), join(installDir, name)));
  // npm writes node_modules/.package-lock.json last: without it, the install did not finish.
  return manifestsMatch && existsSync(join(installDir, 'node_modules', '.package-lock.json'));
}

/**
 * Installs the peer apps' dependencies (`npm ci` from the committed lock, install scripts off) into the install
 * folder, unless a finished install of the same lock is already there. Returns the install folder.
 */
export function ensurePeersInstalled(installDir: string = PEERS_INSTALL_DIR): string {
  if (peersInstalled(installDir)) return installDir;
  mkdirSync(installDir, { recursive: true });
  for (const name of MANIFESTS) copyFileSync(join(PEERS_SOURCE_DIR, name), join(installDir, name));
  console.log('Installing the peer apps (npm ci from bench/peers/package-lock.json), once...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  try {
    execFileSync(npm, ['ci', '--prefix', installDir, '--ignore-scripts', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  } catch (error) {
    throw new Error(`Installing the peer apps into ${installDir} failed (npm ci exited with an error, shown above).`, {
      cause: error,
    });
  }
  if (!peersInstalled(installDir)) throw new Error(`npm ci finished but ${installDir} does not hold the committed lock's install.`);
  return installDir;
}
