import { fileURLToPath } from 'node:url';
import { packFromRepository } from './localPackages.js';
import { run } from './run.js';

// `npm run create -- [directory] [options]` at the repository's root: the command, with the `@connect-modal/*`
// packages packed from this checkout instead of taken from the registry.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const code = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  // npm runs a script in the package's folder; the folder to create is relative to where the developer typed it.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  env: process.env,
  localPackages: packFromRepository(repoRoot, { log: (line) => process.stdout.write(`${line}\n`) }),
});
process.exitCode = code;
