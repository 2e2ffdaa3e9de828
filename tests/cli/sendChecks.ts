import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http } from 'viem';
import type { Address, Hash } from 'viem';
import type { Devnet } from '@connect-modal/devnet';
import { accessibilityProblems, wcWallet } from './appBrowser.js';
import { repoRoot } from './runCli.js';

// The vite-react-headless app's send form, driven as a visitor does, and checked against the devnet's node.

/** A devnet chain's node, read with viem. */
function nodeOf(devnet: Devnet, chainId: number) {
  const chain = devnet.chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`The devnet has no chain ${chainId}`);
  return { chain, client: createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) }) };
}

/** What `address` holds of the ERC-20 `token` on a devnet chain, in base units. */
function tokenBalance(devnet: Devnet, chainId: number, token: Address, address: Address): Promise<bigint> {
  return nodeOf(devnet, chainId).client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
}

/** The send form's field errors and form-level message, as the page shows them. */
async function formMessages(page: Page): Promise<{ amount: string | null; to: string | null; alert: string | null }> {
  const text = async (testId: string) => ((await page.getByTestId(testId).count()) > 0 ? page.getByTestId(testId).textContent() : null);
  return { amount: await text('send-amount-error'), to: await text('send-to-error'), alert: await text('send-error') };
}

/**
 * Takes out of `problems` what a step added since `from` and was expected to (each entry must match `expected`),
 * so the page's final check still sees anything else.
 */
function takeExpectedProblems(problems: string[], from: number, expected: RegExp): void {
  const added = problems.splice(from);
  expect(added.every((entry) => expected.test(entry)), added.join('\n')).toBe(true);
}

/** How many eth_sendTransaction requests the devnet's WalletConnect test wallet has received. */
async function walletSends(devnet: Devnet): Promise<number> {
  const state = (await (await wcWallet(devnet, 'state')).json()) as { requests: { method: string }[] };
  return state.requests.filter((request) => request.method === 'eth_sendTransaction').length;
}

/**
 * In the vite-react-headless app, connected through WalletConnect to the devnet's test wallet on chain 31337:
 * sends 1.005 USDD (6 decimals) to another dev account through the app's own send form. An empty submit shows the
 * SPEC's message beside the amount and asks the wallet nothing; a name nobody holds is said so beside the
 * receiver; a decline in the wallet is said under the form, which keeps what was typed; sent again, the form shows
 * the hash and the receipt, and empties. On the node, the receipt is a success and the receiver holds exactly
 * 1,005,000 units more. The console entries those steps cause (the name service's 404, WalletConnect's log of the
 * decline) are taken out of `problems`; any other stays. The page passes axe in light and dark with a field error and with the receipt shown.
 */
export async function sendUsddInHeadlessForm(page: Page, devnet: Devnet, problems: string[]): Promise<void> {
  const chainId = 31337;
  const { chain, client } = nodeOf(devnet, chainId);
  const usdd = chain.contracts.usdToken;
  const receiver = chain.accounts[5];
  if (!receiver) throw new Error('The devnet has too few accounts');
  const form = page.getByTestId('send-form');
  await form.waitFor();
  // The tokens come from the devnet's balance API: the native currency first, then the tokens held.
  const token = page.getByLabel('Token', { exact: true });
  const amount = page.getByLabel('Amount', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect.poll(() => token.locator('option').allTextContents(), { timeout: 20_000 }).toContain('USDD');
  expect((await token.locator('option').allTextContents())[0]).toBe('ETH');
  await token.selectOption(usdd.toLowerCase());
  await expect.poll(() => page.locator('#send-token-balance').textContent()).toMatch(/^Balance: [\d.]+ USDD$/);

  const sentBefore = await walletSends(devnet);
  await page.getByTestId('send-submit').click();
  expect(await formMessages(page)).toEqual({ amount: 'An amount and receiver address are required', to: null, alert: null });
  expect(await amount.getAttribute('aria-invalid')).toBe('true');
  expect(await amount.getAttribute('aria-describedby')).toBe('send-amount-error');
  expect(await walletSends(devnet)).toBe(sentBefore);
  expect(await accessibilityProblems(page)).toEqual([]);

  await amount.fill('1.005');
  const beforeLookup = problems.length;
  await to.fill('nobody.reown.id');
  await expect.poll(() => page.getByTestId('send-to-resolved').textContent(), { timeout: 20_000 }).toBe('No address is registered for nobody.reown.id');
  // The name service answers 404 for a name nobody holds, which the browser logs.
  takeExpectedProblems(problems, beforeLookup, /status of 404/);
  await to.fill(receiver);
  expect(await page.getByTestId('send-to-resolved').count()).toBe(0);

  // Declined in the wallet: said under the form, which keeps the amount and the receiver.
  const beforeDecline = problems.length;
  const declineNext = await fetch(`${devnet.apiUrl}/__devnet/wc/reject-next`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(declineNext.status).toBe(204);
  await page.getByTestId('send-submit').click();
  await expect.poll(() => formMessages(page), { timeout: 20_000 }).toEqual({ amount: null, to: null, alert: 'Transaction declined' });
  expect(await amount.inputValue()).toBe('1.005');
  expect(await to.inputValue()).toBe(receiver);
  expect(await walletSends(devnet)).toBe(sentBefore + 1);
  // WalletConnect's client logs the wallet's refusal as an error.
  takeExpectedProblems(problems, beforeDecline, /User rejected the request/);

  const before = await tokenBalance(devnet, chainId, usdd, receiver);
  await page.getByTestId('send-submit').click();
  const result = page.getByTestId('send-result');
  await expect.poll(() => result.getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
  const hash = ((await page.getByTestId('send-hash').textContent()) ?? '') as Hash;
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  expect(await result.textContent()).toContain(`Sent 1.005 USDD to ${receiver}`);
  expect(await page.getByTestId('send-receipt').textContent()).toMatch(/^Confirmed in block \d+$/);
  expect(await walletSends(devnet)).toBe(sentBefore + 2);
  expect(await amount.inputValue()).toBe('');
  expect(await to.inputValue()).toBe('');

  // On the node: the transaction went to USDD's contract, and the receiver holds exactly 1.005 USDD more.
  const receipt = await client.getTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  expect(receipt.to?.toLowerCase()).toBe(usdd.toLowerCase());
  expect((await tokenBalance(devnet, chainId, usdd, receiver)) - before).toBe(1_005_000n);
  expect(await accessibilityProblems(page)).toEqual([]);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(repoRoot, '.artifacts/screenshots/template-headless-send.png'), fullPage: true });
}
