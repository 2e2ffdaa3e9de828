// RPC faults: every EVM read the product makes goes to RPC URLs it does not control. Real HTTP servers on 127.0.0.1
// stand in for hostile URLs (no answer, 429 with and without Retry-After, 5xx, text that is not JSON, an answer with
// another JSON-RPC id, a node of another chain), and a devnet anvil node is the healthy URL. With the faulty URL alone,
// a read ends in a typed error within a bound and never returns a wrong value; with the faulty URL first and the
// healthy one second, it returns the healthy node's exact value. A wallet write through a faulty URL is sent once.
// A Retry-After of a day is honoured only up to the read client's cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/query-core';
import { createPublicClient, http, parseEther } from 'viem';
import type { Address, Hex } from 'viem';
import { getBlockNumber } from 'viem/actions';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { ANVIL_ACCOUNTS, startChain } from '@connect-modal/devnet';
import type { DevChain } from '@connect-modal/devnet';
import { connect, createConnectConfig, defineNetwork, memoryStorage, sendTransaction } from '@connect-modal/headless';
import type { CaipNetwork, ConnectConfig, ConnectorSource } from '@connect-modal/headless';
import { EVM_RPC_SETTINGS, createEip155Adapter, createEvmPublicClient } from '@connect-modal/headless/eip155';
import { nativeBalanceQueryOptions } from '@connect-modal/headless/queries';
import { RPC_MAX_RETRY_AFTER_MS } from '../../packages/headless/src/eip155/capRetryAfter.js';
import { startFaultyRpc } from './rpcFaultsServers.js';
import type { FaultyRpc, RpcFault } from './rpcFaultsServers.js';

const FAULTS: readonly RpcFault[] = ['hang', '429', '429-retry-after', '429-retry-after-day', '500', '503', 'garbage', 'wrong-id', 'wrong-chain'];

/**
 * The longest a read may take against one faulty URL: each of its tries (the first and `retryCount` more) waits at most
 * `timeoutMs`, with the retry delays between them (150 ms doubling, or a Retry-After honoured up to its cap), plus 5 s
 * for a busy machine.
 */
const READ_BOUND_MS =
  (EVM_RPC_SETTINGS.retryCount + 1) * EVM_RPC_SETTINGS.timeoutMs + EVM_RPC_SETTINGS.retryCount * RPC_MAX_RETRY_AFTER_MS + 5000;

let healthy: DevChain;
let otherChain: DevChain;
const servers = new Map<RpcFault, FaultyRpc>();
const address: Address = privateKeyToAccount(generatePrivateKey()).address;
const HEALTHY_BALANCE = 1_234_567_890_123_456_789n;
const OTHER_CHAIN_BALANCE = 9_876_543_210_987_654_321n;

beforeAll(async () => {
  [healthy, otherChain] = await Promise.all([startChain({ chainId: 31337 }), startChain({ chainId: 31338 })]);
  const setBalance = (chain: DevChain, value: bigint) =>
    createPublicClient({ transport: http(chain.rpcUrl) }).request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [address, `0x${value.toString(16)}`] as unknown as undefined,
    });
  await Promise.all([setBalance(healthy, HEALTHY_BALANCE), setBalance(otherChain, OTHER_CHAIN_BALANCE)]);
  for (const fault of FAULTS) servers.set(fault, await startFaultyRpc(fault, otherChain.rpcUrl));
}, 120_000);

afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await Promise.all([healthy?.stop(), otherChain?.stop()]);
});

function devnetNetwork(urls: string[]): CaipNetwork {
  return defineNetwork({
    id: 31337,
    name: 'Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
  });
}

function server(fault: RpcFault): FaultyRpc {
  const found = servers.get(fault);
  if (!found) throw new Error(`No stand-in for ${fault}`);
  return found;
}

interface ReadOutcome {
  readonly read: string;
  readonly value?: bigint;
  readonly error?: unknown;
  readonly ms: number;
}

async function timed(read: string, run: () => Promise<bigint>): Promise<ReadOutcome> {
  const started = performance.now();
  try {
    const value = await run();
    return { read, value, ms: performance.now() - started };
  } catch (error) {
    return { read, error, ms: performance.now() - started };
  }
}

/** The two reads the product makes of a network's RPC URLs: the native balance (its query) and the block number. */
async function readAll(urls: string[]): Promise<ReadOutcome[]> {
  const network = devnetNetwork(urls);
  const config = createConnectConfig({ projectId: 'd'.repeat(32), networks: [network], adapters: [createEip155Adapter()], storage: memoryStorage() });
  const stop = config.start();
  try {
    const queries = new QueryClient();
    const options = nativeBalanceQueryOptions(config, { address, network });
    return await Promise.all([
      // The query's own retries are left out: the bound is that of one read through the transport.
      timed('balance', async () => (await queries.fetchQuery({ ...options, retry: false, staleTime: 0 })).value),
      timed('blockNumber', () => getBlockNumber(createEvmPublicClient(network, urls, fetch), { cacheTime: 0 })),
    ]);
  } finally {
    stop();
  }
}

/** A wallet whose node is `url`: it asks for nothing before a send, and sends each eth_sendTransaction to its node. */
function nodeWallet(url: string, account: Address): ConnectorSource {
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account];
      if (method === 'eth_chainId') return '0x7a69';
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
      const body = (await response.json().catch(() => undefined)) as { result?: unknown; error?: { code: number; message: string } } | undefined;
      if (!response.ok || !body) throw Object.assign(new Error(`The node answered ${response.status}`), { code: response.status === 429 ? -32005 : -32603 });
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
      return body.result;
    },
    on() {},
    removeListener() {},
  };
  return {
    id: 'node-wallet',
    setup(host) {
      host.setConnectors([{ id: 'node-wallet', name: 'Node wallet', type: 'INJECTED', chain: 'eip155', provider }]);
      return () => host.setConnectors([]);
    },
  };
}

async function connectedToNodeWallet(url: string): Promise<{ config: ConnectConfig; stop: () => void }> {
  const config = createConnectConfig({
    projectId: 'd'.repeat(32),
    networks: [devnetNetwork([healthy.rpcUrl])],
    adapters: [createEip155Adapter()],
    storage: memoryStorage(),
    connectors: [nodeWallet(url, ANVIL_ACCOUNTS[5] as Address)],
  });
  const stop = config.start();
  await connect(config, { connectorId: 'node-wallet' });
  return { config, stop };
}

describe('RPC faults', () => {
  it('a faulty URL alone ends each read in a typed error within the bound; first of a fallback, the healthy URL answers exactly', { timeout: 180_000 }, async () => {
    const rows = await Promise.all(
      FAULTS.flatMap((fault) => [
        readAll([server(fault).url]).then((outcomes) => ({ fault, mode: 'single' as const, outcomes })),
        readAll([server(fault).url, healthy.rpcUrl]).then((outcomes) => ({ fault, mode: 'fallback' as const, outcomes })),
      ]),
    );
    const expected: Record<string, bigint> = {
      balance: HEALTHY_BALANCE,
      blockNumber: await getBlockNumber(createPublicClient({ transport: http(healthy.rpcUrl) }), { cacheTime: 0 }),
    };
    let reads = 0;
    let wrong = 0;
    let unbounded = 0;
    for (const { fault, mode, outcomes } of rows) {
      // Wrong: a value that is not the healthy node's; alone, any value at all (the faulty URL has no right one to give).
      const wrongValues = outcomes.filter((outcome) => (mode === 'single' ? outcome.value !== undefined : outcome.value !== expected[outcome.read]));
      const overdue = outcomes.filter((outcome) => outcome.ms > READ_BOUND_MS);
      console.log(`[rpc-faults] ${fault}/${mode}: reads ${outcomes.length}, wrong values ${wrongValues.length}, unbounded ${overdue.length}`);
      reads += outcomes.length;
      wrong += wrongValues.length;
      unbounded += overdue.length;
      for (const outcome of outcomes) {
        if (mode === 'single') {
          // A typed error: viem's HTTP, timeout or RPC errors, or the product's own for a URL of another chain.
          expect(outcome.error, `${fault}/${outcome.read}`).toBeInstanceOf(Error);
          expect((outcome.error as Error).name, `${fault}/${outcome.read}`).toMatch(/^(HttpRequestError|TimeoutError|ConnectError|RpcRequestError|InternalRpcError|LimitExceededRpcError)$/);
        } else {
          expect(outcome.error, `${fault}/${outcome.read}`).toBeUndefined();
          expect(outcome.value, `${fault}/${outcome.read}`).toBe(expected[outcome.read]);
        }
      }
    }
    // A URL of another chain is refused by name, not read.
    const otherChainRead = rows.find((row) => row.fault === 'wrong-chain' && row.mode === 'single')?.outcomes[0]?.error;
    expect(otherChainRead).toMatchObject({ code: 'RPC_WRONG_CHAIN' });
    console.log(`[rpc-faults] total: reads ${reads}, wrong values ${wrong}, unbounded ${unbounded} (bound ${READ_BOUND_MS} ms)`);
    expect(wrong).toBe(0);
    expect(unbounded).toBe(0);
  });

  it('a wallet write through a faulty node is sent once, never retried', { timeout: 60_000 }, async () => {
    const writeFaults = FAULTS.filter((fault) => fault !== 'hang' && fault !== 'wrong-chain');
    let tried = 0;
    let repeated = 0;
    for (const fault of writeFaults) {
      const faulty = server(fault);
      const { config, stop } = await connectedToNodeWallet(faulty.url);
      const before = faulty.methods.filter((method) => method === 'eth_sendTransaction').length;
      const outcome = await sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, value: parseEther('0.01') }).then(
        (hash: Hex) => hash,
        (error: unknown) => error,
      );
      // Anything retrying in the background would show within this wait.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sent = faulty.methods.filter((method) => method === 'eth_sendTransaction').length - before;
      stop();
      tried += 1;
      if (sent !== 1) repeated += 1;
      console.log(`[rpc-faults] write ${fault}: sends tried 1, sent ${sent} time(s)`);
      expect(sent, fault).toBe(1);
      // No answer that is not a hash becomes one: the send fails (or the wrong-id answer is refused as no hash).
      expect(outcome, fault).toBeInstanceOf(Error);
    }
    console.log(`[rpc-faults] writes: tried ${tried}, sent more than once ${repeated}`);
    expect(repeated).toBe(0);
  });
});
