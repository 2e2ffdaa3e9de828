// The modal in German, Japanese and Arabic in real Chromium against the devnet: every view's texts (and a refusal)
// from its locale, light and dark, desktop and mobile, axe-core clean; Arabic laid out right to left with addresses left to right
// and the back arrow mirrored; only the chosen locale's chunk fetched; the visitor's language chosen when the config
// names none; and the language changed at run time without a reload. Screenshots of Connect and Account in ar and ja.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import type { Messages } from '../../packages/renderer-default/src/messages/en.js';
import { en } from '../../packages/renderer-default/src/messages/en.js';
import { launchBrowser } from './browser.js';
import { allLocales, checkLocaleView, chunkHolds, expectNoViolations, modalTitle, openLocalePage } from './localesPage.js';
import type { LocalePage } from './localesPage.js';

const DEV_WALLET = 'io.connectmodal.devwallet';
const TEST_TIMEOUT_MS = 180_000;

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let locales: Map<string, Messages>;

beforeAll(async () => {
  [devnet, browser, locales] = await Promise.all([startDevnet({ chainIds: [31337] }), launchBrowser(), allLocales()]);
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

const texts = (locale: string): Messages => {
  const messages = locales.get(locale);
  if (!messages) throw new Error(`${locale} is not shipped`);
  return messages;
};

/** Opens the modal from the button and waits for the Connect view titled in the locale. */
async function openConnect(page: Page, messages: Messages) {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('connect-view').waitFor();
  await expect.poll(() => modalTitle(page), { timeout: 10_000 }).toBe(messages['view.Connect']);
}

/** Goes through the views of a visitor in a locale, auditing each and checking its title. */
async function walkViews(opened: LocalePage, locale: string, label: string) {
  const { page } = opened;
  const messages = texts(locale);
  await openConnect(page, messages);
  await checkLocaleView(opened, 'connect-view', `locale-${label}-connect`);
  await page.getByTestId('all-wallets').click();
  await page.getByTestId('all-wallets-view').waitFor();
  expect(await modalTitle(page)).toBe(messages['view.AllWallets']);
  await checkLocaleView(opened, 'all-wallets-view', `locale-${label}-all-wallets`);
  await page.getByTestId('modal-back').click();
  await page.getByTestId('wallet-walletConnect').click();
  await page.getByTestId('walletconnect-view').waitFor();
  await page.getByTestId('walletconnect-qr').waitFor({ timeout: 15_000 });
  await checkLocaleView(opened, 'walletconnect-view', `locale-${label}-walletconnect`);
  await page.getByTestId('modal-back').click();
  // The wallet takes its time to answer: the connecting view shows meanwhile.
  await page.evaluate(`window.__devWallets[${JSON.stringify(DEV_WALLET)}].setPromptDelay(1500)`);
  await page.getByTestId(`wallet-${DEV_WALLET}`).click();
  await page.getByTestId('connecting-view').waitFor();
  await checkLocaleView(opened, 'connecting-view', `locale-${label}-connecting`);
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
  await page.evaluate(`window.__devWallets[${JSON.stringify(DEV_WALLET)}].setPromptDelay(0)`);
  // The connection is announced beside the button, in the locale.
  await expect.poll(() => page.getByTestId('connect-button-status').textContent()).toBe(messages['button.status.connected']);
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-view').waitFor();
  // The Account view's buttons read in the locale, in the SPEC's order.
  const features = await page.getByRole('group').filter({ has: page.getByTestId('wallet-feature-send') }).getByRole('button').allTextContents();
  expect(features).toEqual(['onramp', 'swaps', 'receive', 'send'].map((name) => messages[`account.feature.${name}` as keyof Messages]));
  await checkLocaleView(opened, 'account-view', `locale-${label}-account`);
  await page.getByTestId('account-network').first().click();
  await page.getByTestId('networks-view').waitFor();
  expect(await modalTitle(page)).toBe(messages['view.Networks']);
  await checkLocaleView(opened, 'networks-view', `locale-${label}-networks`);
  await page.getByTestId('modal-back').click();
  await page.getByTestId('account-view').waitFor();
  // Send through its token choice and preview.
  await page.getByTestId('wallet-feature-send').click();
  await expect.poll(() => page.getByTestId('send-token').textContent(), { timeout: 10_000 }).toContain('ETH');
  await page.getByTestId('send-token').click();
  await page.getByTestId('token-select-view').waitFor();
  expect(await modalTitle(page)).toBe(messages['view.TokenSelect']);
  await checkLocaleView(opened, 'token-select-view', `locale-${label}-token-select`);
  await page.getByTestId('token-select-ETH').click();
  await page.getByTestId('send-amount').fill('0.01');
  await page.getByTestId('send-to').fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
  await page.getByTestId('send-preview').click();
  await page.getByTestId('send-preview-view').waitFor();
  expect(await modalTitle(page)).toBe(messages['view.SendPreview']);
  await checkLocaleView(opened, 'send-preview-view', `locale-${label}-send-preview`);
  await page.getByTestId('modal-back').click();
  await page.getByTestId('modal-back').click();
  await page.getByTestId('account-view').waitFor();
  for (const [feature, view, title] of [
    ['receive', 'receive-view', 'view.Receive'],
    ['send', 'send-view', 'view.Send'],
    ['swaps', 'swap-view', 'view.Swap'],
    ['onramp', 'onramp-view', 'view.Onramp'],
  ] as const) {
    await page.getByTestId(`wallet-feature-${feature}`).click();
    // Account has just come back: a click during its transition can land on the copy that is leaving, so one more
    // click is given if the view did not open.
    await page
      .getByTestId(view)
      .waitFor({ timeout: 10_000 })
      .catch(async () => {
        await page.getByTestId(`wallet-feature-${feature}`).click();
        await page.getByTestId(view).waitFor();
      });
    expect(await modalTitle(page)).toBe(messages[title]);
    await checkLocaleView(opened, view, `locale-${label}-${feature}`);
    await page.getByTestId('modal-back').click();
    await page.getByTestId('account-view').waitFor();
  }
  // Buy: the provider choice, from an amount with its quote.
  await page.getByTestId('wallet-feature-onramp').click();
  await page.getByTestId('onramp-amount').fill('20');
  await page.locator('[data-testid="onramp-continue"]:not([disabled])').waitFor({ timeout: 15_000 });
  await page.getByTestId('onramp-continue').click();
  await page.getByTestId('onramp-providers-view').waitFor();
  expect(await modalTitle(page)).toBe(messages['view.OnrampProviders']);
  await checkLocaleView(opened, 'onramp-providers-view', `locale-${label}-onramp-providers`);
  await page.getByTestId('modal-back').click();
  await page.getByTestId('modal-back').click();
  await page.getByTestId('account-view').waitFor();
  // Swap: the preview of DEV for ETH, then the approval it asks for first (cancelled: nothing is sent).
  await page.getByTestId('wallet-feature-swaps').click();
  await expect.poll(() => page.getByTestId('swap-from-token').textContent(), { timeout: 10_000 }).toContain('ETH');
  await page.getByTestId('swap-flip').click();
  await page.getByTestId('swap-amount').fill('5');
  await page.locator('[data-testid="swap-review"]:not([disabled])').waitFor({ timeout: 15_000 });
  await page.getByTestId('swap-review').click();
  await page.locator('[data-testid="swap-submit"][data-armed]').waitFor();
  expect(await modalTitle(page)).toBe(messages['view.SwapPreview']);
  await checkLocaleView(opened, 'swap-preview-view', `locale-${label}-swap-preview`);
  await page.getByTestId('swap-submit').click();
  await page.getByTestId('approve-transaction-view').waitFor();
  expect(await modalTitle(page)).toBe(messages['view.ApproveTransaction']);
  await checkLocaleView(opened, 'approve-transaction-view', `locale-${label}-approve`);
  await page.getByTestId('approve-cancel').click();
  // The refusal is told in the locale too.
  await expect.poll(() => page.getByTestId('swap-error').textContent()).toBe(messages['error.swap.approvalDeclined']);
  await page.getByTestId('modal-back').click();
  await page.getByTestId('modal-back').click();
  await page.getByTestId('account-view').waitFor();
  // No English text of the views seen is left where the locale says something else.
  const shown = (await page.getByTestId('connect-modal').innerText()).split('\n').map((line) => line.trim());
  const english = new Set<string>(Object.entries(en).filter(([id, text]) => messages[id as keyof Messages] !== text).map(([, text]) => text));
  expect(shown.filter((line) => english.has(line))).toEqual([]);
}

describe('the modal in a language', () => {
  for (const locale of ['de', 'ja', 'ar']) {
    it(`${locale}: every view translated and accessible, light on desktop and dark on mobile; only its chunk fetched`, async () => {
      for (const [theme, width, size] of [['light', 1280, 'desktop'], ['dark', 390, 'mobile']] as const) {
        const opened = await openLocalePage(browser, devnet, { locale, theme, width });
        await walkViews(opened, locale, `${locale}-${theme}-${size}`);
        const { page } = opened;
        const root = page.locator('[data-connect-modal]');
        expect(await root.getAttribute('lang')).toBe(locale);
        expect(await root.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        // The chunk of the chosen locale was fetched, and no other locale's texts.
        const marker = (id: string) => texts(id)['unsupported.body'];
        const fetched = [...locales.keys()].filter((id) => [...opened.scripts.values()].some((body) => chunkHolds(body, marker(id))));
        expect(fetched).toEqual([locale]);
        expectNoViolations(opened);
        expect(opened.errors).toEqual([]);
        await page.close();
      }
    }, TEST_TIMEOUT_MS);
  }

  it('ar lays the modal out right to left, with addresses left to right and the back arrow mirrored', async () => {
    const opened = await openLocalePage(browser, devnet, { locale: 'ar', theme: 'light', width: 1280 });
    const { page } = opened;
    await openConnect(page, texts('ar'));
    await page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-feature-receive').click();
    await page.getByTestId('receive-view').waitFor();
    const styleOf = (testId: string, property: string) =>
      page.evaluate(`getComputedStyle(document.querySelector('[data-testid="${testId}"]')).${property}`);
    expect(await styleOf('receive-view', 'direction')).toBe('rtl');
    expect(await styleOf('receive-address', 'direction')).toBe('ltr');
    expect(await styleOf('receive-address', 'unicodeBidi')).toBe('isolate');
    // The back button sits on the right and its arrow points right.
    const back = await page.getByTestId('modal-back').boundingBox();
    const close = await page.getByTestId('modal-close').boundingBox();
    expect(back && close && back.x > close.x).toBe(true);
    expect(await page.evaluate(`getComputedStyle(document.querySelector('[data-testid="modal-back"] svg')).transform`)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('follows the visitor\'s languages when the config names none, and changes at run time without a reload', async () => {
    const opened = await openLocalePage(browser, devnet, { locale: undefined, theme: 'light', width: 1280, languages: ['ja-JP', 'en-US'] });
    const { page } = opened;
    await openConnect(page, texts('ja'));
    // The connect button reads in the visitor's language too.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('connect-button').textContent()).toBe(texts('ja')['button.connect']);
    await page.evaluate('window.__sameDocument = true');
    await page.getByTestId('demo-locale').selectOption('de');
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe(texts('de')['button.connect']);
    await openConnect(page, texts('de'));
    await page.keyboard.press('Escape');
    await page.getByTestId('demo-locale').selectOption('en');
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe(en['button.connect']);
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    expect(opened.errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
