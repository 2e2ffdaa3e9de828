import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { parseEther, toHex } from 'viem';
import type { Address, Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { ANVIL_MNEMONIC } from '../chain/accounts.js';
import { createDevNodeClient } from '../chain/sendNodeTransactions.js';
import type { DevChain } from '../chain/startChain.js';

const require = createRequire(import.meta.url);

/** Indexes on the dev mnemonic of the bundler's executor and utility accounts (funded on the node at start). */
export const BUNDLER_EXECUTOR_INDEX = 101;
export const BUNDLER_UTILITY_INDEX = 102;

/** Options of {@link startBundler}. */
export interface StartBundlerOptions {
  readonly chain: Pick<DevChain, 'chain' | 'rpcUrl' | 'chainId'>;
  readonly entryPoint: Address;
  readonly host?: string;
  /** How long to wait for the bundler to answer, in milliseconds (default 60 s). */
  readonly startTimeoutMs?: number;
}

/** A running bundler (`@pimlico/alto`) serving one dev chain. */
export interface DevBundler {
  /** Its JSON-RPC URL (ERC-4337 `eth_sendUserOperation`, `eth_getUserOperationReceipt`, ...). */
  readonly url: string;
  readonly chainId: number;
  /** Stops the process and resolves once it exited. */
  stop(): Promise<void>;
}

function devKey(index: number): Hex {
  const key = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).getHdKey().privateKey;
  if (!key) throw new Error(`could not derive dev account ${index}`);
  return toHex(key);
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function altoScript(): string {
  // The package exports only its library entry ('esm/index.js'); its command sits beside it in esm/cli.
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js');
}

async function answers(url: string, entryPoint: Address): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    });
    const body = (await response.json()) as { result?: unknown };
    return Array.isArray(body.result) && body.result.some((item) => typeof item === 'string' && item.toLowerCase() === entryPoint.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Runs the `@pimlico/alto` bundler against a dev chain on its own loopback port: the chain's EntryPoint, an
 * executor and a utility account funded on the node, safe mode off (anvil has no ERC-7562 tracer), the
 * simulation contracts deployed by the bundler itself at start, bundles sent as soon as user operations arrive.
 */
export async function startBundler(options: StartBundlerOptions): Promise<DevBundler> {
  const host = options.host ?? '127.0.0.1';
  const executorKey = devKey(BUNDLER_EXECUTOR_INDEX);
  const utilityKey = devKey(BUNDLER_UTILITY_INDEX);
  const node = createDevNodeClient(options.chain.chain);
  for (const key of [executorKey, utilityKey]) {
    const address = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: key === executorKey ? BUNDLER_EXECUTOR_INDEX : BUNDLER_UTILITY_INDEX }).address;
    await node.request({ method: 'anvil_setBalance', params: [address, `0x${parseEther('1000').toString(16)}`] });
  }
  const port = await freePort(host);
  const args = [
    altoScript(),
    '--entrypoints', options.entryPoint,
    '--rpc-url', options.chain.rpcUrl,
    '--executor-private-keys', executorKey,
    '--utility-private-key', utilityKey,
    '--safe-mode', 'false',
    '--deploy-simulations-contract', 'true',
    '--port', String(port),
    '--min-bundle-interval', '20',
    '--max-bundle-interval', '200',
    '--log-level', 'warn',
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DOTENV_CONFIG_PATH: '/dev/null' } });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-16_384);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.on('error', (error) => collect(Buffer.from(`\n${error.message}\n`)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (!(await answers(url, options.entryPoint))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the bundler exited while starting:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the bundler did not answer on ${url} in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, chainId: options.chain.chainId, stop };
}
