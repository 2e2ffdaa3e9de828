import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FEATURES, TEMPLATES, findNetwork } from './catalog.js';
import type { FeatureId, NetworkInfo, PackageManager } from './catalog.js';
import type { ProjectChoices } from './choices.js';
import { DEPENDENCY_VERSIONS } from './versions.js';
import type { DependencyName } from './versions.js';

/** A generated project: file path (relative, `/`-separated) to contents. */
export type ProjectFiles = Map<string, string>;

/** Files renamed on the way out: npm drops `.gitignore` from published packages, so templates carry `_gitignore`. */
const RENAMED: Readonly<Record<string, string>> = { _gitignore: '.gitignore' };

/** Text files in which `{{appName}}` is replaced. */
const TOKEN_FILES = /\.(html|md)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(path);
    return [path];
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A JavaScript string literal, single-quoted, for generated source. */
function literal(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function chosenNetworks(choices: Pick<ProjectChoices, 'networks'>): NetworkInfo[] {
  return choices.networks.map((id) => {
    const network = findNetwork(id);
    if (!network) throw new Error(`Unknown network ${id}`);
    return network;
  });
}

/** The feature values the config sets: every offered feature, on or off, in the catalog's order. */
export function featureValues(choices: Pick<ProjectChoices, 'features'>): Record<FeatureId, boolean> {
  return Object.fromEntries(FEATURES.map((feature) => [feature.id, choices.features.includes(feature.id)])) as Record<FeatureId, boolean>;
}

/** The adapter of each namespace, in the order a config lists them. */
const ADAPTERS: readonly { namespace: NetworkInfo['namespace']; factory: string }[] = [
  { namespace: 'eip155', factory: 'createEip155Adapter' },
  { namespace: 'solana', factory: 'createSolanaAdapter' },
  { namespace: 'bip122', factory: 'createBip122Adapter' },
];

/** Whether a template renders on the server (Next.js): its config is then a function of the request's cookies. */
function rendersOnServer(template: ProjectChoices['template']): boolean {
  return TEMPLATES.find((candidate) => candidate.id === template)?.framework === 'next';
}

/**
 * `src/connect.config.ts`: the app's one config, with exactly the chosen networks and features. A Vite template
 * exports the config itself; the Next.js template exports `createConfig(cookieHeader?)`, with cookie storage.
 */
export function renderConfig(choices: ProjectChoices): string {
  const server = rendersOnServer(choices.template);
  const networks = chosenNetworks(choices);
  const namespaces = new Set(networks.map((network) => network.namespace));
  const adapters = ADAPTERS.filter((adapter) => namespaces.has(adapter.namespace));
  const features = featureValues(choices);
  const coreImports = [...(server ? ['cookieStorage'] : []), 'createConnectConfig', ...networks.map((network) => network.id)].sort((a, b) =>
    a.localeCompare(b),
  );
  const lines: string[] = [];
  lines.push(`import { ${coreImports.join(', ')} } from '@connect-modal/headless';`);
  lines.push(`import type { CaipNetwork, Features } from '@connect-modal/headless';`);
  for (const adapter of adapters) {
    const entry = `@connect-modal/headless/${adapter.namespace}`;
    lines.push(`import { ${adapter.factory} } from '${entry}';`);
  }
  lines.push(`import { createWalletConnectConnector } from '@connect-modal/headless/walletconnect';`);
  lines.push(`import { devnetOptions } from './devnet';`);
  lines.push('');
  lines.push(`/** Name of the app, shown in the page header. */`);
  lines.push(`export const appName = ${literal(choices.packageName)};`);
  lines.push('');
  lines.push(`/** Project id of the hosted services. It is sent with every request, so it is public, not a secret. */`);
  lines.push(`export const projectId = ${literal(choices.projectId)};`);
  lines.push('');
  lines.push(`/** The app's networks; the first is the default network. */`);
  lines.push(`export const networks: CaipNetwork[] = [${networks.map((network) => network.id).join(', ')}];`);
  lines.push('');
  lines.push(`/** Feature switches; the options not listed keep their defaults (see the configuration reference). */`);
  lines.push(`export const features: Partial<Features> = {`);
  for (const [name, value] of Object.entries(features)) lines.push(`  ${name}: ${String(value)},`);
  lines.push(`};`);
  lines.push('');
  const indent = server ? '    ' : '  ';
  if (server) {
    lines.push(`/**`);
    lines.push(` * The app's config. On the server, one per request, from the request's Cookie header, so the page renders the`);
    lines.push(` * remembered connection; in the browser, once, with no argument: it then reads and writes document.cookie.`);
    lines.push(` */`);
    lines.push(`export function createConfig(cookieHeader?: string) {`);
    lines.push(`  return createConnectConfig({`);
  } else {
    lines.push(`/** The app's one config: created once, at module level, and shared by everything that shows the modal. */`);
    lines.push(`export const config = createConnectConfig({`);
  }
  lines.push(`${indent}projectId,`);
  lines.push(`${indent}networks,`);
  lines.push(`${indent}// One adapter per chain namespace of the networks: it finds and connects that namespace's browser wallets.`);
  lines.push(`${indent}adapters: [${adapters.map((adapter) => `${adapter.factory}()`).join(', ')}],`);
  lines.push(`${indent}// Mobile and QR-code wallets; the pairing client loads only when a visitor picks one.`);
  lines.push(`${indent}connectors: [createWalletConnectConnector()],`);
  lines.push(`${indent}features,`);
  if (choices.theme !== 'system') lines.push(`${indent}themeMode: ${literal(choices.theme)},`);
  if (choices.accent) lines.push(`${indent}themeVariables: { accent: ${literal(choices.accent)} },`);
  if (server) {
    lines.push(`${indent}// Cookies, not localStorage: the server reads them from the request.`);
    lines.push(`${indent}storage: cookieStorage(cookieHeader === undefined ? {} : { cookieHeader }),`);
  }
  const variable = server ? 'NEXT_PUBLIC_CONNECT_DEVNET_URL' : 'VITE_CONNECT_DEVNET_URL';
  lines.push(`${indent}// Only when ${variable} is set: a local devnet's chains and services (see src/devnet.ts).`);
  lines.push(`${indent}...devnetOptions(networks),`);
  if (server) {
    lines.push(`  });`);
    lines.push(`}`);
  } else {
    lines.push(`});`);
  }
  return `${lines.join('\n')}\n`;
}

/** `src/connect.config.test.ts`: checks the config resolves to exactly the chosen networks and features. */
export function renderConfigTest(choices: ProjectChoices): string {
  const networks = chosenNetworks(choices);
  const expected = featureValues(choices);
  const ids = networks.map((network) => literal(network.caipNetworkId));
  const themeMode = choices.theme === 'system' ? 'undefined' : literal(choices.theme);
  const source = rendersOnServer(choices.template)
    ? "import { createConfig } from './connect.config';\n\n// As a server render of a request with no cookie makes it.\nconst config = createConfig('');"
    : "import { config } from './connect.config';";
  return `import { DEFAULT_ENDPOINTS } from '@connect-modal/headless';
import { describe, expect, it } from 'vitest';
${source}

describe('connect config', () => {
  it('has the networks chosen for the app, the first as the default network', () => {
    expect(config.options.networks.map((network) => network.caipNetworkId)).toEqual([${ids.join(', ')}]);
    expect(config.options.defaultNetwork.caipNetworkId).toBe(${ids[0] ?? "''"});
  });

  it('has the features chosen for the app', () => {
    const { ${Object.keys(expected).join(', ')} } = config.options.features;
    expect({ ${Object.keys(expected).join(', ')} }).toEqual({
${Object.entries(expected).map(([name, value]) => `      ${name}: ${String(value)},`).join('\n')}
    });
  });

  it('has the chosen theme and uses the hosted services', () => {
    expect(config.options.themeMode).toBe(${themeMode});
    expect(config.options.themeVariables).toEqual(${choices.accent ? `{ accent: ${literal(choices.accent)} }` : '{}'});
    expect(config.options.endpoints).toEqual(DEFAULT_ENDPOINTS);
  });
});
`;
}

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

function dependencies(names: readonly DependencyName[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, DEPENDENCY_VERSIONS[name]]));
}

/** The `@connect-modal/*` packages a project of this template depends on. */
export function modalPackages(template: ProjectChoices['template']): string[] {
  const names = TEMPLATES.find((candidate) => candidate.id === template)?.usesRenderer ? ['headless', 'renderer-default', 'themes'] : ['headless'];
  return names.map((name) => `@connect-modal/${name}`);
}

/**
 * `package.json` of the project. The `@connect-modal/*` packages take `^connectModalVersion` from the registry,
 * unless `specs` gives another source for them (tarballs packed from a checkout of the repository).
 */
export function renderPackageJson(choices: ProjectChoices, connectModalVersion: string, specs: Readonly<Record<string, string>> = {}): string {
  const own = (name: string): [string, string] => [name, specs[name] ?? `^${connectModalVersion}`];
  const modal = Object.fromEntries(modalPackages(choices.template).map(own));
  const pkg = rendersOnServer(choices.template)
    ? {
        name: choices.packageName,
        private: true,
        version: '0.0.0',
        type: 'module',
        scripts: { dev: 'next dev', build: 'next build', start: 'next start', test: 'vitest run' },
        dependencies: { ...modal, ...dependencies(['@tanstack/react-query', 'next', 'react', 'react-dom']) },
        devDependencies: dependencies(['@types/node', '@types/react', '@types/react-dom', 'happy-dom', 'typescript', 'vitest']),
      }
    : {
        name: choices.packageName,
        private: true,
        version: '0.0.0',
        type: 'module',
        scripts: { dev: 'vite', build: 'tsc && vite build', preview: 'vite preview', test: 'vitest run' },
        dependencies: {
          ...modal,
          // The headless template draws its WalletConnect QR code itself (the renderer brings its own).
          ...dependencies(['@tanstack/react-query', ...(choices.template === 'vite-react-headless' ? (['qr'] as const) : []), 'react', 'react-dom']),
        },
        devDependencies: dependencies([
          ...(choices.template === 'vanilla' ? [] : (['@types/react', '@types/react-dom'] as const)),
          'happy-dom',
          'typescript',
          'vite',
          'vitest',
        ]),
      };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** `README.md` of the project. */
export function renderReadme(choices: ProjectChoices): string {
  const template = TEMPLATES.find((candidate) => candidate.id === choices.template);
  const pm = pmCommands(choices.packageManager);
  const networks = chosenNetworks(choices);
  const features = FEATURES.filter((feature) => choices.features.includes(feature.id)).map((feature) => feature.title);
  const theme = choices.theme === 'system' ? "follows the visitor's system setting" : choices.theme;
  const what: Record<string, string> = {
    'vite-react': 'A React app (Vite) with the default wallet-connection modal: a connect button in the header, the modal, and the connected account read with the hooks.',
    'vite-react-headless':
      'A React app (Vite) whose whole wallet UI is its own, built only from the headless hooks: a connect button, a wallet dialog (a native `<dialog>`) and an account card. Start here to bring your own design.',
    vanilla: 'A plain page (Vite, TypeScript, no UI framework of its own) with the modal as the `<connect-modal>` custom element, opened from a page button.',
    'next-app':
      'A Next.js app (App Router) with the default wallet-connection modal, rendered on the server: the connection is kept in cookies, so the server renders a returning visitor\'s account and the browser hydrates it with no flash of "disconnected".',
  };
  const files: Record<string, string[]> = {
    'vite-react': ['`src/App.tsx`: the page, with `<ConnectButton />` and `<ConnectModal />`', '`src/AccountPanel.tsx`: the connected account, from the hooks'],
    'vite-react-headless': [
      '`src/App.tsx`: the page and its connect button',
      '`src/WalletDialog.tsx`: wallet list, connect, network switch, disconnect',
      '`src/WalletConnectPanel.tsx`: WalletConnect pairing with `useWalletConnectPairing` (status, retry)',
      '`src/PairingCode.tsx`: the pairing link as a QR code (the `qr` package) and a copy button',
      '`src/AccountCard.tsx`: address, balance, tokens, history and a "Sign message" button (`useSignMessage`)',
    ],
    vanilla: ['`index.html`: the page, with the `<connect-modal>` element', '`src/main.ts`: gives the element its config and shows the account'],
    'next-app': [
      '`src/app/layout.tsx`: the root layout (a server component); reads the request\'s cookies and passes them to the providers',
      '`src/app/page.tsx`: the page (a server component) with `<ConnectButton />` and the account panel',
      '`src/components/Providers.tsx`: `\'use client\'`; the config (per request on the server, once in the browser), `ConnectProvider` and `<ConnectModal />`',
      '`src/components/AccountPanel.tsx`: `\'use client\'`; the connected account, from the hooks',
      '`src/app/page.test.tsx`: renders the page on the server from cookies, and in a browser-like document',
    ],
  };
  const server = rendersOnServer(choices.template);
  const devnetVariable = server ? 'NEXT_PUBLIC_CONNECT_DEVNET_URL' : 'VITE_CONNECT_DEVNET_URL';
  const relayVariable = server ? 'NEXT_PUBLIC_CONNECT_DEVNET_RELAY_URL' : 'VITE_CONNECT_DEVNET_RELAY_URL';
  const runLines = server
    ? [`${pm.run('dev')}`, 'development server', `${pm.run('build')}`, 'type-check and build into .next/', `${pm.run('start')}`, 'serve the build', `${pm.run('test')}`, 'the tests (vitest)']
    : [`${pm.run('dev')}`, 'development server', `${pm.run('build')}`, 'type-check and build into dist/', `${pm.run('test')}`, 'the tests (vitest)'];
  const commands: string[] = [];
  for (let index = 0; index < runLines.length; index += 2) commands.push(`${(runLines[index] ?? '').padEnd(17)}# ${runLines[index + 1] ?? ''}`);
  return `# ${choices.packageName}

${what[choices.template] ?? ''}

## Run it

\`\`\`sh
${choices.install ? '' : `${pm.install}\n`}${commands.join('\n')}
\`\`\`

## What was chosen

| setting | value |
| --- | --- |
| template | ${template?.title ?? choices.template} |
| networks | ${networks.map((network) => `${network.title} (\`${network.id}\`)`).join(', ')} |
| features | ${features.length > 0 ? features.join(', ') : 'none'} |
| theme | ${theme}${choices.accent ? `, accent ${choices.accent}` : ''} |
| project id | \`${choices.projectId}\` |

All of it lives in \`src/connect.config.ts\`; change it there. The configuration reference of
\`@connect-modal/headless\` lists every option and its default. \`src/connect.config.test.ts\` checks the config
has these networks and features: update it with the config.

## Files

- \`src/connect.config.ts\`: the one config of the app (networks, adapters, features, theme)
${(files[choices.template] ?? []).map((line) => `- ${line}`).join('\n')}
- \`src/devnet.ts\`: runs the app against a local devnet (below)

## Project id

Hosted services (wallet directory, blockchain API, WalletConnect) need a project id. ${
    choices.projectId === 'YOUR_PROJECT_ID'
      ? 'This project has the placeholder `YOUR_PROJECT_ID`: browser wallets connect, but hosted services refuse it until you put your own in `src/connect.config.ts`.'
      : 'This project uses the one given when it was created, in `src/connect.config.ts`.'
  }

## Against a local devnet

The connect-modal repository's devnet (\`npm run demo\` there) runs local EVM chains, a dev wallet and local
copies of the services. Point the app at it with an environment variable, on the command line:

\`\`\`sh
${devnetVariable}=http://127.0.0.1:4300 ${pm.run('dev')}
\`\`\`
${server ? `\nNext.js writes \`NEXT_PUBLIC_\` values into the browser code when it builds: for \`${pm.run('build')}\` and \`${pm.run('start')}\`, set\nthe variable for both.\n` : ''}

The config then puts the devnet's chains (31337 and 31338) first and uses the devnet's blockchain API, wallet
directory and analytics. The devnet's browser wallet is a script the devnet serves (\`/dev-wallet.js\`); its
pages load it, and tests can add it to this app's page.

WalletConnect on the devnet goes through the devnet's own relay: give its URL (the devnet prints it as
"WalletConnect relay") as \`${relayVariable}\`; without it the app offers no WalletConnect there, so
nothing reaches the hosted relay. Like the hosted relay, the devnet's accepts a project id of 32 hexadecimal
characters. Its test wallet pairs with a link pasted into its page (\`/__devnet/wc/\` on the devnet).

\`\`\`sh
${devnetVariable}=http://127.0.0.1:4300 ${relayVariable}=ws://127.0.0.1:PORT ${pm.run('dev')}
\`\`\`
`;
}

/** The files of a project for these choices. */
export function renderProject(choices: ProjectChoices, options: { templatesDir: string; connectModalVersion: string }): ProjectFiles {
  const dir = join(options.templatesDir, choices.template);
  const files: ProjectFiles = new Map();
  for (const path of walk(dir)) {
    const parts = relative(dir, path).split(sep);
    const name = parts.pop() ?? '';
    const out = [...parts, RENAMED[name] ?? name].join('/');
    let text = readFileSync(path, 'utf8');
    if (TOKEN_FILES.test(name)) text = text.replace(/\{\{appName\}\}/g, escapeHtml(choices.packageName));
    files.set(out, text);
  }
  files.set('package.json', renderPackageJson(choices, options.connectModalVersion));
  files.set('README.md', renderReadme(choices));
  files.set('src/connect.config.ts', renderConfig(choices));
  files.set('src/connect.config.test.ts', renderConfigTest(choices));
  return files;
}
