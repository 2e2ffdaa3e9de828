// Buy (the onramp) in the default modal, in real Chromium against the devnet and its stand-in onramp providers:
// Account → Buy, an amount under the minimum refused with the onramp's message, a live quote with its fees, the
// providers with their own quotes and limits, the provider's page followed in its new tab, "Complete purchase"
// there, and the node's balance rising by exactly the quoted amount while BuyInProgress shows it arrived; on an EVM
// account (light, by mouse) and again by keyboard (dark), then on a Solana account. Every view passes axe-core in
// light and dark, with screenshots.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, parseUnits } from 'viem';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';
import { checkView, nodeReader, openConnected } from './sendPage.js';
import type { SendPage } from './sendPage.js';

const CHAIN_ID = 31337;
const SOLANA_WALLET = 'dev-solana-wallet';
const TEST_TIMEOUT_MS = 150_000;
const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [CHAIN_ID], walletConnect: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

/** From Account, opens Buy and waits for the form (the options are in). */
async function openBuy(opened: SendPage) {
  const { page } = opened;
  await page.getByTestId('wallet-feature-onramp').click();
  await page.getByTestId('onramp-amount').waitFor({ timeout: 15_000 });
}

/** Types an amount and waits for its quote to be current (Continue enabled). */
async function quoteFor(page: Page, amount: string) {
  await page.getByTestId('onramp-amount').fill(amount);
  await page.locator('[data-testid="onramp-continue"]:not([disabled])').waitFor({ timeout: 15_000 });
}

/** The text of a test id, trimmed. */
async function text(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).textContent()) ?? '').trim();
}

/**
 * Chooses a provider (by a click, or by Enter on the focused row) and returns the provider's page, opened in a new
 * tab, once BuyInProgress shows the wait.
 */
async function chooseProvider(opened: SendPage, provider: string, by: 'click' | 'keyboard'): Promise<Page> {
  const { page } = opened;
  const row = page.getByTestId(`onramp-provider-${provider}`);
  const tab = browser.context.waitForEvent('page');
  if (by === 'click') await row.click();
  else {
    await row.focus();
    await page.keyboard.press('Enter');
  }
  const popup = await tab;
  await popup.waitForLoadState();
  await page.locator('[data-testid="buy-in-progress-view"][data-status="waiting"]').waitFor();
  return popup;
}

/** Completes the purchase on the provider's page and waits for its receipt. */
async function completePurchase(popup: Page, title: string) {
  expect(await popup.title()).toBe(title);
  await popup.getByRole('button', { name: 'Complete purchase' }).click();
  await popup.getByRole('heading', { name: 'Purchase complete' }).waitFor();
  await popup.close();
}

/** Waits for BuyInProgress to show the purchase arrived, and returns what it says arrived. */
async function arrived(page: Page): Promise<string> {
  await page.locator('[data-testid="buy-in-progress-view"][data-status="done"]').waitFor({ timeout: 20_000 });
  return text(page, 'buy-received');
}

/** The audits of the views so far must all be clean, and the page must have logged no error. */
function expectClean(opened: SendPage) {
  for (const [name, violations] of Object.entries(opened.audits)) expect(violations, name).toEqual([]);
  expect(opened.errors).toEqual([]);
}

describe('Buy in the default modal', () => {
  it('buys 20 USD of ETH with DevRamp: the node shows exactly the quoted ETH arrived, and so does the modal (light)', async () => {
    const opened = await openConnected(browser, devnet, 'light');
    const { page } = opened;
    const node = nodeReader(devnet, CHAIN_ID);
    const address = devnet.account;

    // Wallet features in the specification's order: Buy first, then Swap, Receive and Send.
    const features = await page.getByRole('group', { name: 'Wallet features' }).getByRole('button').allTextContents();
    expect(features).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
    await checkView(opened, 'account-view', 'onramp-account-light-desktop');

    await openBuy(opened);
    expect(await text(page, 'modal-title')).toBe('Buy');
    expect(await page.getByTestId('onramp-currency').inputValue()).toBe('USD');
    expect(await page.getByTestId('onramp-purchase-currency').inputValue()).toBe('ETH');
    expect(await text(page, 'onramp-limits')).toBe('From 10.00 USD to 7,500.00 USD');
    await checkView(opened, 'onramp-view', 'onramp-light-desktop');

    // Under the minimum: the onramp's own message under the field, no quote, Continue disabled.
    await page.getByTestId('onramp-amount').fill('9.99');
    await expect.poll(() => text(page, 'onramp-amount-error'), { timeout: 10_000 }).toBe('The minimum is 10.00 USD');
    expect(await page.getByTestId('onramp-amount').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('onramp-continue').isDisabled()).toBe(true);
    expect(await page.getByTestId('onramp-quote').count()).toBe(0);
    await checkView(opened, 'onramp-view', 'onramp-minimum-light-desktop');

    // 20.00 USD by card: 0.30 DevRamp fee (1.5 %), 0.50 network fee, 19.20 USD at 3,000.00 USD per ETH.
    await quoteFor(page, '20');
    expect(await text(page, 'onramp-quote-total')).toBe('20.00 USD');
    expect(await text(page, 'onramp-quote-provider-fee')).toBe('0.30 USD');
    expect(await text(page, 'onramp-quote-network-fee')).toBe('0.50 USD');
    expect(await text(page, 'onramp-quote-amount')).toBe('0.0064 ETH');
    expect(await page.getByTestId('onramp-amount-error').count()).toBe(0);
    await checkView(opened, 'onramp-view', 'onramp-quoted-light-desktop');

    await page.getByTestId('onramp-continue').click();
    await page.getByTestId('onramp-providers-view').waitFor();
    expect(await text(page, 'modal-title')).toBe('Choose provider');
    await expect.poll(() => page.getByTestId('onramp-provider-devramp-amount').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('onramp-provider-testpay-amount').count(), { timeout: 10_000 }).toBe(1);
    expect(await text(page, 'onramp-provider-devramp-fee')).toBe('Fee 1.50%');
    expect(await text(page, 'onramp-provider-devramp-amount')).toBe('0.0064 ETH');
    // TestPay: 0.20 fee (1 %), 0.50 network fee, 19.30 USD, rounded down to the wei.
    expect(await text(page, 'onramp-provider-testpay-fee')).toBe('Fee 1.00%');
    expect(await text(page, 'onramp-provider-testpay-amount')).toBe('0.006433333333333333 ETH');
    await checkView(opened, 'onramp-providers-view', 'onramp-providers-light-desktop');

    const before = await node.ether(address);
    const popup = await chooseProvider(opened, 'devramp', 'click');
    expect(new URL(popup.url()).searchParams.get('presetFiatAmount')).toBe('20.00');
    expect(await text(page, 'modal-title')).toBe('Buying');
    expect(await text(page, 'buy-provider')).toBe('DevRamp');
    expect(await text(page, 'buy-quoted')).toBe('0.0064 ETH');
    expect(await page.getByTestId('buy-reopen').getAttribute('target')).toBe('_blank');
    await checkView(opened, 'buy-in-progress-view', 'onramp-waiting-light-desktop');
    // Nothing arrives before the purchase is completed.
    expect(await node.ether(address)).toBe(before);

    await completePurchase(popup, 'Buy ETH with DevRamp');
    expect(await node.ether(address)).toBe(before + parseEther('0.0064'));
    expect(await arrived(page)).toBe('0.0064 ETH arrived in your account.');
    expect(await text(page, 'buy-received-quoted')).toBe('DevRamp quoted 0.0064 ETH.');
    await checkView(opened, 'buy-in-progress-view', 'onramp-done-light-desktop');
    await page.getByTestId('buy-done').click();
    await page.getByTestId('account-view').waitFor();
    // The form starts empty again.
    await openBuy(opened);
    expect(await page.getByTestId('onramp-amount').inputValue()).toBe('');

    expectClean(opened);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('buys 60 USD of ETH by bank transfer with TestPay, all by keyboard, after its bank minimum refused 20 (dark, 360 px wide)', async () => {
    const opened = await openConnected(browser, devnet, 'dark', 360);
    const { page } = opened;
    const node = nodeReader(devnet, CHAIN_ID);
    const address = devnet.account;
    await checkView(opened, 'account-view', 'onramp-account-dark-mobile');

    await page.getByTestId('wallet-feature-onramp').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('onramp-amount').waitFor({ timeout: 15_000 });
    await page.getByTestId('onramp-amount').focus();
    await page.keyboard.type('5');
    await expect.poll(() => text(page, 'onramp-amount-error'), { timeout: 10_000 }).toBe('The minimum is 10.00 USD');
    await checkView(opened, 'onramp-view', 'onramp-minimum-dark-mobile');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('20');
    // The payment method by arrow key: from card to bank.
    await page.getByTestId('onramp-method-card').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('onramp-method-bank').isChecked()).toBe(true);
    expect(await text(page, 'onramp-limits')).toBe('From 10.00 USD to 25,000.00 USD');
    await page.locator('[data-testid="onramp-continue"]:not([disabled])').waitFor({ timeout: 15_000 });
    await checkView(opened, 'onramp-view', 'onramp-quoted-dark-mobile');
    await page.getByTestId('onramp-continue').focus();
    await page.keyboard.press('Enter');

    // TestPay's own bank minimum is 50.00 USD: its row says so and cannot be chosen; DevRamp can.
    await page.getByTestId('onramp-providers-view').waitFor();
    await expect.poll(() => page.getByTestId('onramp-provider-testpay-refusal').count(), { timeout: 10_000 }).toBe(1);
    expect(await text(page, 'onramp-provider-testpay-refusal')).toBe('The minimum is 50.00 USD');
    expect(await page.getByTestId('onramp-provider-testpay').isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('onramp-provider-devramp-amount').count(), { timeout: 10_000 }).toBe(1);
    await checkView(opened, 'onramp-providers-view', 'onramp-providers-refusal-dark-mobile');

    // Back to the form (the header's back button), 60.00 USD.
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('onramp-amount').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('60');
    await page.locator('[data-testid="onramp-continue"]:not([disabled])').waitFor({ timeout: 15_000 });
    await page.getByTestId('onramp-continue').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('onramp-providers-view').waitFor();
    await expect.poll(() => page.getByTestId('onramp-provider-testpay-amount').count(), { timeout: 10_000 }).toBe(1);
    // 60.00 - 0.60 (1 %) - 0.50 = 58.90 USD at 3,000.00 USD per ETH, rounded down to the wei.
    const quoted = await text(page, 'onramp-provider-testpay-amount');
    expect(quoted).toBe('0.019633333333333333 ETH');
    await checkView(opened, 'onramp-providers-view', 'onramp-providers-dark-mobile');

    const before = await node.ether(address);
    const popup = await chooseProvider(opened, 'testpay', 'keyboard');
    expect(new URL(popup.url()).searchParams.get('defaultPaymentMethod')).toBe('bank');
    await checkView(opened, 'buy-in-progress-view', 'onramp-waiting-dark-mobile');
    await completePurchase(popup, 'Buy ETH with TestPay');
    expect(await node.ether(address)).toBe(before + parseEther('0.019633333333333333'));
    expect(await arrived(page)).toBe('0.019633333333333333 ETH arrived in your account.');
    await checkView(opened, 'buy-in-progress-view', 'onramp-done-dark-mobile');
    await page.getByTestId('buy-done').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('account-view').waitFor();

    expectClean(opened);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('buys SOL for a Solana account after a page left unpaid: the engine shows exactly the quoted lamports arrived (light)', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(new URL('/modal?namespaces=solana&theme=light', devnet.url).toString());
    await page.evaluate('localStorage.clear(); sessionStorage.clear()');
    await page.reload();
    await page.getByTestId('connect-button').waitFor({ timeout: 20_000 });
    await page.evaluate(async (id) => {
      const config = (window as unknown as { __connectConfig: { _internal: { connect(id: string, options: object): Promise<unknown> } } }).__connectConfig;
      await config._internal.connect(id, { namespace: 'solana' });
    }, SOLANA_WALLET);
    const address = devnet.solana.accounts[0] as string;
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor();
    await expect.poll(() => page.getByTestId('account-name').getAttribute('title')).toBe(address);
    const opened: SendPage = { page, errors, audits: {} };

    // A Solana account is offered Buy (and neither Swap nor Bitcoin's absent features).
    const features = await page.getByRole('group', { name: 'Wallet features' }).getByRole('button').allTextContents();
    expect(features[0]).toBe('Buy');
    expect(features).not.toContain('Swap');
    await openBuy(opened);
    expect(await page.getByTestId('onramp-purchase-currency').inputValue()).toBe('SOL');
    expect(await text(page, 'onramp-network')).toBe('On Solana Localnet');
    // 20.00 - 0.30 (1.5 %) - 0.50 = 19.20 USD at 150.00 USD per SOL.
    await quoteFor(page, '20');
    expect(await text(page, 'onramp-quote-amount')).toBe('0.128 SOL');
    await checkView(opened, 'onramp-view', 'onramp-solana-light-desktop');
    await page.getByTestId('onramp-continue').click();
    await page.getByTestId('onramp-providers-view').waitFor();
    await expect.poll(() => page.getByTestId('onramp-provider-devramp-amount').count(), { timeout: 10_000 }).toBe(1);

    const engine = devnet.solana.engine;
    const before = engine.getBalance(address);
    // A page left without a purchase: the link opens it again, Stop waiting goes back to Account and nothing arrives.
    const abandoned = await chooseProvider(opened, 'devramp', 'click');
    await abandoned.close();
    const reopened = browser.context.waitForEvent('page');
    await page.getByTestId('buy-reopen').click();
    const again = await reopened;
    expect(again.url()).toBe(abandoned.url());
    await again.close();
    await page.getByTestId('buy-cancel').click();
    await page.getByTestId('account-view').waitFor();
    expect(engine.getBalance(address)).toBe(before);

    await openBuy(opened);
    expect(await page.getByTestId('onramp-amount').inputValue()).toBe('');
    await quoteFor(page, '20');
    await page.getByTestId('onramp-continue').click();
    await expect.poll(() => page.getByTestId('onramp-provider-devramp-amount').count(), { timeout: 10_000 }).toBe(1);
    const popup = await chooseProvider(opened, 'devramp', 'click');
    expect(await text(page, 'buy-address')).toBe(address);
    await completePurchase(popup, 'Buy SOL with DevRamp');
    expect(engine.getBalance(address)).toBe(before + parseUnits('0.128', 9));
    expect(await arrived(page)).toBe('0.128 SOL arrived in your account.');
    await checkView(opened, 'buy-in-progress-view', 'onramp-solana-done-light-desktop');
    expect(await auditPage(page)).toEqual([]);

    expectClean(opened);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
