// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startChain } from '@connect-modal/devnet';
import type { DevChain } from '@connect-modal/devnet';
import { closeModal, disconnect as disconnectModal, getAccount as getModalAccount, watchAccount as watchModalAccount } from '@connect-modal/headless';
import {
  connect,
  disconnect,
  getBalance,
  getConnection,
  readContract,
  reconnect,
  signTypedData,
  waitForTransactionReceipt,
  watchConnection,
  writeContract,
} from '@wagmi/core';
import { createPublicClient, erc20Abi, http, parseEther, verifyTypedData } from 'viem';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRequests, loadPage, newStorages, pickDevWallet } from './testing/devSetup.js';
import type { DevPage } from './testing/devSetup.js';

let chain: DevChain;
const pages: DevPage[] = [];

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
});

afterAll(async () => {
  await chain?.stop();
});

afterEach(() => {
  for (const page of pages.splice(0)) page.close();
  window.localStorage.clear();
});

function open(storages = newStorages()): DevPage {
  const page = loadPage([chain], storages);
  pages.push(page);
  page.start();
  return page;
}

/** Connects through wagmi's connect action: the modal opens and the visitor picks the dev wallet in it. */
async function connectThroughWagmi(page: DevPage) {
  const opened = new Promise<void>((resolve) => page.modal.events.on('modal:open', () => resolve()));
  const pending = connect(page.wagmi, { connector: page.wagmi.connectors[0]! });
  await opened;
  await pickDevWallet(page.modal);
  return pending;
}

describe('wagmi over the modal, against a real local node', () => {
  it("connecting through wagmi opens the modal; wagmi's connection is the modal's wallet, chain and balance", async () => {
    const page = open();
    const result = await connectThroughWagmi(page);
    expect(result).toEqual({ accounts: [page.account], chainId: chain.chainId });
    expect(getConnection(page.wagmi)).toMatchObject({ status: 'connected', address: page.account, chainId: chain.chainId });
    expect(getModalAccount(page.modal, { namespace: 'eip155' })).toMatchObject({ status: 'connected', address: page.account });

    const node = createPublicClient({ transport: http(chain.rpcUrl) });
    const balance = await getBalance(page.wagmi, { address: page.account });
    expect(balance.value).toBe(await node.getBalance({ address: page.account }));
    expect(balance.value).toBeGreaterThan(0n);
  });

  it('writeContract transfers the devnet ERC-20 through the modal, and the receipt shows it mined', async () => {
    const page = open();
    await connectThroughWagmi(page);
    const to = ANVIL_ACCOUNTS[5] as Address;
    const token = chain.contracts.token;
    const balanceOf = (address: Address) => readContract(page.wagmi, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
    const [fromBefore, toBefore] = await Promise.all([balanceOf(page.account), balanceOf(to)]);
    const amount = parseEther('12.5');

    const hash = await writeContract(page.wagmi, { address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
    const receipt = await waitForTransactionReceipt(page.wagmi, { hash });
    expect(receipt).toMatchObject({ status: 'success', from: page.account.toLowerCase(), to: token.toLowerCase() });
    expect(await balanceOf(page.account)).toBe(fromBefore - amount);
    expect(await balanceOf(to)).toBe(toBefore + amount);
    expect(page.wallet.control.requests).toContain('eth_sendTransaction');
  });

  it('signTypedData goes to the wallet and gives a signature viem verifies for the account', async () => {
    const page = open();
    await connectThroughWagmi(page);
    const typedData = {
      domain: { name: 'Connect Modal', version: '1', chainId: chain.chainId, verifyingContract: chain.contracts.token },
      types: { Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { to: ANVIL_ACCOUNTS[2] as Address, contents: 'Hello from wagmi' },
    } as const;
    const signature = await signTypedData(page.wagmi, typedData);
    expect(await verifyTypedData({ ...typedData, address: page.account, signature })).toBe(true);
    expect(await verifyTypedData({ ...typedData, address: ANVIL_ACCOUNTS[2] as Address, signature })).toBe(false);
  });

  it('a connection made in the modal alone shows in wagmi, and an account change in the wallet shows in both', async () => {
    const page = open();
    await pickDevWallet(page.modal);
    await vi.waitFor(() => expect(getConnection(page.wagmi)).toMatchObject({ status: 'connected', address: page.account, chainId: chain.chainId }));

    const other = ANVIL_ACCOUNTS[2] as Address;
    page.wallet.control.setAccount(other);
    await vi.waitFor(() => expect(getModalAccount(page.modal, { namespace: 'eip155' }).address).toBe(other));
    expect(getConnection(page.wagmi)).toMatchObject({ status: 'connected', address: other });
  });

  it('disconnecting through wagmi disconnects the modal; disconnecting in the modal or in the wallet disconnects wagmi', async () => {
    const page = open();
    await connectThroughWagmi(page);
    await disconnect(page.wagmi);
    expect(getModalAccount(page.modal, { namespace: 'eip155' }).status).toBe('disconnected');
    expect(getConnection(page.wagmi).status).toBe('disconnected');

    await connectThroughWagmi(page);
    await disconnectModal(page.modal);
    expect(getConnection(page.wagmi)).toMatchObject({ status: 'disconnected', address: undefined });

    // The wallet ends the connection from its side.
    await connectThroughWagmi(page);
    page.wallet.control.disconnect();
    await vi.waitFor(() => expect(getModalAccount(page.modal, { namespace: 'eip155' }).status).toBe('disconnected'));
    expect(getConnection(page.wagmi).status).toBe('disconnected');
  });

  it('closing the modal without connecting rejects wagmi connect as a user rejection', async () => {
    const page = open();
    const opened = new Promise<void>((resolve) => page.modal.events.on('modal:open', () => resolve()));
    const pending = connect(page.wagmi, { connector: page.wagmi.connectors[0]! });
    await opened;
    expect(closeModal(page.modal)).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'UserRejectedRequestError' });
    expect(getConnection(page.wagmi).status).toBe('disconnected');
  });

  it('a reload reconnects both without asking the wallet for accounts, and wagmi never shows disconnected', async () => {
    const storages = newStorages();
    const first = open(storages);
    await connectThroughWagmi(first);
    first.close();
    const asked = countRequests(first.wallet, 'eth_requestAccounts');

    const page = loadPage([chain], storages);
    pages.push(page);
    // The modal restores its remembered connection: connecting until the wallet confirms it.
    expect(getModalAccount(page.modal, { namespace: 'eip155' })).toMatchObject({ status: 'connecting', address: page.account });
    // wagmi reads its storage asynchronously; an app mounts (and reconnects) after that.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const statuses: string[] = [];
    const modalStatuses: string[] = [];
    const stops = [
      watchConnection(page.wagmi, { onChange: (connection) => statuses.push(connection.status) }),
      watchModalAccount(page.modal, { namespace: 'eip155', onChange: (account) => modalStatuses.push(account.status) }),
    ];
    const reconnected = reconnect(page.wagmi);
    page.start();
    const connections = await reconnected;
    stops.forEach((stop) => stop());
    expect(connections).toEqual([expect.objectContaining({ accounts: [page.account], chainId: chain.chainId })]);
    expect(getConnection(page.wagmi)).toMatchObject({ status: 'connected', address: page.account, chainId: chain.chainId });
    expect(getModalAccount(page.modal, { namespace: 'eip155' })).toMatchObject({ status: 'connected', address: page.account });
    // One status after another (wagmi reports each step of its reconnect): never disconnected on the way.
    expect(statuses.filter((status, index) => status !== statuses[index - 1])).toEqual(['reconnecting', 'connected']);
    expect(modalStatuses).not.toContain('disconnected');
    expect(modalStatuses.at(-1)).toBe('connected');
    expect(countRequests(page.wallet, 'eth_requestAccounts')).toBe(asked);
  });
});
