import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultChoices } from './choices.js';
import type { ProjectChoices } from './choices.js';
import { modalPackages, renderConfig, renderConfigTest, renderPackageJson, renderProject } from './render.js';
import { renderReadme } from './renderReadme.js';
import { renderSiwxServer } from './renderSiwx.js';
import { templatesDirectory } from './run.js';
import { DEPENDENCY_VERSIONS } from './versions.js';

const choices = (overrides: Partial<ProjectChoices> = {}): ProjectChoices => ({
  ...defaultChoices('npm'),
  directory: 'my-app',
  packageName: 'my-app',
  ...overrides,
});

const withSiwx = (template: ProjectChoices['template'], networks = ['mainnet', 'base']) =>
  choices({ template, networks, features: ['receive', 'history', 'siwx'] });

const render = (project: ProjectChoices) => renderProject(project, { templatesDir: templatesDirectory(), connectModalVersion: '0.1.0' });

/** Every generated file's text, to look for what no file may hold. */
const allText = (files: Map<string, string>) => [...files.values()].join('\n');

describe('the siwx feature in the config', () => {
  it('passes the sign-in client of the app\'s backend, and sets no features switch for it', () => {
    const config = renderConfig(withSiwx('vite-react'));
    expect(config).toContain("import { createSiwxClient } from '@connect-modal/siwx/client';");
    expect(config).toContain("  siwx: createSiwxClient({ url: '/api/siwx' }),");
    expect(config).toContain(['export const features: Partial<Features> = {', '  onramp: false,', '  swaps: false,', '  receive: true,', '  send: false,', '  history: true,', '};'].join('\n'));
    expect(config).not.toMatch(/^\s+siwx: (true|false)/m);
  });

  it('in the next-app template, passes it in the browser only: the server cannot reach a relative URL', () => {
    const config = renderConfig(withSiwx('next-app'));
    expect(config).toContain("    ...(typeof window === 'undefined' ? {} : { siwx: createSiwxClient({ url: '/api/siwx' }) }),");
  });

  it('has no sign-in without the feature', () => {
    for (const template of ['vite-react', 'vite-react-headless', 'vite-react-wagmi', 'vanilla', 'next-app'] as const) {
      const files = render(choices({ template }));
      expect(allText(files), template).not.toMatch(/siwx|SignIn|#if|#endif/i);
      expect(JSON.parse(files.get('package.json') ?? '{}')).not.toHaveProperty(['dependencies', '@connect-modal/siwx']);
    }
  });

  it('checks in the config test that the backend accepts the chains of exactly the chosen networks', () => {
    const test = renderConfigTest(withSiwx('vite-react', ['base', 'solana']));
    expect(test).toContain("import { siwxServerOptions } from './siwxServer';");
    expect(test).toContain('expect(config.options.siwx).toBeDefined();');
    expect(test).toContain(".chains).toEqual(['eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);");
  });
});

describe('the siwx feature in package.json', () => {
  it('adds @connect-modal/siwx to the dependencies, and Node types to a Vite app for its backend plugin', () => {
    expect(modalPackages(withSiwx('vite-react-headless'))).toEqual(['@connect-modal/headless', '@connect-modal/siwx']);
    expect(modalPackages(withSiwx('next-app'))).toContain('@connect-modal/siwx');
    expect(modalPackages(withSiwx('vite-react-wagmi'))).toEqual([
      '@connect-modal/headless',
      '@connect-modal/renderer-default',
      '@connect-modal/themes',
      '@connect-modal/wagmi',
      '@connect-modal/siwx',
    ]);
    const vite = JSON.parse(renderPackageJson(withSiwx('vite-react'), '0.1.0', { '@connect-modal/siwx': 'file:local-packages/siwx.tgz' })) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(vite.dependencies['@connect-modal/siwx']).toBe('file:local-packages/siwx.tgz');
    expect(vite.devDependencies['@types/node']).toBe(DEPENDENCY_VERSIONS['@types/node']);
    const plain = JSON.parse(renderPackageJson(choices({ template: 'vite-react' }), '0.1.0')) as { devDependencies: Record<string, string> };
    expect(plain.devDependencies).not.toHaveProperty('@types/node');
  });
});

describe('the siwx feature\'s files', () => {
  it('writes the next-app route, the server settings, the sign-in state and their test only with the feature', () => {
    const files = render(withSiwx('next-app'));
    const added = ['src/app/api/siwx/[action]/route.ts', 'src/siwxServer.ts', 'src/siwxServer.test.ts', 'src/components/SignInStatus.tsx'];
    for (const path of added) expect(files.has(path), path).toBe(true);
    const plain = render(choices({ template: 'next-app' }));
    for (const path of added) expect(plain.has(path), path).toBe(false);
    expect([...files.keys()].filter((path) => !plain.has(path)).sort()).toEqual([...added].sort());

    const route = files.get('src/app/api/siwx/[action]/route.ts') ?? '';
    expect(route).toContain('export function GET(request: Request)');
    expect(route).toContain('export function POST(request: Request)');
    expect(route).toContain('createSiwxHandler(server, { basePath: SIWX_BASE_PATH })');
    expect(route).toContain('domain: process.env.SIWX_DOMAIN,');
    expect(route).toContain('createRedisNonceStore');
    expect(route).not.toMatch(/headers\.get|request\.headers/);
    expect(files.get('src/components/AccountPanel.tsx')).toContain('<SignInStatus />');
    expect(plain.get('src/components/AccountPanel.tsx')).not.toContain('SignInStatus');
  });

  it('writes the Vite plugin, used from vite.config.ts only with the feature', () => {
    for (const template of ['vite-react', 'vite-react-headless', 'vite-react-wagmi'] as const) {
      const files = render(withSiwx(template));
      expect(files.get('vite.config.ts'), template).toContain('plugins: [siwxBackend()],');
      expect(files.get('vite.config.ts')).toContain("import { siwxBackend } from './siwxBackend';");
      expect(files.get('siwxBackend.ts')).toContain('configurePreviewServer: mount,');
      expect(files.has('src/siwxServer.test.ts')).toBe(true);
      expect(allText(files)).not.toMatch(/#if|#else|#endif/);
      const plain = render(choices({ template }));
      expect(plain.get('vite.config.ts')).not.toMatch(/siwx|plugins:/);
      expect(plain.has('siwxBackend.ts')).toBe(false);
    }
    // The wagmi template's panel shows the sign-in state under wagmi's account, as vite-react's does.
    // vite-react's connected part loads lazily, from ConnectedAccount.tsx.
    for (const [template, file] of [['vite-react', 'src/ConnectedAccount.tsx'], ['vite-react-wagmi', 'src/AccountPanel.tsx']] as const) {
      expect(render(withSiwx(template)).get(file), template).toContain('<SignInStatus />');
      expect(render(choices({ template })).get(file), template).not.toContain('SignInStatus');
    }
    const headless = render(withSiwx('vite-react-headless'));
    expect(headless.get('src/WalletDialog.tsx')).toContain('signingIn ? <SignInPanel /> : account.isConnected');
    expect(render(choices({ template: 'vite-react-headless' })).get('src/WalletDialog.tsx')).toContain(
      '{modal.isOpen && (account.isConnected ? <AccountActions /> : <ConnectorList />)}',
    );
  });

  it('ships the one backend plugin, test and sign-in state the Vite templates share', () => {
    const shared = `${templatesDirectory()}/_shared/vite/_features/siwx`;
    for (const template of ['vite-react', 'vite-react-headless', 'vite-react-wagmi'] as const) {
      const files = render(withSiwx(template));
      for (const file of ['siwxBackend.ts', 'src/siwxServer.test.ts', 'src/SignInStatus.tsx']) {
        expect(files.get(file), `${template} ${file}`).toBe(readFileSync(`${shared}/${file}`, 'utf8'));
      }
    }
  });

  it('sets up the server on the chosen networks\' chains, with the domain and URI from the environment or the dev origin', () => {
    const server = renderSiwxServer(withSiwx('next-app', ['base', 'solana', 'bitcoin']));
    expect(server).toContain("import { base, bitcoin, solana } from '@connect-modal/headless';");
    expect(server).toContain('const networks: CaipNetwork[] = [base, solana, bitcoin];');
    expect(server).toContain("export const SIWX_BASE_PATH = '/api/siwx';");
    expect(server).toContain('const uri = settings.uri || settings.devOrigin;');
    expect(server).toContain('NEXT_PUBLIC_CONNECT_DEVNET_URL');
    expect(renderSiwxServer(withSiwx('vite-react'))).toContain('VITE_CONNECT_DEVNET_URL');
  });
});

describe('the siwx feature in the README', () => {
  it('says where the backend is, where its domain comes from, and what production needs', () => {
    const next = renderReadme(withSiwx('next-app'));
    expect(next).toContain('## Sign-in (SIWX)');
    expect(next).toContain('`src/app/api/siwx/[action]/route.ts`');
    expect(next).toContain('`http://localhost:3000`, the origin of `next dev` and `next start`');
    expect(next).toContain('never from a request\'s headers');
    expect(next).toContain('createRedisNonceStore(redis)');
    expect(next).toContain('SIWX_DOMAIN=app.example.com SIWX_URI=https://app.example.com npm start');
    expect(next).toContain('| features | Receive (address and QR code), Transaction history (Activity), Sign in with the wallet (SIWX), with a backend route |');
    const vite = renderReadme(withSiwx('vite-react'));
    expect(vite).toContain('`siwxBackend.ts`, a Vite plugin');
    expect(vite).toContain('SIWX_DOMAIN=127.0.0.1:5173 SIWX_URI=http://127.0.0.1:5173 npm run dev -- --host 127.0.0.1');
    expect(renderReadme(choices())).not.toMatch(/SIWX|siwx/);
    expect(renderReadme(withSiwx('vite-react-wagmi'))).toContain('- `src/SignInStatus.tsx`: the sign-in state');
  });
});
