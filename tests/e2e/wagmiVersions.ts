import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repositoryRoot } from '@connect-modal/devnet';

// Where each installed major of wagmi lives, for bundling one page against either: wagmi 3 is `wagmi`, wagmi 2 is
// installed beside it as `wagmi-v2`. Each comes with its own `@wagmi/core`, found the way Node would from it.

/** The folder of package `name` as Node resolves it from folder `from` (its own node_modules, then upwards). */
function packageFolder(name: string, from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(folder) === folder) throw new Error(`${name} is not installed where ${from} can import it`);
  }
}

/** The import aliases that bundle a page against wagmi `major` and its own @wagmi/core. */
export function wagmiAliases(major: 2 | 3): Record<string, string> {
  const wagmi = packageFolder(major === 3 ? 'wagmi' : 'wagmi-v2', repositoryRoot());
  return { wagmi, '@wagmi/core': packageFolder('@wagmi/core', wagmi) };
}
