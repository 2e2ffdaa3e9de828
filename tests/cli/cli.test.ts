import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './runCli.js';

const cwd = tempDir();
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(cwd, path), 'utf8');

describe('create-connect-app without a terminal', () => {
  it('lists every option, template, network and feature in --help, and no feature that is not available yet', async () => {
    const { code, stdout } = await runCli(['--help'], { cwd });
    expect(code).toBe(0);
    for (const text of [
      '--template <name>',
      '--networks <list>',
      '--features <list>',
      '--theme <mode>',
      '--accent <color>',
      '--project-id <id>',
      '--pm <name>',
      '--no-install',
      '--yes',
      '--force',
      'vite-react-headless',
      'vite-react-wagmi',
      'vanilla',
      'hyperEvm',
      'solanaDevnet',
      'bitcoinTestnet',
      'history ',
      'not available yet',
    ]) {
      expect(stdout).toContain(text);
    }
    // The features are listed one a line, each indented by two spaces; none of the unbuilt ones may be among them.
    expect(stdout).toMatch(/^ {2}onramp {4}Buy \(crypto by card or bank transfer, for EVM and Solana accounts\) \(default on\)$/m);
    expect(stdout).toMatch(/^ {2}swaps {5}Swap \(tokens on the app's EVM networks\) \(default on\)$/m);
    expect(stdout).toMatch(/^ {2}receive +Receive/m);
    expect(stdout).toMatch(/^ {2}send {6}Send \(tokens to an address or a name\) \(default on\)$/m);
    expect(stdout).toMatch(/^ {2}siwx +Sign in with the wallet \(SIWX\), with a backend route \(vite-react, vite-react-headless, vite-react-wagmi, next-app\)$/m);
    expect(stdout).not.toMatch(/^ {2}(email|socials) /m);
    expect(stdout).toContain('Email login is not offered: it needs a secure site of your own (see docs/secure-site.md). Social login is not available yet.');
    for (const text of ['--socials', 'farcaster']) expect(stdout).not.toContain(text);
  });

  it('asks nothing and takes the defaults for what no flag gives', async () => {
    const { code, stdout, stderr } = await runCli(['plain-app', '--no-install'], { cwd });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Created plain-app (vite-react) in plain-app');
    expect(stdout).toContain('npm install');
    const config = read('plain-app/src/connect.config.ts');
    expect(config).toContain('export const networks: CaipNetwork[] = [mainnet, base];');
    expect(config).toContain(['export const features: Partial<Features> = {', '  onramp: true,', '  swaps: true,', '  receive: true,', '  send: true,', '  history: true,', '};'].join('\n'));
    expect(config).not.toMatch(/email|socials|siwx/);
    expect(existsSync(join(cwd, 'plain-app/.gitignore'))).toBe(true);
    expect(existsSync(join(cwd, 'plain-app/node_modules'))).toBe(false);
  });

  it('writes what the network, feature, theme, accent, project id and package manager flags say', async () => {
    const args = ['--yes', '--no-install', '--template', 'vanilla', '--theme', 'light', '--accent', '#ff5500', '--project-id', 'proj-42', '--pm', 'pnpm'];
    const first = await runCli(['flags-a', ...args, '--networks', 'mainnet,base,solana', '--features', 'history,send,swaps,onramp'], { cwd });
    const second = await runCli(['flags-b', ...args, '--networks', 'arbitrum,bitcoin', '--features', 'none'], { cwd });
    expect([first.code, second.code]).toEqual([0, 0]);

    const a = read('flags-a/src/connect.config.ts');
    const b = read('flags-b/src/connect.config.ts');
    expect(a).toContain('networks: CaipNetwork[] = [mainnet, base, solana];');
    expect(b).toContain('networks: CaipNetwork[] = [arbitrum, bitcoin];');
    expect(a).toContain('features: Partial<Features> = {\n  onramp: true,\n  swaps: true,\n  receive: false,\n  send: true,\n  history: true,\n};');
    expect(b).toContain('features: Partial<Features> = {\n  onramp: false,\n  swaps: false,\n  receive: false,\n  send: false,\n  history: false,\n};');
    expect(first.stdout).toContain('features: history, send, swaps, onramp');
    expect(second.stdout).toContain('features: none');
    for (const config of [a, b]) {
      expect(config).toContain("export const projectId = 'proj-42';");
      expect(config).toContain("themeMode: 'light',");
      expect(config).toContain("themeVariables: { accent: '#ff5500' },");
    }
    expect(read('flags-a/src/connect.config.test.ts')).toContain("['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']");
    expect(read('flags-b/src/connect.config.test.ts')).toContain("['eip155:42161', 'bip122:000000000019d6689c085ae165831e93']");
    expect(read('flags-a/README.md')).toContain('pnpm dev');
    expect(read('flags-a/index.html')).toContain('<connect-modal></connect-modal>');
  });

  it('refuses a wrong value with a message that names the allowed values, and writes nothing', async () => {
    const cases: [string[], string][] = [
      [['--template', 'nuxt'], 'Unknown template "nuxt". Allowed: vite-react, vite-react-headless, vite-react-wagmi, vanilla, next-app.'],
      [['--networks', 'mainnet,ethereum'], 'Unknown value "ethereum" for --networks. Allowed: mainnet, base,'],
      [['--features', 'email'], 'Unknown value "email" for --features. Allowed: onramp, swaps, receive, send, history, siwx, or none.'],
      [['--features', 'receive,email,socials'], 'Unknown value "email", "socials" for --features. Allowed: onramp, swaps, receive, send, history, siwx, or none.'],
      [['--template', 'vanilla', '--features', 'receive,siwx'], '--features siwx is not offered for vanilla, since it has no server. Allowed with vanilla: onramp, swaps, receive, send, history, or none.'],
      [['--template', 'vite-react-wagmi', '--networks', 'solana'], "The vite-react-wagmi template needs an EVM network (wagmi's chains are the app's EVM networks), and none of solana is one. Add one of: mainnet, base,"],
      [['--theme', 'blue'], 'Allowed: system, light, dark.'],
      [['--accent', 'red'], 'Allowed: a hex color such as #3b82f6'],
      [['--pm', 'cargo'], 'Allowed: npm, pnpm, yarn, bun.'],
      [['--project-id', 'a b'], 'Invalid project id'],
    ];
    for (const [flags, message] of cases) {
      const { code, stderr } = await runCli(['refused', '--yes', ...flags], { cwd });
      expect(code, flags.join(' ')).toBe(1);
      expect(stderr).toContain(message);
    }
    const unknown = await runCli(['refused', '--colour', 'red'], { cwd });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("unknown option '--colour'");
    const socials = await runCli(['refused', '--yes', '--socials', 'google'], { cwd });
    expect(socials.code).toBe(1);
    expect(socials.stderr).toContain("unknown option '--socials'");
    expect(existsSync(join(cwd, 'refused'))).toBe(false);
  });

  it('with --features siwx, writes the sign-in client into the config, the backend route and the package', async () => {
    const { code, stdout } = await runCli(['signin-app', '--yes', '--no-install', '--template', 'next-app', '--networks', 'base', '--features', 'receive,siwx'], { cwd });
    expect(code).toBe(0);
    expect(stdout).toContain('features: receive, siwx');
    const config = read('signin-app/src/connect.config.ts');
    expect(config).toContain("siwx: createSiwxClient({ url: '/api/siwx' })");
    expect(config).toContain('features: Partial<Features> = {\n  onramp: false,\n  swaps: false,\n  receive: true,\n  send: false,\n  history: false,\n};');
    expect(read('signin-app/src/app/api/siwx/[action]/route.ts')).toContain('createSiwxHandler(server, { basePath: SIWX_BASE_PATH })');
    expect(read('signin-app/src/siwxServer.ts')).toContain('const networks: CaipNetwork[] = [base];');
    const pkg = JSON.parse(read('signin-app/package.json')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@connect-modal/siwx']).toBe('^0.1.0');
    expect(read('signin-app/README.md')).toContain('## Sign-in (SIWX)');

    const vite = await runCli(['signin-vite', '--yes', '--no-install', '--features', 'siwx'], { cwd });
    expect(vite.code).toBe(0);
    expect(read('signin-vite/vite.config.ts')).toContain('plugins: [siwxBackend()],');
    expect(existsSync(join(cwd, 'signin-vite/siwxBackend.ts'))).toBe(true);
    expect(existsSync(join(cwd, 'signin-vite/src/app'))).toBe(false);
  });

  it('with --template vite-react-wagmi, writes the wagmi config, the providers and the packages wagmi needs', async () => {
    const { code, stdout } = await runCli(['wagmi-app', '--yes', '--no-install', '--template', 'vite-react-wagmi', '--networks', 'sepolia,solana'], { cwd });
    expect(code).toBe(0);
    expect(stdout).toContain('Created wagmi-app (vite-react-wagmi) in wagmi-app');
    expect(read('wagmi-app/src/connect.config.ts')).toContain('export const networks: CaipNetwork[] = [sepolia, solana];');
    expect(read('wagmi-app/src/wagmi.config.ts')).toContain("import { createWagmiConfig } from '@connect-modal/wagmi';");
    expect(read('wagmi-app/src/App.tsx')).toContain('<WagmiProvider config={wagmiConfig}>');
    const pkg = JSON.parse(read('wagmi-app/package.json')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['@connect-modal/wagmi', '@tanstack/react-query', '@wagmi/core', 'viem', 'wagmi']));
  });

  it('never writes into a non-empty folder without --force', async () => {
    mkdirSync(join(cwd, 'taken'));
    writeFileSync(join(cwd, 'taken/notes.txt'), 'mine');
    const refused = await runCli(['taken', '--yes', '--no-install'], { cwd });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The folder taken is not empty');
    expect(refused.stderr).toContain('--force');
    expect(readdirSync(join(cwd, 'taken'))).toEqual(['notes.txt']);

    const forced = await runCli(['taken', '--yes', '--no-install', '--force'], { cwd });
    expect(forced.code).toBe(0);
    expect(read('taken/notes.txt')).toBe('mine');
    expect(existsSync(join(cwd, 'taken/src/connect.config.ts'))).toBe(true);
  });
});
