import type { PackageManager } from './catalog.js';

/** Commands of a package manager. */
export function pmCommands(pm: PackageManager): { install: string; run: (script: string) => string } {
  switch (pm) {
    case 'npm':
      return { install: 'npm install', run: (script) => (script === 'test' || script === 'start' ? `npm ${script}` : `npm run ${script}`) };
    case 'pnpm':
      return { install: 'pnpm install', run: (script) => `pnpm ${script}` };
    case 'yarn':
      return { install: 'yarn', run: (script) => `yarn ${script}` };
    case 'bun':
      return { install: 'bun install', run: (script) => `bun run ${script}` };
  }
}
