import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { defineChain, toHex } from 'viem';
import type { Address, Chain, Hex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { ANVIL_ACCOUNTS, ANVIL_MNEMONIC, ANVIL_PRIVATE_KEYS } from './accounts.js';
import { resolveAnvilBinary } from './anvilBinary.js';
import { deployDevContracts } from './deployDevContracts.js';
import type { DevChainContracts } from './deployDevContracts.js';
import { createDevNodeClient } from './sendNodeTransactions.js';

export { DEV_TOKEN_GENESIS_BALANCE, DEV_TOKEN_HOLDER_COUNT, SMART_ACCOUNT_SALT } from './deployDevContracts.js';
export type { DevChainContracts } from './deployDevContracts.js';

/** Chain id anvil uses unless told otherwise. */
export const DEFAULT_CHAIN_ID = 31337;

/** Options of {@link startChain}. */
export interface StartChainOptions {
  /** Port to listen on; 0 or undefined lets the system pick a free one. */
  port?: number;
  chainId?: number;
  host?: string;
  /** Number of funded dev accounts (anvil's default is 10). */
  accounts?: number;
  /** Seconds between blocks; undefined mines one block per transaction. */
  blockTime?: number;
  /** How long to wait for anvil to listen and answer, in milliseconds. */
  startTimeoutMs?: number;
}

/** A running anvil chain with the dev contracts deployed. */
export interface DevChain {
  rpcUrl: string;
  wsUrl: string;
  port: number;
  chainId: number;
  /** viem chain definition pointing at this node. */
  chain: Chain;
  /** Funded, unlocked accounts, in anvil's order. */
  accounts: Address[];
  /** Private keys of `accounts`, index for index. */
  privateKeys: Hex[];
  contracts: DevChainContracts;
  /** Stops anvil and resolves once the process has exited and its port is free. */
  stop(): Promise<void>;
}

const liveChildren = new Set<ChildProcess>();
let exitHooksInstalled = false;

/**
 * anvil does not notice when its parent dies, so a crashed test run would leave
 * nodes holding ports. Kill them on the way out, including on signals that would
 * otherwise end the process without running 'exit' listeners.
 */
function installExitHooks(): void {
  if (exitHooksInstalled) {
    return;
  }
  exitHooksInstalled = true;
  const killAll = (): void => {
    for (const child of liveChildren) {
      child.kill('SIGKILL');
    }
    liveChildren.clear();
  };
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = (): void => {
      killAll();
      // Our listener suppressed the default action; restore it when nobody else
      // is handling the signal, so the process still terminates as expected.
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

function connectHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') {
    return '127.0.0.1';
  }
  return host.includes(':') ? `[${host}]` : host;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function rpcChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const body = (await response.json()) as { result?: string };
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined;
  } catch {
    return undefined;
  }
}

function privateKeysFor(count: number): Hex[] {
  const keys: Hex[] = ANVIL_PRIVATE_KEYS.slice(0, count);
  for (let index = keys.length; index < count; index++) {
    const key = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).getHdKey().privateKey;
    if (!key) {
      throw new Error(`could not derive dev account ${index}`);
    }
    keys.push(toHex(key));
  }
  return keys;
}

/**
 * Spawns anvil, waits for it to answer and deploys DevToken, SmartAccountFactory and a SmartAccount, then
 * WETH9, Uniswap V2 (factory and router), USDD and USDR, and seeds the WETH/DEV, DEV/USDD and WETH/USDR pools.
 */
export async function startChain(options: StartChainOptions = {}): Promise<DevChain> {
  const host = options.host ?? '127.0.0.1';
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  const accountCount = options.accounts ?? ANVIL_ACCOUNTS.length;
  const timeoutMs = options.startTimeoutMs ?? 20_000;
  if (accountCount < 1) {
    throw new Error('startChain needs at least one account to deploy the dev contracts');
  }

  const args = ['--host', host, '--port', String(options.port ?? 0), '--chain-id', String(chainId)];
  args.push('--accounts', String(accountCount));
  // Every chain starts mining on each transaction, so the start-up transactions land one after the other
  // without waiting for block times; interval mining, when asked for, is switched on once they have.
  if (options.blockTime !== undefined && !(options.blockTime > 0)) {
    throw new Error(`blockTime must be a positive number of seconds, got ${options.blockTime}`);
  }

  installExitHooks();
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  liveChildren.add(child);

  // Keep only the tail of the output: it is read solely to explain a failed start,
  // but it must be drained or anvil blocks once the pipe buffer fills up.
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-16_384);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // A binary that fails to spawn reports 'error' and may never report 'exit'.
    child.once('error', () => {
      if (child.pid === undefined) {
        resolve();
      }
    });
  });
  void exited.then(() => liveChildren.delete(child));
  // Without a listener, a late 'error' (such as a failed kill) would crash the parent.
  child.on('error', (error) => collect(Buffer.from(`\n${error.message}\n`)));

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(timer);
      }
      liveChildren.delete(child);
    })();
    return stopping;
  };

  try {
    const port = await waitForPort(child, () => output, timeoutMs);
    const base = `${connectHost(host)}:${port}`;
    const rpcUrl = `http://${base}`;
    const wsUrl = `ws://${base}`;
    await waitForRpc(rpcUrl, chainId, child, () => output, timeoutMs);

    const chain = defineChain({
      id: chainId,
      name: `Devnet ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
      testnet: true,
    });
    const privateKeys = privateKeysFor(accountCount);
    const accounts = privateKeys.map((key, index) => ANVIL_ACCOUNTS[index] ?? privateKeyToAccount(key).address);
    const node = createDevNodeClient(chain);
    const contracts = await deployDevContracts(node, accounts);
    if (options.blockTime !== undefined) {
      await node.request({ method: 'evm_setIntervalMining', params: [options.blockTime] });
    }
    return { rpcUrl, wsUrl, port, chainId, chain, accounts, privateKeys, contracts, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForPort(child: ChildProcess, output: () => string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // Require the trailing newline: a chunk may end halfway through the port number.
    const listening = /Listening on \S+:(\d+)\s/;
    const timer = setTimeout(() => finish(new Error(`anvil did not start listening within ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    const onData = (): void => {
      const match = listening.exec(output());
      if (match?.[1]) {
        finish(Number(match[1]));
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
      finish(new Error(`anvil exited before listening (code ${code}, signal ${signal}):\n${output()}`));
    };
    const onError = (error: Error): void => finish(error);
    function finish(result: number | Error): void {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
      if (result instanceof Error) {
        reject(result);
      } else {
        resolve(result);
      }
    }
    // Registered after collect(), so output() already includes the chunk that triggered it.
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

async function waitForRpc(rpcUrl: string, chainId: number, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`anvil exited while starting:\n${output()}`);
    }
    const answered = await rpcChainId(rpcUrl);
    if (answered === chainId) {
      return;
    }
    if (answered !== undefined) {
      throw new Error(`${rpcUrl} answered chain id ${answered}, expected ${chainId}; is another node on that port?`);
    }
    await delay(50);
  }
  throw new Error(`anvil at ${rpcUrl} did not answer eth_chainId within ${timeoutMs} ms:\n${output()}`);
}
