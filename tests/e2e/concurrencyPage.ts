// What the concurrency browser test shares: the modal demo page with a clean slate, the dev wallet's request log
// (every request its provider received, in order), bursts of clicks where a person's clicks land, a held key, and
// the figures the suite prints.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Devnet } from '@connect-modal/devnet';
import type { launchBrowser } from './browser.js';
import { collectPageErrors, loadCleanPage } from './demoPageLoad.js';

/** Key of the dev EVM wallet's controls in `window.__devWallets`, and its connector id. */
export const DEV_WALLET = 'io.connectmodal.devwallet';

/** How long the dev wallet keeps each prompt open: the bursts land while its request is pending. */
export const PROMPT_DELAY_MS = 1_500;

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** A demo page opened by a test, with the errors it logged. */
export interface ConcurrencyPage {
  readonly page: Page;
  readonly errors: string[];
}

/**
 * Opens `/modal?<query>` with a clean slate (no remembered connection, no wallet authorisation).
 * `beforeLoad` runs on the page before its scripts do, on this load and the reload.
 */
export async function openPage(browser: Browser, devnet: Devnet, query: string, beforeLoad?: (page: Page) => Promise<unknown>): Promise<ConcurrencyPage> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = collectPageErrors(page);
  await beforeLoad?.(page);
  await loadCleanPage(page, new URL(`/modal?${query}`, devnet.url).toString(), errors);
  return { page, errors };
}

/** Calls a control of the dev wallet on the page (`requests`, `rejectNext()`, `setPromptDelay(1500)`). */
export function devWallet<T = unknown>(page: Page, call: string): Promise<T> {
  return page.evaluate(`window.__devWallets[${JSON.stringify(DEV_WALLET)}].${call}`) as Promise<T>;
}

/** How many requests of `method` the dev wallet's provider has received since the page loaded. */
export async function walletRequests(page: Page, method: string): Promise<number> {
  return (await devWallet<string[]>(page, 'requests')).filter((name) => name === method).length;
}

/**
 * Clicks `count` times with the mouse where the element is now, as fast as the browser takes them: the clicks
 * land on whatever is there by then (the element, disabled or not, or what replaced it). Returns the clicks made.
 */
export async function mouseBurst(page: Page, testId: string, count: number): Promise<number> {
  const element = page.getByTestId(testId);
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${testId} is not on the screen`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  for (let click = 0; click < count; click += 1) await page.mouse.click(x, y);
  return count;
}

/**
 * Clicks the element with `testId` `count` times from inside the page, a task apart (so the page may render in
 * between, as between a person's clicks), each time on the element then in the document under that id. Returns
 * how many clicks found one.
 */
export async function pageBurst(page: Page, testId: string, count: number): Promise<number> {
  return (await page.evaluate(`(async () => {
    let delivered = 0;
    for (let click = 0; click < ${count}; click += 1) {
      const element = document.querySelector('[data-testid=${JSON.stringify(testId)}]');
      if (element) {
        element.click();
        delivered += 1;
      }
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
    return delivered;
  })()`)) as number;
}

/** Focuses the element and holds Enter down for `presses` key presses (the first, then auto-repeats). */
export async function holdEnter(page: Page, testId: string, presses: number): Promise<number> {
  await page.getByTestId(testId).focus();
  // Playwright marks every keydown after the first of a held key as a repeat, as a held key sends them.
  for (let press = 0; press < presses; press += 1) await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  return presses;
}

/** The account's connection status as the page's config has it (`connected`, `disconnected`...). */
export function accountStatus(page: Page): Promise<unknown> {
  return page.evaluate('window.__connectConfig._internal.accounts.get().status');
}

/** Waits until the page's account is connected, and the modal, which a connection closes, is gone. */
export async function waitConnected(page: Page): Promise<void> {
  await expect.poll(() => accountStatus(page), { timeout: 20_000 }).toBe('connected');
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
}

/** Opens the modal with the page's button and waits for the view it opens on. */
export async function openModal(page: Page, view: 'connect-view' | 'account-view'): Promise<void> {
  await page.getByTestId('connect-button').click();
  await page.getByTestId(view).waitFor({ timeout: 15_000 });
}

/** Saves a screenshot as `<name>.png` with the others. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** The figures of the suite: per button, the clicks (or key presses) made and the wallet requests they gave. */
export class Figures {
  private readonly rows: { button: string; clicks: number; requests: number }[] = [];

  /** Records one button's burst and prints its line. */
  add(button: string, clicks: number, requests: number): void {
    this.rows.push({ button, clicks, requests });
    console.log(`[concurrency] ${button}: clicks ${clicks}, wallet requests ${requests}`);
  }

  /** Prints the total line; returns the rows for assertions. */
  total(): readonly { button: string; clicks: number; requests: number }[] {
    const clicks = this.rows.reduce((sum, row) => sum + row.clicks, 0);
    const requests = this.rows.reduce((sum, row) => sum + row.requests, 0);
    console.log(`[concurrency] total: buttons ${this.rows.length}, clicks ${clicks}, wallet requests ${requests}`);
    return this.rows;
  }
}

/**
 * An init script posing as the dev wallet: it announces, before the real one, a provider with the dev wallet's
 * rdns and name (and its own uuid), and counts the requests it gets in `window.__impostorRequests` (it refuses them).
 */
export function impostorScript(rdns: string, name: string): string {
  return `(() => {
    window.__impostorRequests = [];
    const provider = {
      request: async ({ method }) => {
        window.__impostorRequests.push(method);
        throw Object.assign(new Error('Not a wallet'), { code: 4200 });
      },
      on: () => provider,
      removeListener: () => provider,
    };
    const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#888"/></svg>');
    const detail = Object.freeze({ info: Object.freeze({ uuid: 'impostor-0000', name: ${JSON.stringify(name)}, icon, rdns: ${JSON.stringify(rdns)} }), provider });
    window.addEventListener('eip6963:requestProvider', () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })));
  })();`;
}

/**
 * An init script that lets a test hold the dev wallet's answers to a method that shows no prompt (disconnecting):
 * `window.__holdWallet[method] = ms` delays those requests by `ms` before the wallet gets them (and logs them), so
 * clicks can land while they are pending. It wraps the announced provider's `request` on its first announcement.
 */
export function holdScript(rdns: string): string {
  return `(() => {
    window.__holdWallet = {};
    const wrapped = new WeakSet();
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = event.detail ?? {};
      if (!info || info.rdns !== ${JSON.stringify(rdns)} || !provider || wrapped.has(provider)) return;
      wrapped.add(provider);
      const request = provider.request.bind(provider);
      provider.request = async (args) => {
        const ms = window.__holdWallet[args?.method];
        if (ms) await new Promise((resolve) => setTimeout(resolve, ms));
        return request(args);
      };
    }, true);
  })();`;
}
