// What the sign-in (SIWX) browser tests share: the modal demo page with `?siwx=`, the dev wallets' controls, the
// devnet's sign-in backend as the tests read it, and an axe-core audit with a screenshot of a view.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import type { AxeViolation } from './axe.js';
import type { launchBrowser } from './browser.js';

/** Key of the dev EVM wallet's controls in `window.__devWallets`, and its connector id. */
export const EVM_WALLET = 'io.connectmodal.devwallet';
export const SOLANA_WALLET = 'dev-solana-wallet';
export const BITCOIN_WALLET = 'dev-bitcoin-wallet';

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

/** A session as the devnet's sign-in backend lists it for an address (no id: the id reads and revokes it). */
export interface ListedSession {
  readonly address: string;
  readonly chainId: string;
  readonly issuedAt: string;
  readonly expiresAt: string;
}

/** A session as the backend gives it to whoever holds its id. */
export interface BackendSession extends ListedSession {
  readonly id: string;
  readonly message: string;
  readonly signature: string;
}

/** A demo page opened by a test, with the errors it logged. */
export interface SiwxPage {
  readonly page: Page;
  readonly errors: string[];
  /** Violations of every view audited so far, by name; all must be empty. */
  readonly audits: Record<string, AxeViolation[]>;
}

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/**
 * Opens `/modal?<query>` with a clean slate (no remembered connection, session or wallet state). `beforeLoad` runs
 * on the page before its scripts do, on this load and every reload (a route that rewrites a wallet's script, say).
 */
export async function openSiwxPage(browser: Browser, devnet: Devnet, query: string, beforeLoad?: (page: Page) => Promise<void>): Promise<SiwxPage> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await beforeLoad?.(page);
  await page.goto(new URL(`/modal?${query}`, devnet.url).toString());
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await page.reload();
  await page.getByTestId('connect-button').waitFor();
  return { page, errors, audits: {} };
}

/** Closes every page the tests opened (the browser's first, blank tab stays, so the browser does). */
export async function closePages(browser: Browser): Promise<void> {
  await Promise.all(browser.context.pages().filter((page) => page.url() !== 'about:blank').map((page) => page.close()));
}

/** Calls a control of a dev wallet (`window.__devWallets[id].<call>`) and returns its result. */
export function walletControl<T = unknown>(page: Page, id: string, call: string): Promise<T> {
  return page.evaluate(`window.__devWallets[${JSON.stringify(id)}].${call}`) as Promise<T>;
}

/** How many times the dev EVM wallet was asked for personal_sign since this page loaded. */
export function personalSigns(page: Page): Promise<number> {
  return walletControl<string[]>(page, EVM_WALLET, 'requests').then((requests) => requests.filter((method) => method === 'personal_sign').length);
}

/** Connects a wallet from the modal's Connect view, opened with the page's button. */
export async function connectFromModal(page: Page, walletId: string): Promise<void> {
  await page.getByTestId('connect-button').click();
  await page.getByTestId(`wallet-${walletId}`).click();
}

/** The sign-in status of the page's account: its text and the flow's status (`checking`, `needed`, `signedIn`...). */
export async function signInStatus(page: Page): Promise<{ text: string | null; status: string | null }> {
  const badge = page.getByTestId('demo-siwx-status');
  return { text: await badge.textContent(), status: await badge.getAttribute('data-status') };
}

/** Waits until the page shows the account `address` with the sign-in `status` ('signedIn', 'needed', ...). */
export async function expectAccountStatus(page: Page, address: string, status: string): Promise<void> {
  await expect.poll(() => page.getByTestId('demo-account-address').textContent(), { timeout: 15_000 }).toBe(address);
  await expect.poll(() => page.getByTestId('demo-siwx-status').getAttribute('data-status'), { timeout: 15_000 }).toBe(status);
  expect(await page.getByTestId('demo-siwx-status').textContent()).toBe(status === 'signedIn' ? 'Signed in' : 'Not signed in');
}

/** Waits for the sign view, settled, and returns its status (`needed`, `failed`...). */
export async function signView(page: Page): Promise<string | null> {
  const view = page.getByTestId('siwx-view');
  await view.waitFor({ timeout: 15_000 });
  await expect.poll(() => view.getAttribute('data-status')).not.toBe('checking');
  return view.getAttribute('data-status');
}

/** Waits for the modal to close. */
export async function modalClosed(page: Page): Promise<void> {
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
}

/** Sessions the devnet's sign-in backend holds for an address. */
export async function backendSessions(devnet: Devnet, address: string): Promise<ListedSession[]> {
  const response = await fetch(new URL(`/siwx/sessions?address=${encodeURIComponent(address)}`, devnet.url));
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: ListedSession[] }).sessions;
}

/**
 * The sessions the page keeps (`siwxSessions` in its storage), each read from the backend by the id the page kept:
 * what a reload finds again.
 */
export async function pageSessions(page: Page, devnet: Devnet): Promise<BackendSession[]> {
  const kept = (await page.evaluate('window.__connectConfig.storage.get("siwxSessions") ?? {}')) as Record<string, { data: { id?: string } }[]>;
  const ids = Object.values(kept).flatMap((entries) => entries.map((entry) => entry.data.id ?? ''));
  return Promise.all(
    ids.map(async (id) => {
      const response = await fetch(new URL(`/siwx/session?id=${encodeURIComponent(id)}`, devnet.url));
      expect(response.status).toBe(200);
      return ((await response.json()) as { session: BackendSession }).session;
    }),
  );
}

/** Waits for a view to settle, audits it with axe-core and keeps its screenshot as `siwx-<name>.png`. */
export async function auditView(opened: SiwxPage, testId: string, name: string): Promise<void> {
  const { page } = opened;
  await page.getByTestId(testId).waitFor();
  // View transitions last 150 ms: the audit and the picture see the settled view.
  await page.waitForTimeout(250);
  opened.audits[name] = await auditPage(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}siwx-${name}.png` });
  // Still the same view once audited: the audit saw it, not the next one.
  expect(await page.getByTestId(testId).isVisible()).toBe(true);
}

/** The truncated form the sign view shows of an address: 4 characters after any `0x`, an ellipsis, the last 6. */
export function truncated(address: string): string {
  const prefix = address.startsWith('0x') ? 2 : 0;
  return `${address.slice(0, prefix + 4)}…${address.slice(-6)}`;
}
