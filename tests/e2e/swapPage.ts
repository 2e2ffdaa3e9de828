// What the Swap browser test shares beyond the Send page's helpers: the Swap view opened from Account, the quote
// it shows read exactly, and the router allowance read from (and set on) the node.
import { expect } from 'vitest';
import { createWalletClient, erc20Abi, http, parseUnits } from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import type { Page } from 'playwright-core';
import type { Devnet } from '@connect-modal/devnet';
import type { NodeReader } from './sendPage.js';

/** From Account, opens Swap and waits for its two tokens. */
export async function openSwap(page: Page, from = 'ETH', to = 'DEV') {
  await page.getByTestId('wallet-feature-swaps').click();
  await page.getByTestId('swap-view').waitFor();
  await expect.poll(() => page.getByTestId('swap-from-token').textContent(), { timeout: 10_000 }).toContain(from);
  await expect.poll(() => page.getByTestId('swap-to-token').textContent()).toContain(to);
}

/** The amount a quote line shows (`'123.45 DEV'`), in base units of `decimals`. */
export async function shownUnits(page: Page, testId: string, decimals: number): Promise<bigint> {
  const text = ((await page.getByTestId(testId).textContent()) ?? '').trim();
  const match = /^(\d+(?:\.\d+)?) \S+$/.exec(text);
  if (!match) throw new Error(`${testId} shows no amount: "${text}"`);
  return parseUnits(match[1] as string, decimals);
}

/** Types an amount and waits for the quote of exactly that amount to be reviewable. */
export async function quoteFor(page: Page, amount: string) {
  await page.getByTestId('swap-amount').fill(amount);
  await page.locator('[data-testid="swap-review"]:not([disabled])').waitFor({ timeout: 15_000 });
  await page.getByTestId('swap-quote-amount').waitFor();
}

/** The allowance `owner` gives `spender` on `token`, read on the node. */
export function allowance(node: NodeReader, token: Address, owner: Address, spender: Address): Promise<bigint> {
  return node.client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] });
}

/** Has the account of `privateKey` approve `amount` of `token` to `spender` straight on the node, and waits for it. */
export async function approveOnNode(devnet: Devnet, chainId: number, node: NodeReader, privateKey: Hex, token: Address, spender: Address, amount: bigint) {
  const url = devnet.rpcUrls[chainId] as string;
  const wallet = createWalletClient({ account: privateKeyToAccount(privateKey), transport: http(url) });
  const hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, amount], chain: null });
  await node.fee(hash);
}
