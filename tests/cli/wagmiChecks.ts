import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, formatEther, http } from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Devnet } from '@connect-modal/devnet';

// What the tests of the vite-react-wagmi app share: its wagmi panel as the page shows it, and the devnet's nodes
// read and funded with viem, for the panel to be checked against.

/** What the app's account panel shows of wagmi's connection (`useConnection`) and balance (`useBalance`). */
export interface WagmiPanel {
  readonly address: string | null;
  readonly chainId: number;
  readonly network: string | null;
  /** The balance in wei, as wagmi read it (`data-value`), or undefined while it loads. */
  readonly balance: bigint | undefined;
  /** The balance as the page writes it (`1.5 ETH`). */
  readonly balanceText: string | null;
}

/** Reads the app's wagmi panel. */
export async function readWagmiPanel(page: Page): Promise<WagmiPanel> {
  const value = await page.getByTestId('wagmi-balance').getAttribute('data-value');
  return {
    address: await page.getByTestId('wagmi-address').textContent(),
    chainId: Number(await page.getByTestId('wagmi-chain-id').textContent()),
    network: await page.getByTestId('wagmi-network').textContent(),
    balance: value === null ? undefined : BigInt(value),
    balanceText: await page.getByTestId('wagmi-balance').textContent(),
  };
}

/** The native balance of `address` on a devnet chain, read from the devnet's RPC. */
export function nodeBalance(devnet: Devnet, chainId: number, address: Address): Promise<bigint> {
  const url = devnet.rpcUrls[chainId];
  if (!url) throw new Error(`The devnet has no chain ${chainId}`);
  return createPublicClient({ transport: http(url) }).getBalance({ address });
}

/**
 * Sends `value` wei to `to` on a devnet chain from the chain's first funded account, and waits until it is mined:
 * a balance with every digit significant, which a rounded or float read would show wrong.
 */
export async function fund(devnet: Devnet, chainId: number, to: Address, value: bigint): Promise<void> {
  const chain = devnet.chains.find((candidate) => candidate.chainId === chainId);
  const key = chain?.privateKeys[0];
  if (!chain || !key) throw new Error(`The devnet has no funded account on chain ${chainId}`);
  const wallet = createWalletClient({ account: privateKeyToAccount(key), chain: chain.chain, transport: http(chain.rpcUrl) });
  const hash = await wallet.sendTransaction({ to, value });
  const receipt = await createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
}

/**
 * Waits until the wagmi panel shows `address` on `chainId` (the network named `network`) with the node's balance
 * of it there, to the wei, and the same balance written in ether; returns what it shows.
 */
export async function expectWagmiPanel(page: Page, devnet: Devnet, expected: { address: Address; chainId: number; network: string }): Promise<WagmiPanel> {
  await expect.poll(async () => (await readWagmiPanel(page)).chainId, { timeout: 20_000 }).toBe(expected.chainId);
  const onNode = await nodeBalance(devnet, expected.chainId, expected.address);
  await expect.poll(async () => (await readWagmiPanel(page)).balance, { timeout: 20_000 }).toBe(onNode);
  const panel = await readWagmiPanel(page);
  expect(panel).toEqual({ ...expected, balance: onNode, balanceText: `${formatEther(onNode)} ETH` });
  return panel;
}
