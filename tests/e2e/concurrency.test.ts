// One wallet request per gesture, in real Chromium against the devnet: the dev wallet (an EIP-6963 browser wallet)
// keeps each prompt open for a while, and double clicks, ten-fold clicks, a held Enter key, ten presses of Retry and
// Back-then-again on its row each ask it once; once connected, ten clicks on every button that asks the wallet
// (sign-in, Send, Swap, a network, Disconnect) ask it once each. A page script announcing itself under the dev
// wallet's rdns and name before the real wallet does not hide it: both rows show, both say two wallets claim the name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { ANVIL_ACCOUNTS, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';
import {
  DEV_WALLET,
  Figures,
  PROMPT_DELAY_MS,
  accountStatus,
  devWallet,
  holdEnter,
  holdScript,
  impostorScript,
  mouseBurst,
  openModal,
  openPage,
  pageBurst,
  screenshot,
  waitConnected,
  walletRequests,
} from './concurrencyPage.js';
import type { ConcurrencyPage } from './concurrencyPage.js';
import { openSwap, quoteFor } from './swapPage.js';

const TEST_TIMEOUT_MS = 120_000;
const ROW = `wallet-${DEV_WALLET}`;
const RECEIVER = ANVIL_ACCOUNTS[5] as Address;

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const figures = new Figures();

beforeAll(async () => {
  [devnet, browser] = await Promise.all([startDevnet({ chainIds: [31337, 31338], walletConnect: false }), launchBrowser()]);
});

afterAll(async () => {
  figures.total();
  await browser?.close();
  await devnet?.stop();
});

/**
 * Runs a burst on a button that asks the wallet for `method`, waits for its outcome (`settled`), prints the figure
 * and checks the wallet was asked exactly once.
 */
async function burst(opened: ConcurrencyPage, button: string, method: string, run: () => Promise<number>, settled: () => Promise<void>) {
  const before = await walletRequests(opened.page, method);
  const clicks = await run();
  await settled();
  const requests = (await walletRequests(opened.page, method)) - before;
  figures.add(button, clicks, requests);
  expect(clicks, `${button}: clicks`).toBeGreaterThan(1);
  expect(requests, `${button}: wallet requests`).toBe(1);
}

/** Disconnects through the page's config, between two connect gestures. */
async function disconnect(opened: ConcurrencyPage) {
  await opened.page.evaluate('window.__connectConfig._internal.disconnect()');
  await expect.poll(() => accountStatus(opened.page)).toBe('disconnected');
}

describe('one wallet request per gesture', () => {
  it('connecting: a double click, ten clicks, a held Enter, ten Retry presses and Back-then-again each ask the wallet once', async () => {
    const opened = await openPage(browser, devnet, 'theme=light');
    const { page, errors } = opened;
    await devWallet(page, `setPromptDelay(${PROMPT_DELAY_MS})`);
    const connects = async (button: string, run: () => Promise<number>) => {
      await openModal(page, 'connect-view');
      await page.getByTestId(ROW).waitFor();
      await burst(opened, button, 'eth_requestAccounts', run, () => waitConnected(page));
      await disconnect(opened);
    };

    await connects('wallet row, double click', async () => {
      await page.getByTestId(ROW).dblclick();
      return 2;
    });
    await connects('wallet row, ten clicks', () => mouseBurst(page, ROW, 10));
    await connects('wallet row, held Enter (20 key presses)', () => holdEnter(page, ROW, 20));
    // Going back takes a few steps: the wallet keeps this prompt open longer.
    await devWallet(page, `setPromptDelay(${4 * PROMPT_DELAY_MS})`);
    await connects('wallet row, Back then again (10 clicks)', async () => {
      await page.getByTestId(ROW).click();
      await page.getByTestId('connecting-view').waitFor();
      await page.getByTestId('modal-back').click();
      await page.getByTestId('connect-view').waitFor();
      // Back on the list while the wallet is asked: the row is disabled and says so.
      const row = page.getByTestId(ROW);
      expect(await row.getAttribute('aria-disabled')).toBe('true');
      expect(await row.textContent()).toContain('Connecting…');
      await page.waitForTimeout(200);
      expect(await auditPage(page)).toEqual([]);
      await screenshot(page, 'concurrency-row-connecting-light');
      return 1 + (await pageBurst(page, ROW, 10));
    });

    // A declined request, then ten presses of Retry while the new request is open.
    await devWallet(page, `setPromptDelay(${PROMPT_DELAY_MS})`);
    await openModal(page, 'connect-view');
    await devWallet(page, 'rejectNext("eth_requestAccounts")');
    await page.getByTestId(ROW).click();
    await page.locator('[data-testid="connecting-view"][data-state="declined"]').waitFor();
    await burst(opened, 'connecting view, Retry', 'eth_requestAccounts', () => mouseBurst(page, 'connecting-retry', 10), () => waitConnected(page));
    await disconnect(opened);

    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('connected: ten clicks on sign-in, Send, Swap, a network and Disconnect each ask the wallet once', async () => {
    // Sign-in, Send and Swap on a page with sign-in on.
    const signing = await openPage(browser, devnet, 'siwx=optional&enable=send&theme=light', (page) => page.addInitScript(holdScript(DEV_WALLET)));
    const { page } = signing;
    await devWallet(page, `setPromptDelay(${PROMPT_DELAY_MS})`);
    await openModal(page, 'connect-view');
    await page.getByTestId(ROW).click();
    const sign = page.locator('[data-testid="siwx-view"][data-status="needed"]');
    await sign.waitFor({ timeout: 20_000 });
    await burst(signing, 'sign-in, Sign', 'personal_sign', () => mouseBurst(page, 'siwx-sign', 10), async () => {
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
      await expect.poll(() => page.getByTestId('demo-siwx-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('signedIn');
    });

    await openModal(page, 'account-view');
    await page.getByTestId('wallet-feature-send').click();
    await page.getByTestId('send-view').waitFor();
    await expect.poll(() => page.getByTestId('send-token').textContent(), { timeout: 10_000 }).toContain('ETH');
    await page.getByTestId('send-amount').fill('0.001');
    await page.getByTestId('send-to').fill(RECEIVER);
    await page.getByTestId('send-preview').click();
    await page.getByTestId('send-preview-view').waitFor();
    await burst(signing, 'Send preview, Send', 'eth_sendTransaction', () => mouseBurst(page, 'send-submit', 10), () =>
      page.getByTestId('send-sent-view').waitFor({ timeout: 20_000 }),
    );
    await page.getByTestId('send-done').click();
    await page.getByTestId('account-view').waitFor();

    await openSwap(page);
    await quoteFor(page, '0.01');
    await page.getByTestId('swap-review').click();
    // The confirm button ignores clicks in its first moments (a guard against clickjacking): the burst comes once armed.
    await page.locator('[data-testid="swap-submit"][data-armed]').waitFor({ timeout: 10_000 });
    await burst(signing, 'Swap preview, Swap', 'eth_sendTransaction', () => mouseBurst(page, 'swap-submit', 10), () =>
      page.getByTestId('swap-done-view').waitFor({ timeout: 30_000 }),
    );
    expect(signing.errors).toEqual([]);
    await page.close();

    // A network and Disconnect on a page without sign-in (a new chain would ask to sign in).
    const plain = await openPage(browser, devnet, 'theme=light', (next) => next.addInitScript(holdScript(DEV_WALLET)));
    const second = plain.page;
    await openModal(second, 'connect-view');
    await second.getByTestId(ROW).click();
    await waitConnected(second);
    await devWallet(second, `setPromptDelay(${PROMPT_DELAY_MS})`);
    await openModal(second, 'account-view');
    await second.getByTestId('account-network').click();
    await second.getByTestId('networks-view').waitFor();
    await burst(plain, 'Networks, Devnet 31338', 'wallet_switchEthereumChain', () => mouseBurst(second, 'network-31338', 10), async () => {
      await expect.poll(() => devWallet<{ chainId: number }[]>(second, 'state()').then((state) => state[0]?.chainId), { timeout: 15_000 }).toBe(31338);
      await second.getByTestId('account-view').waitFor({ timeout: 15_000 });
    });
    // Disconnecting shows no prompt: the page holds the wallet's answer, so the clicks land while it is pending.
    await second.evaluate(`window.__holdWallet.wallet_revokePermissions = ${PROMPT_DELAY_MS}`);
    await burst(plain, 'Account, Disconnect', 'wallet_revokePermissions', () => pageBurst(second, 'account-disconnect', 10), () =>
      expect.poll(() => accountStatus(second), { timeout: 15_000 }).toBe('disconnected'),
    );
    expect(plain.errors).toEqual([]);
    await second.close();
  }, TEST_TIMEOUT_MS);
});

describe('a page script posing as the wallet', () => {
  it('announcing under its rdns and name before it, hides nothing: both rows show, both say two wallets claim the name', async () => {
    const opened = await openPage(browser, devnet, 'theme=light', (page) => page.addInitScript(impostorScript(DEV_WALLET, 'Dev Wallet')));
    const { page } = opened;
    await openModal(page, 'connect-view');
    const first = page.getByTestId(ROW);
    const second = page.getByTestId(`${ROW}#2`);
    await second.waitFor({ timeout: 15_000 });
    for (const row of [first, second]) {
      expect(await row.getAttribute('data-duplicate-rdns')).toBe('true');
      expect(await row.textContent()).toContain('Dev Wallet');
      expect(await row.textContent()).toContain('Two wallets claim this name');
    }
    expect(await page.getByTestId(`wallet-duplicate-${DEV_WALLET}`).isVisible()).toBe(true);
    expect(await page.getByTestId(`wallet-duplicate-${DEV_WALLET}#2`).isVisible()).toBe(true);
    await page.waitForTimeout(200);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'concurrency-duplicate-rdns-light');

    // The impostor announced first and keeps the rdns as its id; the real wallet is the second row, and only it is asked.
    await second.click();
    await waitConnected(page);
    expect(await walletRequests(page, 'eth_requestAccounts')).toBe(1);
    expect(await page.evaluate('window.__impostorRequests')).toEqual([]);
    expect(opened.errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
