import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as headless from '@connect-modal/headless';
import type { CaipNetwork } from '@connect-modal/headless';
import { NETWORKS } from './catalog.js';
import { defaultChoices } from './choices.js';
import type { ProjectChoices } from './choices.js';
import { renderConfig, renderConfigTest, renderPackageJson, renderProject } from './render.js';
import { templatesDirectory } from './run.js';
import { DEPENDENCY_VERSIONS, TEMPLATE_ONLY_DEPENDENCIES } from './versions.js';

const choices = (overrides: Partial<ProjectChoices> = {}): ProjectChoices => ({
  ...defaultChoices('npm'),
  directory: 'my-app',
  packageName: 'my-app',
  ...overrides,
});

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('catalog', () => {
  it('offers every built-in network of the headless package under its export name', () => {
    const exported = headless as unknown as Record<string, CaipNetwork | undefined>;
    for (const network of NETWORKS) {
      expect(exported[network.id]?.caipNetworkId, network.id).toBe(network.caipNetworkId);
      expect(exported[network.id]?.chainNamespace, network.id).toBe(network.namespace);
    }
    // Every chain of the specification's section 9 list is offered.
    const chainIds = NETWORKS.filter((n) => n.namespace === 'eip155').map((n) => Number(n.caipNetworkId.split(':')[1]));
    for (const id of [1, 10, 42161, 137, 42220, 1313161554, 56, 43114, 324, 100, 8453, 7777777, 999, 5, 97, 280, 43113, 250, 8217]) {
      expect(chainIds).toContain(id);
    }
    expect(NETWORKS.filter((n) => n.namespace === 'solana')).toHaveLength(3);
  });

  it('gives generated projects the versions this repository builds and tests with', () => {
    // The copy a workspace that depends on the package resolves (its own node_modules, then the root's), since the
    // root may also hold another major of it for other tests.
    const { workspaces } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { workspaces: string[] };
    const manifestOf = (folder: string) =>
      JSON.parse(readFileSync(`${root}${folder}/package.json`, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const installedAt = (name: string) => {
      const user = workspaces.find((folder) => name in { ...manifestOf(folder).dependencies, ...manifestOf(folder).devDependencies });
      return [...(user ? [`${root}${user}/`] : []), root].map((folder) => `${folder}node_modules/${name}/package.json`).find(existsSync);
    };
    for (const [name, range] of Object.entries(DEPENDENCY_VERSIONS)) {
      if ((TEMPLATE_ONLY_DEPENDENCIES as readonly string[]).includes(name)) continue;
      const manifest = installedAt(name);
      expect(manifest, `${name} is not installed in this repository`).toBeDefined();
      const installed = (JSON.parse(readFileSync(manifest ?? '', 'utf8')) as { version: string }).version;
      const [major, minor, patch] = range.replace(/^[~^]/, '').split('.').map(Number);
      const [iMajor, iMinor, iPatch] = installed.split('-')[0]?.split('.').map(Number) ?? [];
      expect(iMajor, name).toBe(major);
      if (range.startsWith('~')) expect(iMinor, name).toBe(minor);
      const newer = (iMinor ?? 0) > (minor ?? 0) || ((iMinor ?? 0) === (minor ?? 0) && (iPatch ?? 0) >= (patch ?? 0));
      expect(newer, `${name} ${installed} is older than ${range}`).toBe(true);
    }
  });
});

describe('generated config', () => {
  it('lists exactly the chosen networks, in order, and imports only them', () => {
    const source = renderConfig(choices({ networks: ['base', 'mainnet', 'solana'] }));
    expect(source).toContain("import { base, createConnectConfig, mainnet, solana } from '@connect-modal/headless';");
    expect(source).toContain('export const networks: CaipNetwork[] = [base, mainnet, solana];');
    expect(source).toContain('adapters: [createEip155Adapter(), createSolanaAdapter()],');
    expect(source).toContain("import { createSolanaAdapter } from '@connect-modal/headless/solana';");

    const other = renderConfig(choices({ networks: ['arbitrum'] }));
    expect(other).toContain('export const networks: CaipNetwork[] = [arbitrum];');
    expect(other).not.toMatch(/\bmainnet\b|\bbase\b|solana/);

    const bitcoinOnly = renderConfig(choices({ networks: ['bitcoin'] }));
    expect(bitcoinOnly).toContain('adapters: [createBip122Adapter()],');
    expect(bitcoinOnly).not.toContain('createEip155Adapter');
  });

  it('sets every offered feature on or off as chosen, and no feature that is not available yet', () => {
    const all = renderConfig(choices());
    expect(all).toContain(['export const features: Partial<Features> = {', '  onramp: true,', '  swaps: true,', '  receive: true,', '  send: true,', '  history: true,', '};'].join('\n'));
    expect(renderConfig(choices({ features: ['history'] }))).toContain(['  onramp: false,', '  swaps: false,', '  receive: false,', '  send: false,', '  history: true,'].join('\n'));
    expect(renderConfig(choices({ features: ['onramp'] }))).toContain(['  onramp: true,', '  swaps: false,', '  receive: false,', '  send: false,', '  history: false,', '};'].join('\n'));
    expect(renderConfig(choices({ features: ['swaps'] }))).toContain(['  onramp: false,', '  swaps: true,', '  receive: false,', '  send: false,', '  history: false,', '};'].join('\n'));
    expect(renderConfig(choices({ features: ['send'] }))).toContain(['  onramp: false,', '  swaps: false,', '  receive: false,', '  send: true,', '  history: false,', '};'].join('\n'));
    expect(renderConfig(choices({ features: [] }))).toContain(['  onramp: false,', '  swaps: false,', '  receive: false,', '  send: false,', '  history: false,', '};'].join('\n'));
    for (const unbuilt of ['email', 'socials', 'siwx', 'legalCheckbox', 'pay', 'smartSessions', 'collapseWallets']) {
      expect(all, unbuilt).not.toContain(unbuilt);
    }
  });

  it('writes the theme mode and accent only when chosen', () => {
    expect(renderConfig(choices())).not.toMatch(/themeMode|themeVariables/);
    const themed = renderConfig(choices({ theme: 'dark', accent: '#7c3aed' }));
    expect(themed).toContain("themeMode: 'dark',");
    expect(themed).toContain("themeVariables: { accent: '#7c3aed' },");
  });

  it('expects in its test exactly the features the config sets', () => {
    const test = renderConfigTest(choices({ networks: ['bitcoin', 'bitcoinTestnet'], features: ['receive'] }));
    expect(test).toContain("toEqual(['bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba'])");
    expect(test).toContain('const { onramp, swaps, receive, send, history } = config.options.features;');
    expect(test).toContain('      onramp: false,\n      swaps: false,\n      receive: true,\n      send: false,\n      history: false,\n    });');
    expect(test).not.toContain('siwx');
  });
});

describe('generated project', () => {
  it('has the template files, a README, a config test, and package.json with the modal packages by version', () => {
    const files = renderProject(choices({ template: 'vite-react' }), { templatesDir: templatesDirectory(), connectModalVersion: '0.1.0' });
    expect([...files.keys()].sort()).toEqual(
      [
        '.gitignore',
        'README.md',
        'index.html',
        'package.json',
        'src/AccountPanel.tsx',
        'src/App.test.tsx',
        'src/App.tsx',
        'src/ConnectedAccount.tsx',
        'src/connect.config.test.ts',
        'src/connect.config.ts',
        'src/devnet.ts',
        'src/index.css',
        'src/main.tsx',
        'src/vite-env.d.ts',
        'tsconfig.json',
        'vite.config.ts',
      ].sort(),
    );
    expect(files.get('index.html')).toContain('<title>my-app</title>');
    const pkg = JSON.parse(files.get('package.json') ?? '{}') as { name: string; dependencies: Record<string, string> };
    expect(pkg.name).toBe('my-app');
    expect(pkg.dependencies).toMatchObject({
      '@connect-modal/headless': '^0.1.0',
      '@connect-modal/renderer-default': '^0.1.0',
      '@connect-modal/themes': '^0.1.0',
    });
    const headlessPkg = JSON.parse(renderPackageJson(choices({ template: 'vite-react-headless' }), '0.1.0')) as { dependencies: Record<string, string> };
    expect(Object.keys(headlessPkg.dependencies).filter((name) => name.startsWith('@connect-modal/'))).toEqual(['@connect-modal/headless']);
    // The headless template draws its own WalletConnect QR code; the renderer templates get one with the renderer.
    expect(headlessPkg.dependencies.qr).toBe(DEPENDENCY_VERSIONS.qr);
    expect(pkg.dependencies).not.toHaveProperty('qr');
    expect(files.get('README.md')).toContain('| networks | Ethereum (`mainnet`), Base (`base`) |');
    expect(files.get('README.md')).toContain('VITE_CONNECT_DEVNET_RELAY_URL=ws://127.0.0.1:PORT npm run dev');
    expect(files.get('README.md')).toContain("| features | Buy (crypto by card or bank transfer, for EVM and Solana accounts), Swap (tokens on the app's EVM networks), Receive (address and QR code), Send (tokens to an address or a name), Transaction history (Activity) |");
  });

  it('makes the next-app template a server-rendered app: a config per request from cookies, and Next.js scripts', () => {
    const files = renderProject(choices({ template: 'next-app', networks: ['base'] }), { templatesDir: templatesDirectory(), connectModalVersion: '0.1.0' });
    expect([...files.keys()].sort()).toEqual(
      [
        '.gitignore',
        'README.md',
        'next.config.ts',
        'package.json',
        'src/app/globals.css',
        'src/app/layout.tsx',
        'src/app/page.server.test.tsx',
        'src/app/page.test.tsx',
        'src/app/page.tsx',
        'src/components/AccountPanel.tsx',
        'src/components/Providers.tsx',
        'src/connect.config.test.ts',
        'src/connect.config.ts',
        'src/devnet.ts',
        'tsconfig.json',
        'vitest.config.ts',
      ].sort(),
    );
    const config = files.get('src/connect.config.ts') ?? '';
    expect(config).toContain("import { base, cookieStorage, createConnectConfig } from '@connect-modal/headless';");
    expect(config).toContain('export function createConfig(cookieHeader?: string) {');
    expect(config).toContain('    storage: cookieStorage(cookieHeader === undefined ? {} : { cookieHeader }),');
    expect(config).not.toContain('export const config');
    expect(files.get('src/connect.config.test.ts')).toContain("const config = createConfig('');");
    const pkg = JSON.parse(files.get('package.json') ?? '{}') as { scripts: Record<string, string>; dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(pkg.scripts).toEqual({ dev: 'next dev', build: 'next build', start: 'next start', test: 'vitest run' });
    expect(pkg.dependencies).toMatchObject({ '@connect-modal/renderer-default': '^0.1.0', next: DEPENDENCY_VERSIONS.next });
    expect(pkg.devDependencies).not.toHaveProperty('vite');
    // Client boundaries: the components with hooks say so; the layout and the page stay server components.
    expect(files.get('src/components/Providers.tsx')).toMatch(/^'use client';/);
    expect(files.get('src/components/AccountPanel.tsx')).toMatch(/^'use client';/);
    expect(files.get('src/app/layout.tsx')).not.toContain('use client');
    expect(files.get('src/app/page.tsx')).not.toContain('use client');
    const readme = files.get('README.md') ?? '';
    expect(readme).toContain('NEXT_PUBLIC_CONNECT_DEVNET_URL=http://127.0.0.1:4300 NEXT_PUBLIC_CONNECT_DEVNET_RELAY_URL=ws://127.0.0.1:PORT npm run dev');
    expect(readme).toMatch(/\nnpm start +# serve the build\n/);
    expect(readme).not.toContain('VITE_');
  });

  it('gives every Vite template the one devnet helper their framework shares', () => {
    const helper = readFileSync(`${templatesDirectory()}/_shared/vite/src/devnet.ts`, 'utf8');
    for (const template of ['vite-react', 'vite-react-headless', 'vite-react-wagmi', 'vanilla'] as const) {
      expect(renderProject(choices({ template }), { templatesDir: templatesDirectory(), connectModalVersion: '0.1.0' }).get('src/devnet.ts')).toBe(helper);
    }
  });

  it("makes the vite-react-wagmi template a Vite app whose own code uses wagmi's hooks, with wagmi's config made from the modal's", () => {
    const files = renderProject(choices({ template: 'vite-react-wagmi', networks: ['base', 'solana'] }), { templatesDir: templatesDirectory(), connectModalVersion: '0.1.0' });
    expect([...files.keys()].sort()).toEqual(
      [
        '.gitignore',
        'README.md',
        'index.html',
        'package.json',
        'src/AccountPanel.tsx',
        'src/App.test.tsx',
        'src/App.tsx',
        'src/connect.config.test.ts',
        'src/connect.config.ts',
        'src/devnet.ts',
        'src/index.css',
        'src/main.tsx',
        'src/vite-env.d.ts',
        'src/wagmi.config.test.ts',
        'src/wagmi.config.ts',
        'tsconfig.json',
        'vite.config.ts',
      ].sort(),
    );
    expect(files.get('src/wagmi.config.ts')).toContain('export const wagmiConfig = createWagmiConfig(config);');
    const app = files.get('src/App.tsx') ?? '';
    expect(app).toMatch(/<WagmiProvider config=\{wagmiConfig\}>\s*<QueryClientProvider client=\{queryClient\}>\s*<ConnectProvider config=\{config\} queryClient=\{queryClient\}>/);
    expect(app).toContain('<ConnectButton />');
    const panel = files.get('src/AccountPanel.tsx') ?? '';
    expect(panel).toContain("import { useBalance, useConnection } from 'wagmi';");
    expect(panel).not.toContain('@connect-modal/headless');
    // One config for the modal, the EVM networks of which wagmi takes.
    expect(files.get('src/connect.config.ts')).toContain('export const networks: CaipNetwork[] = [base, solana];');

    const pkg = JSON.parse(files.get('package.json') ?? '{}') as { dependencies: Record<string, string> };
    expect(pkg.dependencies).toEqual({
      '@connect-modal/headless': '^0.1.0',
      '@connect-modal/renderer-default': '^0.1.0',
      '@connect-modal/themes': '^0.1.0',
      '@connect-modal/wagmi': '^0.1.0',
      '@tanstack/react-query': DEPENDENCY_VERSIONS['@tanstack/react-query'],
      '@wagmi/core': DEPENDENCY_VERSIONS['@wagmi/core'],
      react: DEPENDENCY_VERSIONS.react,
      'react-dom': DEPENDENCY_VERSIONS['react-dom'],
      viem: DEPENDENCY_VERSIONS.viem,
      wagmi: DEPENDENCY_VERSIONS.wagmi,
    });
    for (const template of ['vite-react', 'vite-react-headless', 'vanilla', 'next-app'] as const) {
      const other = JSON.parse(renderPackageJson(choices({ template }), '0.1.0')) as { dependencies: Record<string, string> };
      expect(Object.keys(other.dependencies).filter((name) => /wagmi|viem/.test(name)), template).toEqual([]);
    }

    const readme = files.get('README.md') ?? '';
    expect(readme).toContain('| template | Vite + React + wagmi |');
    expect(readme).toContain('## wagmi');
    expect(readme).toContain('`src/wagmi.config.ts`: wagmi\'s config, `createWagmiConfig(config)`');
    expect(renderProject(choices(), { templatesDir: templatesDirectory(), connectModalVersion: '0.1.0' }).get('README.md')).not.toContain('wagmi');
  });
});
