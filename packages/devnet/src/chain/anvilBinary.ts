import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

const ARCH_NAMES: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };

/**
 * Path of the anvil executable: `ANVIL_PATH` when set, else the binary shipped by the
 * `@foundry-rs/anvil-<platform>-<arch>` package that `@foundry-rs/anvil` installs.
 */
export function resolveAnvilBinary(): string {
  const fromEnv = process.env['ANVIL_PATH'];
  if (fromEnv) {
    return fromEnv;
  }
  const arch = ARCH_NAMES[process.arch];
  if (!arch) {
    throw new Error(`anvil has no prebuilt binary for ${process.platform}/${process.arch}; set ANVIL_PATH`);
  }
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`;
  let manifest: string;
  try {
    manifest = require.resolve(`${platformPackage}/package.json`);
  } catch {
    throw new Error(`${platformPackage} is not installed (it comes with @foundry-rs/anvil); set ANVIL_PATH`);
  }
  // Going through the package's bin.mjs wrapper would put a second node process
  // between us and anvil, and killing the wrapper would not reliably stop anvil.
  const binary = join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!existsSync(binary)) {
    throw new Error(`anvil binary missing at ${binary}; reinstall @foundry-rs/anvil or set ANVIL_PATH`);
  }
  return binary;
}
