// The Connect view's legal checkbox and collapsed wallet list in real Chromium against the devnet, driven by
// keyboard: until the box is ticked every way to connect is disabled with the reason shown and the wallet is never
// asked; ticked (by Space), a wallet connects with Enter. With collapse-wallets, the wallets sit behind one 'Continue
// with a wallet' entry that opens in place and takes the focus to the first wallet. Each state is audited with
// axe-core in light and dark, with screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import {
  DEV_WALLET,
  checkView,
  focusedTestId,
  openModalByKeyboard,
  openModalPage,
  waitConnectedAndOpenAccount,
  walletRequests,
} from './modalPage.js';
import type { ModalPage } from './modalPage.js';

const TEST_TIMEOUT_MS = 120_000;
const WALLET_ROW = `wallet-${DEV_WALLET}`;

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

function expectClean(opened: ModalPage) {
  expect(opened.errors).toEqual([]);
  for (const [name, violations] of Object.entries(opened.audits)) expect(violations, name).toEqual([]);
}

describe('the legal checkbox', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`blocks connecting until ticked, with its links and reason, then connects by keyboard (${theme})`, async () => {
      const opened = await openModalPage(browser, devnet, theme, 'enable=legalCheckbox');
      const { page } = opened;
      await openModalByKeyboard(opened);
      await checkView(opened, 'legal-checkbox', `legal-unticked-${theme}`);

      const box = page.getByTestId('legal-checkbox-input');
      expect(await box.isChecked()).toBe(false);
      expect(await page.getByTestId('legal-checkbox').textContent()).toBe(
        'I agree to the terms of service (opens in a new tab) and the privacy policy (opens in a new tab).',
      );
      for (const [testId, href] of [['legal-terms', 'https://example.com/terms'], ['legal-privacy', 'https://example.com/privacy']] as const) {
        const link = page.getByTestId(testId);
        expect(await link.getAttribute('href')).toBe(href);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      }
      // Every way to connect is disabled, and says why.
      const reason = 'Agree to the terms above to connect a wallet.';
      expect(await page.getByTestId('legal-required').textContent()).toBe(reason);
      expect(await page.getByTestId(WALLET_ROW).isDisabled()).toBe(true);
      expect(await page.getByTestId('all-wallets').isDisabled()).toBe(true);
      const describedBy = await page.getByTestId('legal-gate').getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
      expect(await box.getAttribute('aria-describedby')).toBe(describedBy);

      // Tab goes from the box to its links and then past the disabled rows; Enter on a row does nothing.
      await box.focus();
      await page.keyboard.press('Tab');
      expect(await focusedTestId(page)).toBe('legal-terms');
      await page.keyboard.press('Tab');
      expect(await focusedTestId(page)).toBe('legal-privacy');
      await page.keyboard.press('Tab');
      expect(await focusedTestId(page)).not.toBe(WALLET_ROW);
      await page.getByTestId(WALLET_ROW).click({ force: true });
      await page.waitForTimeout(300);
      expect((await walletRequests(page)).filter((method) => method === 'eth_requestAccounts')).toEqual([]);

      // The answer is kept while the page lives: closed and opened again, the box is as it was left.
      await box.focus();
      await page.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
      expect(await page.getByTestId('legal-required').count()).toBe(0);
      expect(await page.getByTestId(WALLET_ROW).isDisabled()).toBe(false);
      await checkView(opened, 'legal-checkbox', `legal-ticked-${theme}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await openModalByKeyboard(opened);
      expect(await page.getByTestId('legal-checkbox-input').isChecked()).toBe(true);

      await page.getByTestId(WALLET_ROW).focus();
      await page.keyboard.press('Enter');
      await waitConnectedAndOpenAccount(opened);
      expect((await walletRequests(page)).filter((method) => method === 'eth_requestAccounts')).toHaveLength(1);
      expectClean(opened);
      await page.close();
    }, TEST_TIMEOUT_MS);
  }

  it('is not shown when the feature is off (the default)', async () => {
    const opened = await openModalPage(browser, devnet, 'light', '');
    await openModalByKeyboard(opened);
    await opened.page.getByTestId(WALLET_ROW).waitFor();
    expect(await opened.page.getByTestId('legal-checkbox').count()).toBe(0);
    expect(await opened.page.getByTestId(WALLET_ROW).isDisabled()).toBe(false);
    expect(await opened.page.getByTestId('continue-with-wallet').count()).toBe(0);
    await opened.page.close();
  }, TEST_TIMEOUT_MS);
});

describe('collapse-wallets', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`shows one entry that opens the wallet list in place, then connects by keyboard (${theme})`, async () => {
      const opened = await openModalPage(browser, devnet, theme, 'enable=collapseWallets');
      const { page } = opened;
      await openModalByKeyboard(opened);
      await checkView(opened, 'continue-with-wallet', `collapsed-wallets-${theme}`);
      const entry = page.getByTestId('continue-with-wallet');
      expect(await entry.textContent()).toBe('Continue with a wallet');
      expect(await entry.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId(WALLET_ROW).count()).toBe(0);
      expect(await page.getByTestId('collapsed-wallets').isHidden()).toBe(true);
      expect(await page.locator(`[id="${await entry.getAttribute('aria-controls')}"]`).count()).toBe(1);

      await entry.focus();
      await page.keyboard.press('Enter');
      expect(await entry.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => focusedTestId(page)).toMatch(/^wallet-/);
      await checkView(opened, 'wallet-list', `collapsed-wallets-open-${theme}`);
      expect(await page.getByTestId('all-wallets').isVisible()).toBe(true);

      await page.getByTestId(WALLET_ROW).focus();
      await page.keyboard.press('Enter');
      await waitConnectedAndOpenAccount(opened);
      expectClean(opened);
      await page.close();
    }, TEST_TIMEOUT_MS);
  }

  it('with the legal checkbox, the entry too waits for the tick', async () => {
    const opened = await openModalPage(browser, devnet, 'light', 'enable=legalCheckbox,collapseWallets');
    const { page } = opened;
    await openModalByKeyboard(opened);
    expect(await page.getByTestId('continue-with-wallet').isDisabled()).toBe(true);
    await checkView(opened, 'legal-checkbox', 'legal-collapsed-unticked-light');
    await page.getByTestId('legal-checkbox-input').focus();
    await page.keyboard.press('Space');
    await page.getByTestId('continue-with-wallet').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedTestId(page)).toMatch(/^wallet-/);
    await page.getByTestId(WALLET_ROW).focus();
    await page.keyboard.press('Enter');
    await waitConnectedAndOpenAccount(opened);
    expectClean(opened);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
