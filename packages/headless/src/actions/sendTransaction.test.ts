// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startChain } from '@connect-modal/devnet';
import type { DevChain, InstalledDevWallet } from '@connect-modal/devnet';
import { ChainMismatchError, InsufficientFundsError, TransactionExecutionError, UserRejectedRequestError, createPublicClient, http, parseEther, toFunctionSelector } from 'viem';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectError, ValidationError, createConnectConfig, isUserRejection, memoryStorage } from '../core/index.js';
import type { ConnectConfig } from '../core/index.js';
import { PENDING_TRANSACTIONS_STORAGE_KEY } from '../core/transactions/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import { getPendingTransactions, sendTransaction, waitForTransactionReceipt } from './index.js';
import { devChainNetwork, devWalletPages } from './testing/devWalletPages.js';

let chainA: DevChain;
let chainB: DevChain;
const pages = devWalletPages('send');

beforeAll(async () => {
  [chainA, chainB] = await Promise.all([startChain({ chainId: 31337 }), startChain({ chainId: 31338 })]);
});
afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()]);
});
afterEach(() => pages.closeAll());

/** A page with the dev wallet (its own rdns, so its request log is its own) and a config over both chains. */
function connectedPage(options: { account?: Address; storage?: ReturnType<typeof memoryStorage> } = {}) {
  return pages.open({
    chains: [chainA, chainB],
    account: options.account ?? (ANVIL_ACCOUNTS[1] as Address),
    config: options.storage ? { storage: options.storage } : {},
  });
}

const count = (wallet: InstalledDevWallet, method: string) => wallet.control.requests.filter((name) => name === method).length;
const node = () => createPublicClient({ transport: http(chainA.rpcUrl) });
/** Waits until no transaction of the config is pending (its follower is done with the node). */
const allSettled = (config: ConnectConfig) => expect.poll(() => getPendingTransactions(config, { status: 'pending' })).toEqual([]);

describe('sendTransaction', () => {
  it('sends through the wallet, records the hash before resolving, and follows it to its receipt', async () => {
    const storage = memoryStorage();
    const { config, wallet, account } = await connectedPage({ storage });
    const to = ANVIL_ACCOUNTS[5] as Address;
    const before = await node().getBalance({ address: to });
    const seenOnResolve = await sendTransaction(config, { to, value: parseEther('1.5'), chainId: chainA.chainId }).then((hash) => ({
      hash,
      listed: getPendingTransactions(config).map((transaction) => transaction.hash),
      stored: storage.dump()[PENDING_TRANSACTIONS_STORAGE_KEY] ?? '',
    }));
    expect(seenOnResolve.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(seenOnResolve.listed).toEqual([seenOnResolve.hash]);
    expect(seenOnResolve.stored).toContain(seenOnResolve.hash);
    expect(count(wallet, 'eth_sendTransaction')).toBe(1);
    expect(getPendingTransactions(config)[0]).toMatchObject({
      hash: seenOnResolve.hash,
      caipNetworkId: `eip155:${chainA.chainId}`,
      kind: 'sendTransaction',
      from: account,
    });
    await expect.poll(() => getPendingTransactions(config)[0]?.status).toBe('confirmed');
    expect(await node().getBalance({ address: to })).toBe(before + parseEther('1.5'));
    const receipt = await waitForTransactionReceipt(config, { hash: seenOnResolve.hash });
    expect(receipt).toMatchObject({ status: 'success', transactionHash: seenOnResolve.hash, from: account.toLowerCase(), to: to.toLowerCase() });
  });

  it('ten identical submits within 100 ms while the wallet prompt is open ask the wallet once', async () => {
    const { config, wallet } = await connectedPage();
    // A visitor takes a moment to read the prompt.
    wallet.control.setPromptDelay(300);
    const submits: Promise<string>[] = [];
    for (let index = 0; index < 10; index += 1) {
      submits.push(sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, value: 1000n }));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const hashes = await Promise.all(submits);
    expect(new Set(hashes).size).toBe(1);
    expect(count(wallet, 'eth_sendTransaction')).toBe(1);
    expect(getPendingTransactions(config)).toHaveLength(1);

    // Once the wallet has answered, the same submit is a new transaction.
    wallet.control.setPromptDelay(0);
    const again = await sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, value: 1000n });
    expect(again).not.toBe(hashes[0]);
    expect(count(wallet, 'eth_sendTransaction')).toBe(2);
    await allSettled(config);
  });

  it('a decline (4001) is the user-rejected error, asked once, never recorded nor toasted', async () => {
    const { config, wallet } = await connectedPage();
    wallet.control.rejectNext('eth_sendTransaction');
    const error = await sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, value: 1n }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(isUserRejection(error)).toBe(true);
    expect((error as UserRejectedRequestError).details).toBe('Transaction declined');
    expect(count(wallet, 'eth_sendTransaction')).toBe(1);
    expect(getPendingTransactions(config)).toEqual([]);
    expect(config._internal.toasts.get().open).toBe(false);
  });

  it('a wallet on another chain than chainId is a ChainMismatchError, and nothing is sent', async () => {
    const { config, wallet } = await connectedPage();
    wallet.control.switchChain(chainB.chainId);
    const error = await sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, value: 1n, chainId: chainA.chainId }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChainMismatchError);
    expect((error as ChainMismatchError).shortMessage).toContain(`The current chain of the wallet (id: ${chainB.chainId})`);
    expect(count(wallet, 'eth_sendTransaction')).toBe(0);
    expect(config._internal.toasts.get()).toMatchObject({ open: true, variant: 'error', message: 'Transaction failed' });

    // Without chainId it goes to the chain the wallet is on, and is tracked there.
    const hash = await sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, value: 1n });
    expect(getPendingTransactions(config)[0]).toMatchObject({ hash, caipNetworkId: `eip155:${chainB.chainId}` });
    await allSettled(config);
  });

  it('insufficient funds is a TransactionExecutionError that says so', async () => {
    const { config } = await connectedPage();
    const error = await sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, value: parseEther('100000000') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransactionExecutionError);
    expect((error as TransactionExecutionError).cause).toBeInstanceOf(InsufficientFundsError);
    expect((error as TransactionExecutionError).shortMessage).toContain('exceeds the balance of the account');
    expect(getPendingTransactions(config)).toEqual([]);
  });

  it('a transaction mined as reverted is failed in the list, and its receipt read rejects with the reason', async () => {
    const { config } = await connectedPage();
    // Calling the smart account's execute from a key that does not own it reverts; an explicit gas limit lets it be mined.
    const hash = await sendTransaction(config, { to: chainA.contracts.smartAccount, data: `0xb61d27f6${'0'.repeat(256)}`, gas: 200_000n });
    await expect.poll(() => getPendingTransactions(config)[0]?.status).toBe('failed');
    const error = await waitForTransactionReceipt(config, { hash }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TransactionRevertedError', code: 'TRANSACTION_REVERTED' });
    expect((error as Error).message).toContain(`Transaction ${hash} reverted`);
    expect((error as { receipt: { status: string } }).receipt.status).toBe('reverted');
    // The account's NotOwner() error, raw: a receipt read has no abi to decode it with.
    expect((error as { reason?: string }).reason).toBe(`Execution reverted with reason: custom error ${toFunctionSelector('NotOwner()')}.`);
    // The loading toast gives way to the failure after the 150 ms swap delay.
    await expect.poll(() => config._internal.toasts.get()).toMatchObject({ open: true, variant: 'error', message: 'Transaction failed' });
  });

  it('refuses bad input and a missing wallet with clear errors, before asking anything', async () => {
    const lonely: ConnectConfig = createConnectConfig({ projectId: 'f'.repeat(32), networks: [devChainNetwork(chainA)], adapters: [createEip155Adapter()], storage: memoryStorage() });
    await expect(sendTransaction(lonely, { to: ANVIL_ACCOUNTS[6] as Address })).rejects.toThrow(new ConnectError('EVM_WALLET_NOT_CONNECTED', 'No EVM wallet is connected'));

    const { config, wallet } = await connectedPage();
    await expect(sendTransaction(config, { to: '0x1234' as Address })).rejects.toBeInstanceOf(ValidationError);
    await expect(sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, value: -1n })).rejects.toThrow('"value" must be a bigint of 0 or more (wei)');
    await expect(sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, value: 1 as unknown as bigint })).rejects.toThrow('"value" must be a bigint');
    await expect(sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, data: '0xabc' })).rejects.toThrow('"data" must be hex bytes starting with 0x');
    await expect(sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, gas: 0n })).rejects.toThrow('"gas" must be a bigint above 0');
    await expect(sendTransaction(config, { to: ANVIL_ACCOUNTS[6] as Address, chainId: 999 })).rejects.toThrow('Chain 999 is not a network of the config');
    expect(count(wallet, 'eth_sendTransaction')).toBe(0);
  });
});
