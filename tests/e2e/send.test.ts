// The Send flow of the default modal in real Chromium against the devnet: ETH and a 6-decimal token (USDD) sent to
// other dev accounts, the node's balances moving by exactly the amounts, ten fast clicks sending once, a decline
// and an invalid receiver shown beside the kept form, and an axe-core audit of Send, TokenSelect and SendPreview in
// light and dark, with screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEther, parseEther } from 'viem';
import type { Address, Hash } from 'viem';
import { ANVIL_ACCOUNTS, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import { checkView, clickTenTimes, devWallet, nodeReader, openConnected, sendRequests } from './sendPage.js';
import type { SendPage } from './sendPage.js';

const CHAIN_ID = 31337;
const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;
// alice.reown.id on the devnet's name service.
const ALICE = ANVIL_ACCOUNTS[0] as Address;
const ETH_RECEIVER = ANVIL_ACCOUNTS[2] as Address;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const TEST_TIMEOUT_MS = 120_000;

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [CHAIN_ID] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

/** From Account, opens Send and waits for the native currency to be offered. */
async function openSend(opened: SendPage) {
  const { page } = opened;
  await page.getByTestId('wallet-feature-send').click();
  await page.getByTestId('send-view').waitFor();
  await expect.poll(() => page.getByTestId('send-token').textContent(), { timeout: 10_000 }).toContain('ETH');
}

/** Picks a token in TokenSelect, opened from Send's token row. */
async function chooseToken(opened: SendPage, symbol: string, audit?: string) {
  const { page } = opened;
  await page.getByTestId('send-token').click();
  await page.getByTestId(`token-select-${symbol}`).waitFor();
  if (audit) await checkView(opened, 'token-select-view', audit);
  await page.getByTestId(`token-select-${symbol}`).click();
  await page.getByTestId('send-view').waitFor();
  await expect.poll(() => page.getByTestId('send-token').textContent()).toContain(symbol);
}

describe('Send in the default modal', () => {
  it('sends ETH and then 1.005 USDD to a name: exact balances, ten clicks send once (light)', async () => {
    const opened = await openConnected(browser, devnet, 'light');
    const { page, errors } = opened;
    const node = nodeReader(devnet, CHAIN_ID);
    const usdToken = devnet.chains[0]!.contracts.usdToken;

    // Wallet features in the SPEC's order: Receive before Send.
    const features = await page.getByRole('group', { name: 'Wallet features' }).getByRole('button').allTextContents();
    expect(features.indexOf('Send')).toBeGreaterThan(features.indexOf('Receive'));

    await openSend(opened);
    await checkView(opened, 'send-view', 'send-light-desktop');
    await chooseToken(opened, 'ETH', 'token-select-light-desktop');
    await page.getByTestId('send-amount').fill('0.25');
    await page.getByTestId('send-to').fill(ETH_RECEIVER);
    await page.getByTestId('send-preview').click();
    await checkView(opened, 'send-preview-view', 'send-preview-light-desktop');
    expect(await page.getByTestId('send-preview-amount').textContent()).toBe('0.25 ETH');
    expect(await page.getByTestId('send-preview-to').textContent()).toBe(ETH_RECEIVER);
    expect(await page.getByTestId('send-preview-network').textContent()).toContain(String(CHAIN_ID));

    // The wallet answers after 2 s, so the burst lands while the request is open and its state can be seen.
    const [senderEth, receiverEth] = await Promise.all([node.ether(SENDER), node.ether(ETH_RECEIVER)]);
    const requestsBefore = await sendRequests(page);
    await devWallet(page, 'setPromptDelay(2000)');
    expect(await clickTenTimes(opened.page, 'send-submit')).toBeLessThan(100);
    await page.locator('[data-testid="send-submit"][disabled]').filter({ hasText: 'Sending…' }).waitFor();
    await checkView(opened, 'send-preview-view', 'send-preview-sending-light-desktop');
    await page.getByTestId('send-sent-view').waitFor({ timeout: 15_000 });
    await devWallet(page, 'setPromptDelay(0)');
    expect((await sendRequests(page)) - requestsBefore).toBe(1);
    const ethHash = (await page.getByTestId('send-hash').textContent()) as Hash;
    expect(ethHash).toMatch(/^0x[0-9a-f]{64}$/);
    await checkView(opened, 'send-sent-view', 'send-sent-light-desktop');
    const fee = await node.fee(ethHash);
    expect(await node.ether(ETH_RECEIVER)).toBe(receiverEth + parseEther('0.25'));
    expect(await node.ether(SENDER)).toBe(senderEth - parseEther('0.25') - fee);
    expect((await sendRequests(page)) - requestsBefore).toBe(1);

    // Back to Account; a new Send starts empty.
    await page.getByTestId('send-done').click();
    await page.getByTestId('account-view').waitFor();
    await openSend(opened);
    expect(await page.getByTestId('send-amount').inputValue()).toBe('');

    // 1.005 USDD to alice.reown.id: the name's address is shown beside it, and exactly 1,005,000 units move.
    await chooseToken(opened, 'USDD');
    expect(await page.getByTestId('send-balance').textContent()).toContain('USDD');
    await page.getByTestId('send-amount').fill('1.005');
    await page.getByTestId('send-to').fill('alice.reown.id');
    await expect.poll(() => page.getByTestId('send-resolved').textContent(), { timeout: 10_000 }).toBe(`alice.reown.id is ${ALICE}`);
    await page.getByTestId('send-preview').click();
    await page.getByTestId('send-preview-view').waitFor();
    expect(await page.getByTestId('send-preview-amount').textContent()).toBe('1.005 USDD');
    expect(await page.getByTestId('send-preview-name').textContent()).toBe('alice.reown.id');
    expect(await page.getByTestId('send-preview-to').textContent()).toContain(ALICE);
    const [senderUsd, aliceUsd] = await Promise.all([node.token(usdToken, SENDER), node.token(usdToken, ALICE)]);
    const before = await sendRequests(page);
    await page.getByTestId('send-submit').click();
    await page.getByTestId('send-sent-view').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('send-sent-amount').textContent()).toBe('1.005 USDD is on its way.');
    await node.fee((await page.getByTestId('send-hash').textContent()) as Hash);
    expect(await node.token(usdToken, SENDER)).toBe(senderUsd - 1_005_000n);
    expect(await node.token(usdToken, ALICE)).toBe(aliceUsd + 1_005_000n);
    expect((await sendRequests(page)) - before).toBe(1);

    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('shows an invalid receiver and a decline beside the kept form, by keyboard, 360 px wide (dark)', async () => {
    const opened = await openConnected(browser, devnet, 'dark', 360);
    const { page, errors } = opened;
    await openSend(opened);
    await checkView(opened, 'send-view', 'send-dark-mobile');

    // Nothing typed: the SPEC's text under the amount.
    await page.getByTestId('send-preview').click();
    expect(await page.getByTestId('send-amount-error').textContent()).toBe('An amount and receiver address are required');

    // The zero address, typed by keyboard: its message under the receiver, and no preview.
    await page.getByTestId('send-amount').focus();
    await page.keyboard.type('0.1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.getAttribute("data-testid")')).toBe('send-to');
    expect(await page.evaluate('document.activeElement.labels[0].textContent')).toBe('To');
    await page.keyboard.type(ZERO_ADDRESS);
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('send-to-error').textContent()).toBe('That is the zero address: whatever is sent there is lost');
    expect(await page.getByTestId('send-to').getAttribute('aria-invalid')).toBe('true');
    await checkView(opened, 'send-view', 'send-invalid-dark-mobile');
    expect(await page.getByTestId('send-preview-view').count()).toBe(0);

    // Max fills the balance less the fee of a transfer, exactly.
    await page.getByTestId('send-max').click();
    // Max reads the balance and the fee first: wait for the field to change, then check what it holds.
    await expect.poll(() => page.getByTestId('send-amount').inputValue(), { timeout: 10_000 }).not.toBe('0.1');
    expect(await page.getByTestId('send-amount').inputValue()).toMatch(/^\d+(\.\d+)?$/);
    await page.getByTestId('send-amount').fill('0.1');

    await chooseToken(opened, 'ETH', 'token-select-dark-mobile');
    await page.getByTestId('send-to').fill(ETH_RECEIVER);
    await page.getByTestId('send-to').press('Enter');
    await checkView(opened, 'send-preview-view', 'send-preview-dark-mobile');

    // A decline: the message, and the form as it was.
    const before = await sendRequests(page);
    await devWallet(page, 'rejectNext()');
    await page.getByTestId('send-submit').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('send-error').textContent(), { timeout: 10_000 }).toBe('Transaction declined');
    await checkView(opened, 'send-preview-view', 'send-preview-declined-dark-mobile');
    expect((await sendRequests(page)) - before).toBe(1);
    await page.getByTestId('modal-back').click();
    await page.getByTestId('send-view').waitFor();
    expect(await page.getByTestId('send-amount').inputValue()).toBe('0.1');
    expect(await page.getByTestId('send-to').inputValue()).toBe(ETH_RECEIVER);
    expect(await page.getByTestId('send-token').textContent()).toContain('ETH');

    // The whole balance, which leaves nothing for gas: the node refuses it, the wallet asked once, nothing moved,
    // and the form is kept.
    const node = nodeReader(devnet, CHAIN_ID);
    const balance = await node.ether(SENDER);
    await page.getByTestId('send-amount').fill(formatEther(balance));
    await page.getByTestId('send-to').press('Enter');
    await page.getByTestId('send-preview-view').waitFor();
    const beforeFunds = await sendRequests(page);
    await page.getByTestId('send-submit').click();
    await expect.poll(() => page.getByTestId('send-error').textContent(), { timeout: 10_000 }).toMatch(/exceeds the balance of the account/);
    await checkView(opened, 'send-preview-view', 'send-preview-insufficient-dark-mobile');
    expect((await sendRequests(page)) - beforeFunds).toBe(1);
    expect(await node.ether(SENDER)).toBe(balance);
    expect(await page.evaluate('window.__connectConfig._internal.router.get().transactionStack.length')).toBe(0);
    await page.getByTestId('modal-back').click();
    expect(await page.getByTestId('send-amount').inputValue()).toBe(formatEther(balance));

    // Nothing overflows the 360 px card.
    const overflow = await page.evaluate('document.querySelector(\'[data-testid="send-view"]\').scrollWidth - document.querySelector(\'[data-testid="send-view"]\').clientWidth');
    expect(overflow).toBe(0);

    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
