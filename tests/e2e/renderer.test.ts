// The default renderer in real Chromium against the devnet: every flow by mouse and by keyboard alone, an
// axe-core audit of every view in light and dark, screenshots of every view (desktop and mobile) as
// artefacts, the code of a disabled feature never fetched, and the custom element on a page without React.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import type { AxeViolation } from './axe.js';
import { launchBrowser } from './browser.js';
import { readQrCode } from './readQrCode.js';

const DEV_WALLET = 'io.connectmodal.devwallet';
const DEV_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

type Theme = 'light' | 'dark';
// Whole flows in a real browser: generous, so a busy machine does not fail them.
const TEST_TIMEOUT_MS = 120_000;

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  devnet = await startDevnet({ chainIds: [31337, 31338] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

interface OpenedPage {
  page: Page;
  errors: string[];
  responses: Response[];
  /** Views audited so far, with their violations (all must be empty). */
  audits: Record<string, AxeViolation[]>;
}

/** Opens a demo page with a clean slate: no remembered connection, dev wallet on chain 31337. */
async function openPage(path: string, viewport = DESKTOP): Promise<OpenedPage> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const errors: string[] = [];
  const responses: Response[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => responses.push(response));
  await page.goto(new URL(path, devnet.url).toString());
  await page.evaluate('localStorage.clear(); sessionStorage.clear(); document.cookie.split(";").forEach((c) => { document.cookie = c.split("=")[0] + "=; max-age=0; path=/"; })');
  await page.reload();
  responses.length = 0;
  return { page, errors, responses, audits: {} };
}

/** Waits for a view to be on screen with its animation finished, then audits it and takes its screenshot. */
async function checkView(opened: OpenedPage, testId: string, name: string, theme: Theme, viewport: 'desktop' | 'mobile' = 'desktop') {
  const { page } = opened;
  await page.getByTestId(testId).waitFor();
  // View transitions last 150 ms; wait them out so the picture and the audit see the settled view.
  await page.waitForTimeout(250);
  opened.audits[`${name} (${theme}, ${viewport})`] = await auditPage(page);
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${theme}-${viewport}.png` });
}

/** Once connected the modal closes, as after any connection; `opener` opens it again, on Account. */
async function reopenOnAccount(page: Page, opener: () => Promise<void>) {
  // Connecting asks the dev wallet and reads the chain: on a busy machine that takes more than a second.
  await expect.poll(() => page.evaluate('window.__connectConfig._internal.accounts.get().status'), { timeout: 15_000 }).toBe('connected');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await opener();
  await page.getByTestId('account-view').waitFor();
}

function devWallet(page: Page, call: string): Promise<unknown> {
  return page.evaluate(`window.__devWallets[${JSON.stringify(DEV_WALLET)}].${call}`);
}

async function expectFocusInsideDialog(page: Page) {
  const inside = await page.evaluate(`(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return Boolean(dialog && document.activeElement && dialog.contains(document.activeElement));
  })()`);
  expect(inside).toBe(true);
}

/** Presses Tab (checking focus never leaves the dialog) until the element with `testId` has focus. */
async function tabTo(page: Page, testId: string, { inDialog = true, max = 40 } = {}) {
  for (let press = 0; press < max; press += 1) {
    const current = await page.evaluate('document.activeElement && document.activeElement.getAttribute("data-testid")');
    if (current === testId) return;
    await page.keyboard.press('Tab');
    if (inDialog) await expectFocusInsideDialog(page);
  }
  throw new Error(`${testId} never received focus after ${max} presses of Tab`);
}

describe.each(['light', 'dark'] as const)('default modal by mouse, %s theme', (theme) => {
  it('opens from the button, connects from Connect and from the AllWallets search, switches network, recovers from an unsupported chain and disconnects', async () => {
    const opened = await openPage(`/modal?theme=${theme}`);
    const { page, errors } = opened;

    // Connect view, opened from the page's button.
    await page.getByTestId('connect-button').click();
    await expect(page.getByRole('dialog').isVisible()).resolves.toBe(true);
    await checkView(opened, 'connect-view', 'connect', theme);
    expect(await page.getByTestId('modal-title').textContent()).toBe('Connect wallet');
    await expect(page.getByTestId(`wallet-${DEV_WALLET}`).isVisible()).resolves.toBe(true);

    // A declined request shows its state and a retry.
    await devWallet(page, 'rejectNext()');
    await page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await page.locator('[data-testid="connecting-view"][data-state="declined"]').waitFor();
    await checkView(opened, 'connecting-view', 'connecting-declined', theme);
    await page.getByTestId('modal-back').click();

    // AllWallets: search for the dev wallet and connect from its tile.
    await page.getByTestId('all-wallets').click();
    await checkView(opened, 'all-wallets-view', 'all-wallets', theme);
    await page.getByTestId('wallet-search').fill('Dev');
    await page.getByTestId(`wallet-tile-${DEV_WALLET}`).waitFor();
    expect(await page.getByTestId(`wallet-tile-${DEV_WALLET}`).getAttribute('data-installed')).toBe('true');
    await page.getByTestId(`wallet-tile-${DEV_WALLET}`).click();

    // Account view, from the button once the connection has closed the modal.
    await reopenOnAccount(page, () => page.getByTestId('connect-button').click());
    await checkView(opened, 'account-view', 'account', theme);
    // The devnet's name service names the account; the full address is the name's title.
    expect(await page.getByTestId('account-name').getAttribute('title')).toBe(DEV_ACCOUNT);
    expect(await page.getByTestId('account-name').textContent()).toBe('bob.reown.id');
    await page.getByTestId('account-balance').filter({ hasText: /ETH/ }).waitFor();
    expect(await page.getByTestId('connect-button').getAttribute('data-connected')).toBe('true');
    for (const tab of ['NFTs', 'Activity', 'Tokens'] as const) {
      await page.getByTestId(`account-tab-${tab}`).click();
      await checkView(opened, 'account-view', `account-${tab.toLowerCase()}`, theme);
    }
    await page.getByTestId('token-DEV').waitFor();

    // A feature view (Receive) from the account.
    await page.getByTestId('wallet-feature-receive').click();
    await checkView(opened, 'receive-view', 'receive', theme);
    expect(await page.getByTestId('receive-address').textContent()).toContain(DEV_ACCOUNT);
    // The QR code, as drawn, reads back as the address.
    expect(await readQrCode(page.getByTestId('receive-qr'))).toBe(DEV_ACCOUNT);
    await page.getByTestId('modal-back').click();

    // Networks: switch the wallet to the second devnet chain.
    await page.getByTestId('account-network').click();
    await checkView(opened, 'networks-view', 'networks', theme);
    await page.getByTestId('network-31338').click();
    await page.getByTestId('account-view').waitFor();
    await expect.poll(() => devWallet(page, 'state()[0].chainId')).toBe(31338);
    await expect.poll(() => page.getByTestId('account-network').textContent()).toContain('31338');

    // The wallet moves to a chain the app never asked for: UnsupportedChain, then back to a supported one.
    await devWallet(page, 'switchChain(10)');
    await checkView(opened, 'unsupported-chain-view', 'unsupported-chain', theme);
    await page.getByTestId('network-31337').click();
    await page.getByTestId('account-view').waitFor();
    await expect.poll(() => devWallet(page, 'state()[0].chainId')).toBe(31337);

    // Back closes the modal from the first view; the button reopens it on Account; disconnect.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The page beside the modal shows the same connection, read with the hooks, and passes the audit too.
    expect(await page.getByTestId('demo-account-address').textContent()).toBe(DEV_ACCOUNT);
    expect(await page.getByTestId('demo-account-network').textContent()).toContain('31337');
    expect(await auditPage(page)).toEqual([]);
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-disconnect').click();
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected')).toBe(null);
    expect(await page.getByTestId('connect-button').textContent()).toBe('Connect wallet');
    await expect.poll(() => page.getByTestId('demo-account').textContent()).toBe('Connect a wallet to see your account.');

    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(Object.keys(opened.audits).length).toBeGreaterThanOrEqual(9);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});

describe('default modal by keyboard alone', () => {
  it('opens with Enter, keeps focus inside, connects, switches network, closes with Escape back to the opener and disconnects', async () => {
    const opened = await openPage('/modal?theme=dark');
    const { page, errors } = opened;

    // Tab from the top of the page to the button, open with Enter.
    await tabTo(page, 'connect-button', { inDialog: false });
    await page.keyboard.press('Enter');
    await page.getByTestId('connect-view').waitFor();
    await expectFocusInsideDialog(page);

    // Focus stays trapped: a full cycle of Tab and of Shift+Tab never leaves the dialog.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      await expectFocusInsideDialog(page);
    }
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusInsideDialog(page);
    }

    // AllWallets by keyboard, then back, then connect from the Connect view's row.
    await tabTo(page, 'all-wallets');
    await page.keyboard.press('Enter');
    await page.getByTestId('all-wallets-view').waitFor();
    await tabTo(page, 'wallet-search');
    await page.keyboard.type('Dev');
    await page.getByTestId(`wallet-tile-${DEV_WALLET}`).waitFor();
    await tabTo(page, `wallet-tile-${DEV_WALLET}`);
    await page.keyboard.press('Enter');
    // The connection closes the modal and gives focus back to the button; Enter opens it on Account.
    await reopenOnAccount(page, async () => {
      await expect.poll(() => page.evaluate('document.activeElement && document.activeElement.getAttribute("data-testid")')).toBe('connect-button');
      await page.keyboard.press('Enter');
    });
    await expectFocusInsideDialog(page);

    // Networks by keyboard.
    await tabTo(page, 'account-network');
    await page.keyboard.press('Enter');
    await page.getByTestId('networks-view').waitFor();
    await tabTo(page, 'network-31338');
    await page.keyboard.press('Enter');
    await page.getByTestId('account-view').waitFor();
    await expect.poll(() => devWallet(page, 'state()[0].chainId')).toBe(31338);

    // Unsupported chain, recovered by keyboard.
    await devWallet(page, 'switchChain(10)');
    await page.getByTestId('unsupported-chain-view').waitFor();
    await tabTo(page, 'network-31337');
    await page.keyboard.press('Enter');
    await page.getByTestId('account-view').waitFor();

    // Escape closes; focus goes back to the button that opened the modal.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate('document.activeElement && document.activeElement.getAttribute("data-testid")')).toBe('connect-button');

    // Reopen with Enter and disconnect by keyboard.
    await page.keyboard.press('Enter');
    await page.getByTestId('account-view').waitFor();
    await tabTo(page, 'account-disconnect');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected')).toBe(null);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});

describe('wallet-side disconnect', () => {
  it('takes an open modal from Account back to Connect', async () => {
    const opened = await openPage('/modal');
    const { page, errors } = opened;
    await page.getByTestId('connect-button').click();
    await page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await reopenOnAccount(page, () => page.getByTestId('connect-button').click());
    await devWallet(page, 'disconnect()');
    await page.getByTestId('connect-view').waitFor();
    expect(await page.getByTestId('modal-title').textContent()).toBe('Connect wallet');
    expect(await page.getByTestId('connect-button').getAttribute('data-connected')).toBe(null);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});

describe('features switched off', () => {
  it('never fetches the code of a disabled feature view', async () => {
    // With the feature on, find what the Receive view's code looks like on the wire.
    const on = await openPage('/modal');
    await on.page.getByTestId('connect-button').click();
    await on.page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await reopenOnAccount(on.page, () => on.page.getByTestId('connect-button').click());
    await on.page.getByTestId('wallet-feature-receive').click();
    await on.page.getByTestId('receive-view').waitFor();
    const withReceive = await scriptsContaining(on.responses, 'receive-view');
    expect(withReceive.length).toBeGreaterThan(0);
    await on.page.close();

    // With it off, go everywhere a visitor can (Connect, AllWallets, Account and its tabs, Networks).
    const off = await openPage('/modal?disable=receive');
    await off.page.getByTestId('connect-button').click();
    await off.page.getByTestId('all-wallets').click();
    await off.page.getByTestId('all-wallets-view').waitFor();
    await off.page.getByTestId('modal-back').click();
    await off.page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await reopenOnAccount(off.page, () => off.page.getByTestId('connect-button').click());
    for (const tab of ['NFTs', 'Activity', 'Tokens'] as const) await off.page.getByTestId(`account-tab-${tab}`).click();
    await off.page.getByTestId('account-network').click();
    await off.page.getByTestId('networks-view').waitFor();
    await off.page.waitForLoadState('networkidle');
    expect(await off.page.getByTestId('wallet-feature-receive').count()).toBe(0);
    // The view cannot be reached by name either: the registry does not have it.
    await off.page.evaluate('window.__connectConfig._internal.router.push("Receive")');
    await off.page.getByText('This screen is not available.').waitFor();
    await off.page.waitForLoadState('networkidle');
    const scripts = off.responses.filter((response) => isScript(response));
    expect(scripts.length).toBeGreaterThan(0);
    expect(await scriptsContaining(off.responses, 'receive-view')).toEqual([]);
    const fetched = new Set(scripts.map((response) => new URL(response.url()).pathname));
    for (const url of withReceive) expect(fetched.has(new URL(url).pathname)).toBe(false);
    expect(off.errors).toEqual([]);
    await off.page.close();
  }, TEST_TIMEOUT_MS);
});

function isScript(response: Response): boolean {
  return /\.m?js($|\?)/.test(new URL(response.url()).pathname) || (response.headers()['content-type'] ?? '').includes('javascript');
}

/** The URLs of the scripts among `responses` whose text contains `needle`. */
async function scriptsContaining(responses: readonly Response[], needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const response of responses) {
    if (!isScript(response)) continue;
    const text = await response.text().catch(() => '');
    if (text.includes(needle)) found.push(response.url());
  }
  return found;
}

describe('custom element on a page without React', () => {
  it('opens the modal from a plain button and connects the dev wallet', async () => {
    const opened = await openPage('/element');
    const { page, errors } = opened;
    expect(await page.evaluate('Boolean(customElements.get("connect-modal"))')).toBe(true);
    // The element is at the end of the body, after the page's own content.
    expect(await page.evaluate('document.body.lastElementChild && document.body.lastElementChild.localName')).toBe('connect-modal');
    await page.locator('#open').click();
    await page.getByTestId('connect-view').waitFor();
    await page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await reopenOnAccount(page, () => page.locator('#open').click());
    expect(await page.evaluate('window.__connectConfig._internal.accounts.get().address')).toBe(DEV_ACCOUNT);
    expect(await page.getByTestId('account-name').getAttribute('title')).toBe(DEV_ACCOUNT);
    opened.audits['element account'] = await auditPage(page);
    expect(opened.audits['element account']).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('account-view').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate('document.activeElement && document.activeElement.id')).toBe('open');
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});

describe.each(['light', 'dark'] as const)('mobile viewport, %s theme', (theme) => {
  it('shows every view as a bottom sheet that passes the audit', async () => {
    const opened = await openPage(`/modal?theme=${theme}`, MOBILE);
    const { page, errors } = opened;
    await page.getByTestId('connect-button').click();
    await checkView(opened, 'connect-view', 'connect', theme, 'mobile');
    const box = await page.getByRole('dialog').boundingBox();
    expect(box && Math.round(box.width)).toBe(MOBILE.width);
    expect(box && Math.round(box.y + box.height)).toBe(MOBILE.height);
    await page.getByTestId('all-wallets').click();
    await checkView(opened, 'all-wallets-view', 'all-wallets', theme, 'mobile');
    await page.getByTestId('modal-back').click();
    await page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await reopenOnAccount(page, () => page.getByTestId('connect-button').click());
    await checkView(opened, 'account-view', 'account', theme, 'mobile');
    await page.getByTestId('wallet-feature-receive').click();
    await checkView(opened, 'receive-view', 'receive', theme, 'mobile');
    await page.getByTestId('modal-back').click();
    await page.getByTestId('account-network').click();
    await checkView(opened, 'networks-view', 'networks', theme, 'mobile');
    await devWallet(page, 'switchChain(10)');
    await checkView(opened, 'unsupported-chain-view', 'unsupported-chain', theme, 'mobile');
    await page.getByTestId('unsupported-disconnect').click();
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected')).toBe(null);
    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
