import { FEATURES, TEMPLATES, usesWagmi } from './catalog.js';
import type { FeatureId, NetworkInfo } from './catalog.js';
import type { ProjectChoices } from './choices.js';
import { chosenNetworks, hasFeature, literal, rendersOnServer } from './renderHelpers.js';
import { renderReadme } from './renderReadme.js';
import { SIWX_BASE_PATH, renderSiwxServer } from './renderSiwx.js';
import { readTemplate } from './templateFiles.js';
import type { ProjectFiles } from './templateFiles.js';
import { DEPENDENCY_VERSIONS } from './versions.js';
import type { DependencyName } from './versions.js';

export type { ProjectFiles } from './templateFiles.js';

/** A feature that is a switch of the config's `features`. */
export type SwitchFeatureId = Exclude<FeatureId, 'siwx'>;

/**
 * The feature values the config sets: every offered feature that is a switch of the config's `features`, on or
 * off, in the catalog's order (sign-in is not one: it is the config's `siwx` option and a backend).
 */
export function featureValues(choices: Pick<ProjectChoices, 'features'>): Record<SwitchFeatureId, boolean> {
  return Object.fromEntries(FEATURES.filter((feature) => feature.configSwitch).map((feature) => [feature.id, choices.features.includes(feature.id)])) as Record<
    SwitchFeatureId,
    boolean
  >;
}

/** The adapter of each namespace, in the order a config lists them. */
const ADAPTERS: readonly { namespace: NetworkInfo['namespace']; factory: string }[] = [
  { namespace: 'eip155', factory: 'createEip155Adapter' },
  { namespace: 'solana', factory: 'createSolanaAdapter' },
  { namespace: 'bip122', factory: 'createBip122Adapter' },
];

/**
 * `src/connect.config.ts`: the app's one config, with exactly the chosen networks and features. A Vite template
 * exports the config itself; the Next.js template exports `createConfig(cookieHeader?)`, with cookie storage.
 */
export function renderConfig(choices: ProjectChoices): string {
  const server = rendersOnServer(choices.template);
  const siwx = hasFeature(choices, 'siwx');
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
  if (siwx) lines.push(`import { createSiwxClient } from '@connect-modal/siwx/client';`);
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
  if (siwx && server) {
    lines.push(`${indent}// Sign-in with the wallet, checked by the app's backend (src/app/api/siwx/[action]/route.ts). In the`);
    lines.push(`${indent}// browser only: the server's render shows no sign-in state, and the browser then checks the session.`);
    lines.push(`${indent}...(typeof window === 'undefined' ? {} : { siwx: createSiwxClient({ url: ${literal(SIWX_BASE_PATH)} }) }),`);
  } else if (siwx) {
    lines.push(`${indent}// Sign-in with the wallet, checked by the app's backend (siwxBackend.ts, src/siwxServer.ts).`);
    lines.push(`${indent}siwx: createSiwxClient({ url: ${literal(SIWX_BASE_PATH)} }),`);
  }
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
  const server = rendersOnServer(choices.template);
  const siwx = hasFeature(choices, 'siwx');
  const imports = [server ? "import { createConfig } from './connect.config';" : "import { config } from './connect.config';"];
  if (siwx) imports.push("import { siwxServerOptions } from './siwxServer';");
  const source = server ? "\n// As a server render of a request with no cookie makes it.\nconst config = createConfig('');\n" : '';
  const siwxTest = siwx
    ? `
  it("signs in through the app's backend, which accepts the chains of exactly these networks", () => {
    ${server ? "// This test's document has a window: the config is the browser's, the one with sign-in.\n    " : ''}expect(config.options.siwx).toBeDefined();
    expect(siwxServerOptions({ devOrigin: ${literal(server ? 'http://localhost:3000' : 'http://localhost:5173')} }).chains).toEqual([${ids.join(', ')}]);
  });
`
    : '';
  return `import { DEFAULT_ENDPOINTS } from '@connect-modal/headless';
import { describe, expect, it } from 'vitest';
${imports.join('\n')}
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
${siwxTest}});
`;
}

function dependencies(names: readonly DependencyName[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, DEPENDENCY_VERSIONS[name]]));
}

/**
 * The `@connect-modal/*` packages a project depends on: those of its template (`wagmi` for a wagmi template), and
 * `siwx` for sign-in.
 */
export function modalPackages(choices: Pick<ProjectChoices, 'template' | 'features'>): string[] {
  const names = TEMPLATES.find((candidate) => candidate.id === choices.template)?.usesRenderer ? ['headless', 'renderer-default', 'themes'] : ['headless'];
  if (usesWagmi(choices.template)) names.push('wagmi');
  if (hasFeature(choices, 'siwx')) names.push('siwx');
  return names.map((name) => `@connect-modal/${name}`);
}

/**
 * `package.json` of the project. The `@connect-modal/*` packages take `^connectModalVersion` from the registry,
 * unless `specs` gives another source for them (tarballs packed from a checkout of the repository).
 */
export function renderPackageJson(choices: ProjectChoices, connectModalVersion: string, specs: Readonly<Record<string, string>> = {}): string {
  const own = (name: string): [string, string] => [name, specs[name] ?? `^${connectModalVersion}`];
  const modal = Object.fromEntries(modalPackages(choices).map(own));
  // The sign-in backend of a Vite app is a plugin of its config, which runs in Node.
  const nodeTypes = hasFeature(choices, 'siwx') ? (['@types/node'] as const) : [];
  const wagmi = usesWagmi(choices.template);
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
          ...dependencies([
            '@tanstack/react-query',
            // wagmi's hooks, and @wagmi/core, the peer of @connect-modal/wagmi that builds the wagmi config.
            ...(wagmi ? (['@wagmi/core'] as const) : []),
            // The headless template draws its WalletConnect QR code itself (the renderer brings its own).
            ...(choices.template === 'vite-react-headless' ? (['qr'] as const) : []),
            'react',
            'react-dom',
            ...(wagmi ? (['viem', 'wagmi'] as const) : []),
          ]),
        },
        devDependencies: dependencies([
          ...nodeTypes,
          ...(choices.template === 'vanilla' ? [] : (['@types/react', '@types/react-dom'] as const)),
          'happy-dom',
          'typescript',
          'vite',
          'vitest',
        ]),
      };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** The files of a project for these choices. */
export function renderProject(choices: ProjectChoices, options: { templatesDir: string; connectModalVersion: string }): ProjectFiles {
  const files = readTemplate(options.templatesDir, choices);
  files.set('package.json', renderPackageJson(choices, options.connectModalVersion));
  files.set('README.md', renderReadme(choices));
  files.set('src/connect.config.ts', renderConfig(choices));
  files.set('src/connect.config.test.ts', renderConfigTest(choices));
  if (hasFeature(choices, 'siwx')) files.set('src/siwxServer.ts', renderSiwxServer(choices));
  return files;
}
