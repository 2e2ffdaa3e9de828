// What the NFTs, legal-checkbox and collapse-wallets browser tests share: the modal demo page with a query of
// features, opened and connected by keyboard, and an axe-core audit with a screenshot of each view.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import type { AxeViolation } from './axe.js';
import type { launchBrowser } from './browser.js';
import { collectPageErrors, loadCleanPage } from './demoPageLoad.js';

/** Key of the dev EVM wallet's controls in `window.__devWallets`, and its connector id. */
export const DEV_WALLET = 'io.connectmodal.devwallet';

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** A demo page opened by a test: the errors it logged, every URL it asked for, and the audits of its views. */
export interface ModalPage {
  readonly page: Page;
  readonly errors: string[];
  /** Every URL the page requested, in order. */
  readonly requested: string[];
  /** Violations of every view audited so far, by name; all must be empty. */
  readonly audits: Record<string, AxeViolation[]>;
}

/** Opens `/modal?theme=<theme>&<query>` with a clean slate; the modal stays closed. */
export async function openModalPage(browser: Browser, devnet: Devnet, theme: 'light' | 'dark', query: string): Promise<ModalPage> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = collectPageErrors(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await loadCleanPage(page, new URL(`/modal?theme=${theme}${query ? `&${query}` : ''}`, devnet.url).toString(), errors);
  return { page, errors, requested, audits: {} };
}

/** Opens the modal with the keyboard: focus on the connect button, Enter. */
export async function openModalByKeyboard(opened: ModalPage): Promise<void> {
  await opened.page.getByTestId('connect-button').focus();
  await opened.page.keyboard.press('Enter');
  await opened.page.getByRole('dialog').waitFor();
}

/** Waits until the dev wallet is connected, then reopens the modal (by keyboard) on the Account view. */
export async function waitConnectedAndOpenAccount(opened: ModalPage): Promise<void> {
  const { page } = opened;
  // Connecting asks the dev wallet and reads the chain: on a busy machine that takes more than a second.
  await expect.poll(() => page.evaluate('window.__connectConfig._internal.accounts.get().status'), { timeout: 15_000 }).toBe('connected');
  // A connection closes the modal; the button opens it again, on Account.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await openModalByKeyboard(opened);
  await page.getByTestId('account-view').waitFor();
}

/** Opens the page, the modal and connects the dev wallet, all by keyboard; ends on the Account view. */
export async function openConnected(browser: Browser, devnet: Devnet, theme: 'light' | 'dark', query = ''): Promise<ModalPage> {
  const opened = await openModalPage(browser, devnet, theme, query);
  await openModalByKeyboard(opened);
  await opened.page.getByTestId(`wallet-${DEV_WALLET}`).focus();
  await opened.page.keyboard.press('Enter');
  await waitConnectedAndOpenAccount(opened);
  return opened;
}

/** Waits for a view with its transition finished, audits it with axe-core and takes its screenshot. */
export async function checkView(opened: ModalPage, testId: string, name: string): Promise<void> {
  const { page } = opened;
  await page.getByTestId(testId).waitFor();
  // View transitions last 150 ms; the picture and the audit see the settled view.
  await page.waitForTimeout(250);
  opened.audits[name] = await auditPage(page);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** The `data-testid` of the element that has the keyboard focus. */
export function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate('document.activeElement?.getAttribute("data-testid") ?? null') as Promise<string | null>;
}

/** The JSON-RPC methods the dev wallet has received. */
export async function walletRequests(page: Page): Promise<string[]> {
  return (await page.evaluate(`window.__devWallets[${JSON.stringify(DEV_WALLET)}].requests`)) as string[];
}
