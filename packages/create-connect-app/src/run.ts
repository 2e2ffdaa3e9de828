import { readFileSync, existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import { DEFAULT_NETWORKS, FEATURES, NETWORKS, PACKAGE_MANAGERS, PLACEHOLDER_PROJECT_ID, TEMPLATES, THEME_MODES } from './catalog.js';
import { UsageError, checkTemplateFeatures, checkTemplateNetworks, defaultChoices, detectPackageManager, parseFlags, parseProjectDirectory } from './choices.js';
import type { ProjectChoices, RawFlags } from './choices.js';
import { installDependencies } from './install.js';
import { CancelledError, askChoices, askDirectory, askOverwrite } from './prompts.js';
import { pmCommands } from './pmCommands.js';
import { modalPackages, renderPackageJson, renderProject } from './render.js';
import { isNonEmptyDirectory, writeProject } from './writeProject.js';

/** What the command reads and writes: the process's by default, replaced in tests. */
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Whether a person is at a terminal: prompts are shown only then. */
  interactive: boolean;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Installs dependencies; by default the package manager's own install. */
  install?: (pm: ProjectChoices['packageManager'], cwd: string) => Promise<number>;
  /**
   * Makes the `@connect-modal/*` packages (`names`) ready inside the written project at `root` and gives the
   * dependency spec of each. Unset, a project takes them from the registry at this package's version; a checkout of
   * the repository packs its own workspace packages instead (`npm run create`).
   */
  localPackages?: (root: string, names: readonly string[]) => Promise<Readonly<Record<string, string>>>;
}

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** The package's own version: the `@connect-modal/*` packages of a generated project take it too. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(resolve(packageRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The templates folder: inside the package once published, at the repository's root in a checkout. */
export function templatesDirectory(): string {
  const candidates = [resolve(packageRoot, 'templates'), resolve(packageRoot, '..', '..', 'templates')];
  const found = candidates.find((dir) => existsSync(resolve(dir, TEMPLATES[0].id)));
  if (!found) throw new Error('The project templates are missing from this installation of create-connect-app.');
  return found;
}

function helpText(): string {
  const evm = NETWORKS.filter((n) => n.namespace === 'eip155').map((n) => n.id);
  const other = NETWORKS.filter((n) => n.namespace !== 'eip155').map((n) => n.id);
  return `
Templates:
${TEMPLATES.map((t) => `  ${t.id.padEnd(21)} ${t.description}`).join('\n')}

Networks (--networks, comma-separated; the first is the default network; default ${DEFAULT_NETWORKS.join(',')}):
  EVM:            ${evm.join(', ')}
  Solana/Bitcoin: ${other.join(', ')}

Features (--features, comma-separated; those left out are switched off; "none" for none):
${FEATURES.map((f) => `  ${f.id.padEnd(9)} ${f.title}${f.defaultOn ? ' (default on)' : ''}${f.only ? ` (${f.only.templates.join(', ')})` : ''}`).join('\n')}
Email login is not offered: it needs a secure site of your own (see docs/secure-site.md). Social login is not available yet.

Without a terminal, or with --yes, nothing is asked: what no flag gives takes its default.

Examples:
  npx create-connect-app my-app
  npx create-connect-app my-app --yes --template vanilla --networks mainnet,base,solana
  npx create-connect-app my-app -y --features receive --theme dark --accent #7c3aed
  npx create-connect-app my-app -y --template next-app --features onramp,swaps,receive,send,history,siwx
  npx create-connect-app my-app -y --template vite-react-wagmi --networks mainnet,base,sepolia
`;
}

/** The command-line program (without running it). */
export function createProgram(io: Pick<CliIo, 'stdout' | 'stderr'>): Command {
  return new Command('create-connect-app')
    .description('Create an app with the wallet-connection modal: pick a template, networks, features and theme.')
    .version(packageVersion(), '-V, --version', 'print the version')
    .argument('[directory]', 'folder to create; its name becomes the package name')
    .addOption(new Option('-t, --template <name>', `template: ${TEMPLATES.map((t) => t.id).join(', ')} (default vite-react)`))
    .addOption(new Option('-n, --networks <list>', 'networks, comma-separated, such as mainnet,base,solana (listed below)'))
    .addOption(new Option('-f, --features <list>', 'features to switch on, comma-separated (listed below)'))
    .addOption(new Option('--theme <mode>', `theme mode: ${THEME_MODES.join(', ')} (default system)`))
    .addOption(new Option('--accent <color>', 'accent color, hex such as #3b82f6 (default: the theme\'s own)'))
    .addOption(new Option('--project-id <id>', `project id of the hosted services (default ${PLACEHOLDER_PROJECT_ID})`))
    .addOption(new Option('--pm <name>', `package manager: ${PACKAGE_MANAGERS.join(', ')} (default: the one running this command, else npm)`))
    .option('--no-install', 'write the files, do not install dependencies')
    .option('-y, --yes', 'ask nothing: what no flag gives takes its default')
    .option('--force', 'write into a folder that is not empty (files of the same name are overwritten)')
    .helpOption('-h, --help', 'show this help')
    .addHelpText('after', helpText())
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
}

interface ParsedArgs extends RawFlags {
  yes?: boolean;
  force?: boolean;
}

/** Runs the command; resolves with the exit code. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const program = createProgram(io);
  try {
    program.parse([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
  const flags = program.opts<ParsedArgs>();
  const write = (text: string) => io.stdout.write(`${text}\n`);
  const fail = (text: string) => {
    io.stderr.write(`Error: ${text}\n`);
    return 1;
  };

  try {
    const given = parseFlags(flags);
    const ask = io.interactive && !flags.yes;
    const streams = { stdin: io.stdin, stdout: io.stdout };
    const argument = program.args[0];
    const directoryText = argument ?? (ask ? await askDirectory(streams) : undefined);
    const { directory, packageName } = parseProjectDirectory(directoryText ?? 'connect-app');
    const root = resolve(io.cwd, directory);
    let force = flags.force === true;
    if (!force && isNonEmptyDirectory(root)) {
      if (!ask) throw new UsageError(`The folder ${directory} is not empty. Choose another name, or pass --force to write the project's files into it.`);
      force = await askOverwrite(directory, streams);
      if (!force) throw new CancelledError('Nothing was written: the folder is not empty.');
    }

    const defaults = defaultChoices(detectPackageManager(io.env.npm_config_user_agent));
    const chosen = ask ? await askChoices(given, defaults, streams) : { ...defaults, ...given };
    const choices: ProjectChoices = { ...defaults, ...chosen, install: given.install ?? true, directory, packageName };
    checkTemplateFeatures(choices.template, choices.features);
    checkTemplateNetworks(choices.template, choices.networks);

    const files = renderProject(choices, { templatesDir: templatesDirectory(), connectModalVersion: packageVersion() });
    writeProject(root, files, { force });
    const shown = relative(io.cwd, root) || '.';
    write('');
    write(`Created ${packageName} (${choices.template}) in ${shown}`);
    write(`  networks: ${choices.networks.join(', ')}`);
    write(`  features: ${choices.features.length > 0 ? choices.features.join(', ') : 'none'}`);
    write(`  theme:    ${choices.theme}${choices.accent ? `, accent ${choices.accent}` : ''}`);
    if (io.localPackages) {
      const specs = await io.localPackages(root, modalPackages(choices));
      writeProject(root, new Map([['package.json', renderPackageJson(choices, packageVersion(), specs)]]), { force: true });
      for (const [name, spec] of Object.entries(specs)) write(`  ${name}: ${spec}`);
    }
    if (choices.projectId === PLACEHOLDER_PROJECT_ID) write(`Note: the project id is the placeholder ${PLACEHOLDER_PROJECT_ID}; set yours in src/connect.config.ts.`);

    const pm = pmCommands(choices.packageManager);
    let installed = false;
    if (choices.install) {
      write('');
      write(`Installing dependencies with ${choices.packageManager}…`);
      const code = await (io.install ?? installDependencies)(choices.packageManager, root);
      if (code !== 0) {
        io.stderr.write(`Installing failed (exit code ${code}). The files are written: run \`${pm.install}\` in ${shown}.\n`);
        return 1;
      }
      installed = true;
    }
    write('');
    write('Next:');
    if (shown !== '.') write(`  cd ${shown.includes(' ') ? JSON.stringify(shown) : shown}`);
    if (!installed) write(`  ${pm.install}`);
    write(`  ${pm.run('dev')}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) return fail(`${error.message}\nRun create-connect-app --help for every option.`);
    if (error instanceof CancelledError) return fail(error.message);
    throw error;
  }
}
