// The Swap flow of the default modal in real Chromium against the devnet's Uniswap V2 pools: 0.1 ETH for DEV (the
// DEV balance rising by exactly the quoted amount), DEV for ETH through an exact approval (the allowance read on the
// node: the amount approved, then spent) shown first on ApproveTransaction (spender, token, exact amount; a click
// guard, Escape refused, ten clicks approving once), USDR with a prior allowance (the reset to 0 shown and sent
// first), an approval cancelled or declined beside the kept form, an expired quote that cannot be confirmed, the
// liquidity and balance messages, and an axe-core audit of Swap, TokenSelect, SwapPreview and ApproveTransaction in
// light and dark, with screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, Hex } from 'viem';
import type { Route } from 'playwright-core';
import { ANVIL_PRIVATE_KEYS, startDevnet } from '@connect-modal/devnet';
import { SWAP_QUOTE_LIFETIME_MS } from '@connect-modal/headless';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import { checkView, clickOnAppearance, clickTenTimes, devWallet, nodeReader, openConnected, sendRequests } from './sendPage.js';
import { allowance, approveOnNode, openSwap, quoteFor, shownUnits } from './swapPage.js';

const CHAIN_ID = 31337;
const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;
const TEST_TIMEOUT_MS = 180_000;

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

describe('Swap in the default modal', () => {
  it('swaps 0.1 ETH for DEV, then DEV for ETH through an exact approval, then USDR after a reset (light)', async () => {
    const opened = await openConnected(browser, devnet, 'light');
    const { page, errors } = opened;
    const node = nodeReader(devnet, CHAIN_ID);
    const { token: dev, resetToken: usdr, uniswap } = devnet.chains[0]!.contracts;
    const router = uniswap.router;

    // Wallet features in the SPEC's order: Swap before Receive and Send.
    const features = await page.getByRole('group', { name: 'Wallet features' }).getByRole('button').allTextContents();
    expect(features.indexOf('Swap')).toBeGreaterThanOrEqual(0);
    expect(features.indexOf('Swap')).toBeLessThan(features.indexOf('Receive'));

    await openSwap(page);
    expect(await page.getByTestId('swap-slippage').inputValue()).toBe('1');
    await checkView(opened, 'swap-view', 'swap-light-desktop');
    await page.getByTestId('swap-to-token').click();
    await page.locator('[data-testid="token-select-view"][data-side="to"]').waitFor();
    await page.getByTestId('token-select-USDR').waitFor();
    await checkView(opened, 'token-select-view', 'swap-token-select-light-desktop');
    await page.getByTestId('token-select-DEV').click();
    await page.getByTestId('swap-view').waitFor();

    // 0.1 ETH → DEV: the quote, the minimum at 1 %, the route; the flip keeps the slippage.
    await page.getByTestId('swap-slippage').fill('0.5');
    await page.getByTestId('swap-flip').click();
    expect(await page.getByTestId('swap-from-token').textContent()).toContain('DEV');
    expect(await page.getByTestId('swap-slippage').inputValue()).toBe('0.5');
    await page.getByTestId('swap-flip').click();
    await page.getByTestId('swap-slippage').fill('1');
    await quoteFor(page, '0.1');
    const quoted = await shownUnits(page, 'swap-quote-amount', 18);
    const minimum = await shownUnits(page, 'swap-quote-minimum', 18);
    expect(minimum).toBe((quoted * 9_900n) / 10_000n);
    expect(await page.getByTestId('swap-quote-route').textContent()).toBe('ETH → DEV');
    await checkView(opened, 'swap-view', 'swap-quoted-light-desktop');

    // A click in the confirm button's first 500 ms is ignored (clickjacking guard): the page clicks it the moment
    // it is added to the document, whatever the machine's speed, and keeps whether it was armed then.
    const requestsBefore = await sendRequests(page);
    await clickOnAppearance(page, 'swap-submit');
    await page.getByTestId('swap-review').click();
    await page.getByTestId('swap-preview-view').waitFor();
    expect(await page.evaluate('window.__earlyClick')).toBeNull();
    expect(await page.getByTestId('swap-preview-sell').textContent()).toBe('0.1 ETH');
    expect(await shownUnits(page, 'swap-preview-buy', 18)).toBe(quoted);
    expect(await page.getByTestId('swap-preview-slippage').textContent()).toBe('1%');
    expect(await page.getByTestId('swap-steps').locator('li').count()).toBe(1);
    // Once armed, one click swaps.
    await page.locator('[data-testid="swap-submit"][data-armed]').waitFor();
    expect(await sendRequests(page)).toBe(requestsBefore);
    await checkView(opened, 'swap-preview-view', 'swap-preview-light-desktop');
    const devBefore = await node.token(dev, SENDER);
    await page.getByTestId('swap-submit').click();
    await page.getByTestId('swap-done-view').waitFor({ timeout: 30_000 });
    await node.fee((await page.getByTestId('swap-hash').textContent()) as Hex);
    const gained = (await node.token(dev, SENDER)) - devBefore;
    expect(gained).toBeGreaterThanOrEqual(minimum);
    expect(gained).toBe(quoted);
    expect((await sendRequests(page)) - requestsBefore).toBe(1);
    await checkView(opened, 'swap-done-view', 'swap-done-light-desktop');
    await page.getByTestId('swap-back').click();
    await page.getByTestId('account-view').waitFor();

    // 250 DEV → ETH: an approval of exactly 250 DEV (seen on the node while the swap waits), then spent.
    await openSwap(page);
    await page.getByTestId('swap-flip').click();
    await quoteFor(page, '250');
    expect(await page.getByTestId('swap-from-token').textContent()).toContain('DEV');
    const ethQuoted = await shownUnits(page, 'swap-quote-amount', 18);
    await page.getByTestId('swap-review').click();
    expect(await page.getByTestId('swap-step-approving').textContent()).toBe('Approve exactly 250 DEV, if the allowance is short');
    await page.locator('[data-testid="swap-submit"][data-armed]').waitFor();
    expect(await allowance(node, dev, SENDER, router)).toBe(0n);
    const ethBefore = await node.ether(SENDER);
    const requestsBeforeApproval = await sendRequests(page);
    // Confirm first shows what the approval grants, with nothing asked of the wallet yet: the router may spend
    // exactly 250 DEV. Its Approve ignores a click in its first 500 ms, and Escape does not close the modal here.
    await clickOnAppearance(page, 'approve-confirm');
    await page.getByTestId('swap-submit').click();
    await page.getByTestId('approve-transaction-view').waitFor();
    expect(await page.evaluate('window.__earlyClick')).toBeNull();
    expect(await page.getByTestId('approve-amount').textContent()).toBe('250 DEV');
    expect((await page.getByTestId('approve-spender').textContent())?.toLowerCase()).toBe(router.toLowerCase());
    expect((await page.getByTestId('approve-token').textContent())?.toLowerCase()).toBe(dev.toLowerCase());
    expect(await page.getByTestId('approve-reset').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    expect(await page.getByTestId('approve-transaction-view').isVisible()).toBe(true);
    expect(await page.evaluate('window.__connectConfig._internal.modal.get().open')).toBe(true);
    await checkView(opened, 'approve-transaction-view', 'approve-transaction-light-desktop');
    expect(await sendRequests(page)).toBe(requestsBeforeApproval);
    expect(await allowance(node, dev, SENDER, router)).toBe(0n);
    // Ten clicks within 100 ms approve once; the swap goes on in the preview.
    await page.locator('[data-testid="approve-confirm"][data-armed]').waitFor();
    await devWallet(page, 'setPromptDelay(1500)');
    expect(await clickTenTimes(page, 'approve-confirm')).toBeLessThan(100);
    await page.getByTestId('swap-preview-view').waitFor();
    await page.locator('[data-testid="swap-step-approving"][aria-current="step"]').waitFor({ timeout: 10_000 });
    await page.locator('[data-testid="swap-step-swapping"][aria-current="step"]').waitFor({ timeout: 20_000 });
    expect(await allowance(node, dev, SENDER, router)).toBe(250n * 10n ** 18n);
    await page.getByTestId('swap-done-view').waitFor({ timeout: 30_000 });
    await devWallet(page, 'setPromptDelay(0)');
    const approvalFee = await node.fee((await page.getByTestId('swap-approval-hash').textContent()) as Hex);
    const swapFee = await node.fee((await page.getByTestId('swap-hash').textContent()) as Hex);
    expect(await allowance(node, dev, SENDER, router)).toBe(0n);
    expect(await node.ether(SENDER)).toBe(ethBefore + ethQuoted - approvalFee - swapFee);
    expect((await sendRequests(page)) - requestsBeforeApproval).toBe(2);
    await page.getByTestId('swap-back').click();
    await page.getByTestId('account-view').waitFor();

    // USDR with a prior allowance of 1 unit: its approve reverts unless reset, so the reset to 0 is sent first.
    await approveOnNode(devnet, CHAIN_ID, node, ANVIL_PRIVATE_KEYS[1] as Hex, usdr, router, 1n);
    await openSwap(page);
    await page.getByTestId('swap-from-token').click();
    await page.locator('[data-testid="token-select-view"][data-side="from"]').waitFor();
    await page.getByTestId('token-select-USDR').click();
    await expect.poll(() => page.getByTestId('swap-from-token').textContent()).toContain('USDR');
    await page.getByTestId('swap-to-token').click();
    await page.getByTestId('token-select-ETH').click();
    await expect.poll(() => page.getByTestId('swap-to-token').textContent()).toContain('ETH');
    await quoteFor(page, '30');
    await page.getByTestId('swap-review').click();
    expect(await page.getByTestId('swap-step-resetting').textContent()).toBe('Reset the USDR allowance to 0, if one is set');
    await page.locator('[data-testid="swap-submit"][data-armed]').waitFor();
    await page.getByTestId('swap-submit').click();
    await page.getByTestId('approve-transaction-view').waitFor();
    expect(await page.getByTestId('approve-amount').textContent()).toBe('30 USDR');
    expect(await page.getByTestId('approve-reset').textContent()).toBe('The USDR allowance is set to 0 first, as this token requires.');
    await checkView(opened, 'approve-transaction-view', 'approve-transaction-reset-light-desktop');
    await page.locator('[data-testid="approve-confirm"][data-armed]').waitFor();
    await devWallet(page, 'setPromptDelay(2500)');
    await page.getByTestId('approve-confirm').click();
    await page.locator('[data-testid="swap-step-resetting"][aria-current="step"]').waitFor({ timeout: 10_000 });
    await checkView(opened, 'swap-preview-view', 'swap-preview-resetting-light-desktop');
    await page.getByTestId('swap-done-view').waitFor({ timeout: 30_000 });
    await devWallet(page, 'setPromptDelay(0)');
    expect(await page.getByTestId('swap-reset-hash').textContent()).toMatch(/^0x[0-9a-f]{64}$/);
    await node.fee((await page.getByTestId('swap-hash').textContent()) as Hex);
    expect(await allowance(node, usdr, SENDER, router)).toBe(0n);

    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('keeps the form after a declined approval, and tells liquidity from balance, 360 px wide (dark)', async () => {
    const opened = await openConnected(browser, devnet, 'dark', 360);
    const { page, errors } = opened;
    const node = nodeReader(devnet, CHAIN_ID);
    const { token: dev, uniswap } = devnet.chains[0]!.contracts;
    // The service's refusal of the quote is a 400 the browser logs; every 400 must be a quote request.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 400) refused.push(new URL(response.url()).pathname);
    });
    await openSwap(page);
    await checkView(opened, 'swap-view', 'swap-dark-mobile');

    // More ETH than the account holds: the balance message, and no quote asked.
    await page.getByTestId('swap-amount').fill('1000000');
    expect(await page.getByTestId('swap-balance-error').textContent()).toBe('Insufficient ETH balance');
    expect(await page.getByTestId('swap-review').isDisabled()).toBe(true);

    // More DEV than the pool holds (300,000), less than the account's: the liquidity message.
    await page.getByTestId('swap-flip').click();
    await page.getByTestId('swap-amount').fill('400000');
    await expect.poll(() => page.getByTestId('swap-quote-error').textContent(), { timeout: 15_000 }).toBe('Not enough liquidity for this amount; try a smaller one');
    expect(await page.getByTestId('swap-balance-error').count()).toBe(0);
    await checkView(opened, 'swap-view', 'swap-liquidity-dark-mobile');

    await page.getByTestId('swap-from-token').click();
    await page.getByTestId('token-select-DEV').waitFor();
    await checkView(opened, 'token-select-view', 'swap-token-select-dark-mobile');
    await page.getByTestId('token-select-DEV').click();
    await page.getByTestId('swap-view').waitFor();

    // 10 DEV → ETH, the approval declined: the message beside the kept form, nothing approved.
    await quoteFor(page, '10');
    await page.getByTestId('swap-review').click();
    await page.locator('[data-testid="swap-submit"][data-armed]').waitFor();
    await checkView(opened, 'swap-preview-view', 'swap-preview-dark-mobile');
    // Cancelled on the approval screen: nothing asked of the wallet, the preview says so, and the stack is empty.
    const requestsBefore = await sendRequests(page);
    await page.getByTestId('swap-submit').click();
    await page.getByTestId('approve-transaction-view').waitFor();
    await checkView(opened, 'approve-transaction-view', 'approve-transaction-dark-mobile');
    await page.getByTestId('approve-cancel').click();
    await expect.poll(() => page.getByTestId('swap-error').textContent(), { timeout: 15_000 }).toBe('The approval was declined; nothing was sent to your wallet');
    expect(await page.evaluate('window.__connectConfig._internal.router.get().transactionStack.length')).toBe(0);
    // Going back from the approval screen declines the same way (Confirm is armed again 500 ms after the preview
    // comes back).
    await page.locator('[data-testid="swap-submit"][data-armed]').waitFor();
    await page.getByTestId('swap-submit').click();
    await page.getByTestId('approve-transaction-view').waitFor();
    await page.getByTestId('modal-back').click();
    await page.getByTestId('swap-preview-view').waitFor();
    await expect.poll(() => page.getByTestId('swap-error').textContent(), { timeout: 15_000 }).toBe('The approval was declined; nothing was sent to your wallet');
    expect(await sendRequests(page)).toBe(requestsBefore);
    // Approved here, then declined in the wallet.
    await page.locator('[data-testid="swap-submit"][data-armed]').waitFor();
    await page.getByTestId('swap-submit').click();
    await page.locator('[data-testid="approve-confirm"][data-armed]').waitFor();
    await devWallet(page, 'rejectNext()');
    await page.getByTestId('approve-confirm').click();
    await expect.poll(() => page.getByTestId('swap-error').textContent(), { timeout: 15_000 }).toBe('Transaction declined');
    await checkView(opened, 'swap-preview-view', 'swap-preview-declined-dark-mobile');
    expect(await allowance(node, dev, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', uniswap.router)).toBe(0n);
    await page.getByTestId('modal-back').click();
    await page.getByTestId('swap-view').waitFor();
    expect(await page.getByTestId('swap-amount').inputValue()).toBe('10');
    expect(await page.getByTestId('swap-from-token').textContent()).toContain('DEV');
    expect(await page.getByTestId('swap-to-token').textContent()).toContain('ETH');

    const overflow = await page.evaluate('document.querySelector(\'[data-testid="swap-view"]\').scrollWidth - document.querySelector(\'[data-testid="swap-view"]\').clientWidth');
    expect(overflow).toBe(0);
    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['/v1/convert/quotes']));
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    expect(errors.length).toBe(refused.length);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('an expired quote cannot be confirmed until a new one is in', async () => {
    const opened = await openConnected(browser, devnet, 'light', 1280, (page) => page.clock.install());
    const { page, errors } = opened;
    await openSwap(page);
    await quoteFor(page, '0.01');
    await page.getByTestId('swap-review').click();
    await page.locator('[data-testid="swap-submit"][data-armed]').waitFor();
    // The service stops answering quotes, and the held quote ages past its lifetime.
    const isQuote = (url: URL) => url.pathname === '/v1/convert/quotes';
    const held: Route[] = [];
    let answering = false;
    await page.route(isQuote, async (route) => {
      if (answering) await route.continue();
      else held.push(route);
    });
    const requestsBefore = await sendRequests(page);
    await page.clock.fastForward(SWAP_QUOTE_LIFETIME_MS + 1_000);
    await page.getByTestId('swap-expired').waitFor();
    expect(await page.getByTestId('swap-expired').textContent()).toBe('The quote has expired; a new one is on its way');
    expect(await page.getByTestId('swap-submit').isDisabled()).toBe(true);
    await page.getByTestId('swap-submit').click({ force: true });
    await checkView(opened, 'swap-preview-view', 'swap-preview-expired-light-desktop');
    expect(await sendRequests(page)).toBe(requestsBefore);
    expect(held.length).toBeGreaterThan(0);
    // The service answers again: a fresh quote, and Confirm is back.
    answering = true;
    for (const route of held.splice(0)) await route.continue();
    await page.locator('[data-testid="swap-submit"]:not([disabled])').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('swap-expired').count()).toBe(0);
    expect(await sendRequests(page)).toBe(requestsBefore);
    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('opens on Swap with arguments and fills the form', async () => {
    const opened = await openConnected(browser, devnet, 'light');
    const { page, errors } = opened;
    await page.getByTestId('modal-close').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.evaluate(`window.__connectConfig._internal.modal.open({ view: 'Swap', data: { fromToken: 'DEV', toToken: 'USDD', amount: '12.5', slippage: 2 } })`);
    await page.getByTestId('swap-view').waitFor();
    await expect.poll(() => page.getByTestId('swap-from-token').textContent(), { timeout: 10_000 }).toContain('DEV');
    expect(await page.getByTestId('swap-to-token').textContent()).toContain('USDD');
    expect(await page.getByTestId('swap-amount').inputValue()).toBe('12.5');
    expect(await page.getByTestId('swap-slippage').inputValue()).toBe('2');
    await page.getByTestId('swap-quote-amount').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('swap-quote-route').textContent()).toBe('DEV → USDD');
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
