// @vitest-environment happy-dom
import { startChain } from '@connect-modal/devnet';
import type { DevChain } from '@connect-modal/devnet';
import { getAccount as getModalAccount, getNetwork, switchNetwork } from '@connect-modal/headless';
import { connect, getBalance, getChainId, getConnection, switchChain } from '@wagmi/core';
import { createPublicClient, http } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage, newStorages, pickDevWallet } from './testing/devSetup.js';
import type { DevPage } from './testing/devSetup.js';

// Switching needs two chains: two real nodes, started together.
let chainA: DevChain;
let chainB: DevChain;
const pages: DevPage[] = [];

beforeAll(async () => {
  [chainA, chainB] = await Promise.all([startChain({ chainId: 31337 }), startChain({ chainId: 31338 })]);
});

afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()]);
});

afterEach(() => {
  for (const page of pages.splice(0)) page.close();
  window.localStorage.clear();
});

async function connectedPage(): Promise<DevPage> {
  const page = loadPage([chainA, chainB], newStorages());
  pages.push(page);
  page.start();
  const pending = connect(page.wagmi, { connector: page.wagmi.connectors[0]! });
  await pickDevWallet(page.modal);
  await pending;
  return page;
}

const modalChainId = (page: DevPage) => getModalAccount(page.modal, { namespace: 'eip155' }).caipAddress?.split(':')[1];

describe('chains follow each other between wagmi and the modal', () => {
  it("switchChain through wagmi switches the wallet and the modal's network; reads go to the new chain", async () => {
    const page = await connectedPage();
    const chain = await switchChain(page.wagmi, { chainId: chainB.chainId });
    expect(chain.id).toBe(chainB.chainId);
    expect(getNetwork(page.modal, { namespace: 'eip155' })?.caipNetworkId).toBe(`eip155:${chainB.chainId}`);
    expect(modalChainId(page)).toBe(String(chainB.chainId));
    expect(getConnection(page.wagmi)).toMatchObject({ status: 'connected', chainId: chainB.chainId, address: page.account });
    expect(getChainId(page.wagmi)).toBe(chainB.chainId);
    expect(page.wallet.control.state()[0]).toMatchObject({ chainId: chainB.chainId });
    const node = createPublicClient({ transport: http(chainB.rpcUrl) });
    expect((await getBalance(page.wagmi, { address: page.account, chainId: chainB.chainId })).value).toBe(await node.getBalance({ address: page.account }));
  });

  it("a switch in the modal changes wagmi's chain", async () => {
    const page = await connectedPage();
    const networkB = page.networks[1]!;
    await switchNetwork(page.modal, { network: networkB });
    expect(getConnection(page.wagmi)).toMatchObject({ status: 'connected', chainId: chainB.chainId });
    expect(getChainId(page.wagmi)).toBe(chainB.chainId);
  });

  it('a switch made in the wallet shows in both', async () => {
    const page = await connectedPage();
    page.wallet.control.switchChain(chainB.chainId);
    await vi.waitFor(() => expect(modalChainId(page)).toBe(String(chainB.chainId)));
    expect(getConnection(page.wagmi).chainId).toBe(chainB.chainId);
    page.wallet.control.switchChain(chainA.chainId);
    await vi.waitFor(() => expect(getConnection(page.wagmi).chainId).toBe(chainA.chainId));
    expect(modalChainId(page)).toBe(String(chainA.chainId));
  });

  it('connect with a chainId connects and then switches to it', async () => {
    const page = loadPage([chainA, chainB], newStorages());
    pages.push(page);
    page.start();
    const pending = connect(page.wagmi, { connector: page.wagmi.connectors[0]!, chainId: chainB.chainId });
    await pickDevWallet(page.modal);
    expect(await pending).toMatchObject({ chainId: chainB.chainId });
    expect(modalChainId(page)).toBe(String(chainB.chainId));
  });

  it('switching to a chain the modal does not have is refused and changes nothing', async () => {
    const page = await connectedPage();
    await expect(switchChain(page.wagmi, { chainId: 999 as typeof chainA.chainId })).rejects.toThrow(/not configured/i);
    expect(getConnection(page.wagmi).chainId).toBe(chainA.chainId);
    expect(modalChainId(page)).toBe(String(chainA.chainId));
  });
});
