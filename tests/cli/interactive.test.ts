import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from '@lydell/node-pty';
import type { IPty } from '@lydell/node-pty';
import { afterAll, describe, expect, it } from 'vitest';
import { cliNodeArgs, tempDir } from './runCli.js';

const cwd = tempDir();
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const DOWN = '\u001b[B';
const ENTER = '\r';
const CTRL_C = '\u0003';
const BACKSPACE = '\u007f';

/** The command in a pseudo-terminal, with a way to wait for a prompt and answer it. */
function startInTerminal(args: string[]) {
  const pty: IPty = spawn(process.execPath, [...cliNodeArgs, ...args], {
    name: 'xterm-color',
    cols: 120,
    rows: 40,
    cwd,
    env: { ...process.env, npm_config_user_agent: '', FORCE_COLOR: '0' } as Record<string, string>,
  });
  let output = '';
  let seen = 0;
  const waiters: { text: string; resolve: () => void }[] = [];
  pty.onData((data) => {
    output += data;
    for (const waiter of [...waiters]) {
      if (output.indexOf(waiter.text, seen) !== -1) {
        seen = output.indexOf(waiter.text, seen) + waiter.text.length;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  const exited = new Promise<number>((resolve) => pty.onExit(({ exitCode }) => resolve(exitCode)));
  return {
    /** Waits until `text` appears after what earlier waits matched. */
    waitFor(text: string): Promise<void> {
      if (output.indexOf(text, seen) !== -1) {
        seen = output.indexOf(text, seen) + text.length;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${text}" never appeared; output:\n${output}`)), 15_000);
        waiters.push({ text, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    /** Answers a prompt once it shows. */
    async answer(prompt: string, ...keys: string[]): Promise<void> {
      await this.waitFor(prompt);
      for (const key of keys) {
        pty.write(key);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    },
    exited,
    output: () => output,
  };
}

describe('create-connect-app in a terminal', () => {
  it('asks for every choice and writes what was answered', async () => {
    const cli = startInTerminal(['--no-install']);
    await cli.answer('Project name', 'pty-app', ENTER);
    await cli.answer('Template', DOWN, ENTER); // vite-react-headless
    // Networks: Ethereum and Base start picked; unpick Ethereum, pick OP Mainnet.
    await cli.answer('Networks', ' ', DOWN, DOWN, ' ', ENTER);
    // Features: onramp, swaps, receive, send and history start on, sign-in off; switch history off and sign-in on.
    await cli.answer('Features', DOWN, DOWN, DOWN, DOWN, ' ', DOWN, ' ', ENTER);
    await cli.answer('Theme mode', DOWN, DOWN, ENTER); // dark
    await cli.answer('Accent color', '#123ABC', ENTER);
    await cli.answer('Project id', 'pty-project', ENTER);
    await cli.answer('Package manager', DOWN, ENTER); // pnpm
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('Created pty-app (vite-react-headless) in pty-app');

    const config = readFileSync(join(cwd, 'pty-app/src/connect.config.ts'), 'utf8');
    expect(config).toContain('export const networks: CaipNetwork[] = [base, optimism];');
    expect(config).toContain('features: Partial<Features> = {\n  onramp: true,\n  swaps: true,\n  receive: true,\n  send: true,\n  history: false,\n};');
    expect(cli.output()).toContain('Buy (crypto by card or bank transfer, for EVM and Solana accounts)');
    expect(cli.output()).toContain("Swap (tokens on the app's EVM networks)");
    expect(cli.output()).toContain('Send (tokens to an address or a name)');
    expect(cli.output()).not.toMatch(/Email|Social/);
    expect(config).toContain("siwx: createSiwxClient({ url: '/api/siwx' }),");
    expect(existsSync(join(cwd, 'pty-app/siwxBackend.ts'))).toBe(true);
    expect(config).toContain("themeMode: 'dark',");
    expect(config).toContain("themeVariables: { accent: '#123abc' },");
    expect(config).toContain("export const projectId = 'pty-project';");
    expect(readFileSync(join(cwd, 'pty-app/README.md'), 'utf8')).toContain('pnpm dev');
    expect(existsSync(join(cwd, 'pty-app/src/WalletDialog.tsx'))).toBe(true);
  });

  it('asks only what no flag answers, re-asks a wrong answer, and asks before writing into a non-empty folder', async () => {
    const cli = startInTerminal(['pty-app', '--no-install', '--template', 'vanilla', '--networks', 'solana', '--features', 'receive', '--pm', 'npm']);
    await cli.answer('is not empty', ENTER); // the default answer is no
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('Nothing was written');

    const again = startInTerminal(['pty-app', '--no-install', '--template', 'vanilla', '--networks', 'solana', '--features', 'receive', '--pm', 'npm']);
    await again.answer('is not empty', 'y');
    await again.answer('Theme mode', ENTER); // system
    await again.answer('Accent color', 'pink', ENTER);
    await again.waitFor('Invalid accent "pink"');
    await again.answer('', BACKSPACE, BACKSPACE, BACKSPACE, BACKSPACE, ENTER); // an empty answer: no accent
    await again.answer('Project id', ENTER); // the placeholder
    expect(await again.exited).toBe(0);
    const output = again.output();
    for (const skipped of ['Template', 'Networks', 'Features', 'Package manager']) expect(output).not.toContain(skipped);
    const config = readFileSync(join(cwd, 'pty-app/src/connect.config.ts'), 'utf8');
    expect(config).toContain('export const networks: CaipNetwork[] = [solana];');
    expect(config).toContain("export const projectId = 'YOUR_PROJECT_ID';");
    expect(config).not.toMatch(/themeMode|themeVariables/);
  });

  it('does not offer sign-in for the vanilla template, which has no server for its backend', async () => {
    const cli = startInTerminal(['pty-vanilla', '--no-install', '--networks', 'mainnet', '--theme', 'light', '--accent', '', '--project-id', 'p1', '--pm', 'npm']);
    await cli.answer('Template', DOWN, DOWN, DOWN, ENTER); // vanilla
    await cli.waitFor('Features');
    await cli.answer('Transaction history', ENTER);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).not.toContain('SIWX');
    expect(cli.output()).toContain('Created pty-vanilla (vanilla) in pty-vanilla');
  });

  it('asks the networks again for the wagmi template until one is an EVM network, saying why', async () => {
    const cli = startInTerminal(['pty-wagmi', '--no-install', '--features', 'receive', '--theme', 'light', '--accent', '', '--project-id', 'p1', '--pm', 'npm']);
    await cli.answer('Template', DOWN, DOWN, ENTER); // vite-react-wagmi
    // Unpick Ethereum and Base, go down to Solana (the 22nd network) and pick it.
    await cli.answer('Networks', ' ', DOWN, ' ', ...Array<string>(20).fill(DOWN), ' ', ENTER);
    await cli.waitFor('The vite-react-wagmi template needs an EVM network');
    // Asked again with Solana still picked: pick Ethereum too.
    await cli.answer('Networks', ' ', ENTER);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('Created pty-wagmi (vite-react-wagmi) in pty-wagmi');
    expect(readFileSync(join(cwd, 'pty-wagmi/src/connect.config.ts'), 'utf8')).toContain('export const networks: CaipNetwork[] = [mainnet, solana];');
  });

  it('writes nothing when the user leaves with Ctrl+C', async () => {
    const cli = startInTerminal(['left-app', '--no-install']);
    await cli.answer('Template', CTRL_C);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('Cancelled: nothing was written.');
    expect(existsSync(join(cwd, 'left-app'))).toBe(false);
  });
});
