// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, installDevWallet, startChain } from '@connect-modal/devnet';
import type { DevChain } from '@connect-modal/devnet';
import { createPublicClient, http } from 'viem';
import type { Address, Hash } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_TRANSACTIONS_LIMIT, createConnectConfig, defineNetwork, localStorageBackend, memoryStorage } from '../core/index.js';
import type { PendingTransaction, StorageBackend } from '../core/index.js';
import { PENDING_TRANSACTIONS_STORAGE_KEY } from '../core/transactions/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import { connect, getPendingTransactions, sendTransaction, watchPendingTransactions } from './index.js';

let chain: DevChain;
const stops: (() => void)[] = [];
const account = ANVIL_ACCOUNTS[4] as Address;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
});
afterAll(async () => {
  await chain?.stop();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  window.localStorage.clear();
});

const network = () =>
  defineNetwork({
    id: chain.chainId,
    name: 'Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });

/** A page load over `storage`: a config (and, with `wallet`, the dev wallet connected). */
async function loadPage(storage: StorageBackend, options: { wallet?: boolean } = {}) {
  const config = createConnectConfig({ projectId: 'f'.repeat(32), networks: [network()], adapters: [createEip155Adapter()], storage });
  if (!options.wallet) return config;
  const rdns = `io.connectmodal.pending${stops.length}${Date.now()}`;
  const wallet = installDevWallet(
    {
      name: 'Dev Wallet',
      rdns,
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      chains: { [chain.chainId]: chain.rpcUrl },
      initialChainId: chain.chainId,
      account,
      persist: false,
    },
    window,
  );
  const stop = config.start();
  stops.push(() => {
    stop();
    wallet.uninstall();
  });
  await expect.poll(() => config._internal.connectors('eip155').some((connector) => connector.id === rdns)).toBe(true);
  await connect(config, { connectorId: rdns });
  return config;
}

const node = () => createPublicClient({ transport: http(chain.rpcUrl) });
const setAutomine = (on: boolean) => node().request({ method: 'evm_setAutomine' as never, params: [on] as never });

describe('pending transactions', () => {
  it('are kept across a reload, and one left pending by the reload is followed to its receipt there', async () => {
    const storage = memoryStorage();
    const first = await loadPage(storage, { wallet: true });
    const confirmed = await sendTransaction(first, { to: ANVIL_ACCOUNTS[9] as Address, value: 1n });
    await expect.poll(() => getPendingTransactions(first)[0]?.status).toBe('confirmed');
    await expect.poll(() => first._internal.toasts.get()).toMatchObject({ open: true, variant: 'success', message: 'Transaction confirmed' });

    // The node stops mining: the next transaction is still pending when the page reloads.
    await setAutomine(false);
    try {
      const pending = await sendTransaction(first, { to: ANVIL_ACCOUNTS[9] as Address, value: 2n });
      const reloaded = await loadPage(storage);
      const changes: string[][] = [];
      const stop = watchPendingTransactions(reloaded, { onChange: (list) => changes.push(list.map((item) => item.status)) });
      expect(getPendingTransactions(reloaded).map(({ hash, status }) => ({ hash, status }))).toEqual([
        { hash: pending, status: 'pending' },
        { hash: confirmed, status: 'confirmed' },
      ]);
      await node().request({ method: 'evm_mine' as never });
      // Found at once, or at the next look for a new block (viem's 4 s).
      await expect.poll(() => getPendingTransactions(reloaded)[0]?.status, { timeout: 10_000 }).toBe('confirmed');
      expect(changes).toContainEqual(['confirmed', 'confirmed']);
      expect(getPendingTransactions(reloaded, { status: 'pending' })).toEqual([]);
      stop();
    } finally {
      await setAutomine(true);
    }
  });

  it(`keep at most ${PENDING_TRANSACTIONS_LIMIT}, dropping the oldest`, async () => {
    const stored: PendingTransaction[] = Array.from({ length: PENDING_TRANSACTIONS_LIMIT }, (_, index) => ({
      hash: `0x${(index + 1).toString(16).padStart(64, '0')}`,
      caipNetworkId: 'eip155:31337',
      kind: 'sendTransaction',
      status: 'confirmed',
      from: account,
      submittedAt: 1_700_000_000_000 - index,
    }));
    const storage = memoryStorage({ [PENDING_TRANSACTIONS_STORAGE_KEY]: JSON.stringify(stored) });
    const config = await loadPage(storage, { wallet: true });
    expect(getPendingTransactions(config)).toHaveLength(PENDING_TRANSACTIONS_LIMIT);
    const hash = await sendTransaction(config, { to: ANVIL_ACCOUNTS[9] as Address, value: 3n });
    const list = getPendingTransactions(config);
    expect(list).toHaveLength(PENDING_TRANSACTIONS_LIMIT);
    expect(list[0]?.hash).toBe(hash);
    expect(list.at(-1)?.hash).toBe(stored.at(-2)?.hash);
    expect(list.some((item) => item.hash === stored.at(-1)?.hash)).toBe(false);
    expect(JSON.parse(storage.dump()[PENDING_TRANSACTIONS_STORAGE_KEY] ?? '[]')).toHaveLength(PENDING_TRANSACTIONS_LIMIT);
    await expect.poll(() => getPendingTransactions(config)[0]?.status).toBe('confirmed');
  });

  it('a corrupted stored list is removed and read as empty', async () => {
    const storage = memoryStorage({ [PENDING_TRANSACTIONS_STORAGE_KEY]: JSON.stringify([{ hash: 'not a hash', status: 'done' }]) });
    const config = await loadPage(storage);
    expect(getPendingTransactions(config)).toEqual([]);
    expect(storage.dump()[PENDING_TRANSACTIONS_STORAGE_KEY]).toBeUndefined();

    const polluted = memoryStorage({ [PENDING_TRANSACTIONS_STORAGE_KEY]: '[{"__proto__":{"polluted":true}}]' });
    expect(getPendingTransactions(await loadPage(polluted))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("follow another tab's sends and receipts", async () => {
    const config = await loadPage(localStorageBackend());
    const seen: number[] = [];
    const stop = watchPendingTransactions(config, { onChange: (list) => seen.push(list.length) });
    const fromOtherTab: PendingTransaction = {
      hash: `0x${'ab'.repeat(32)}` as Hash,
      caipNetworkId: 'eip155:31337',
      kind: 'writeContract',
      status: 'confirmed',
      from: account,
      submittedAt: 1_700_000_000_000,
      functionName: 'transfer',
    };
    const value = JSON.stringify([fromOtherTab]);
    window.localStorage.setItem(PENDING_TRANSACTIONS_STORAGE_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: PENDING_TRANSACTIONS_STORAGE_KEY, newValue: value, storageArea: window.localStorage }));
    expect(getPendingTransactions(config)).toEqual([fromOtherTab]);
    expect(seen).toEqual([1]);
    stop();
  });
});
