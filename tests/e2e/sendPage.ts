// What the Send browser test shares: the modal demo page with the send feature on, connected to the dev wallet,
// the wallet's controls, the node's balances, and an axe-core audit with a screenshot of a view.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { createPublicClient, erc20Abi, http } from 'viem';
import type { Address, Hash, PublicClient } from 'viem';
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

/** A demo page opened by a test, with the errors it logged and the audits of its views. */
export interface SendPage {
  readonly page: Page;
  readonly errors: string[];
  /** Violations of every view audited so far, by name; all must be empty. */
  readonly audits: Record<string, AxeViolation[]>;
}

/**
 * Opens `/modal?enable=send&theme=<theme>` with a clean slate, connects the dev wallet and opens the Account view.
 * `prepare` runs on the new page before it loads anything (to install a controllable clock, say).
 */
export async function openConnected(
  browser: Browser,
  devnet: Devnet,
  theme: 'light' | 'dark',
  width = 1280,
  prepare?: (page: Page) => Promise<void>,
): Promise<SendPage> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await prepare?.(page);
  const errors = collectPageErrors(page);
  await loadCleanPage(page, new URL(`/modal?enable=send&theme=${theme}`, devnet.url).toString(), errors);
  await page.getByTestId('connect-button').click();
  await page.getByTestId(`wallet-${DEV_WALLET}`).click();
  // Connecting asks the dev wallet and reads the chain: on a busy machine that takes more than a second.
  await expect.poll(() => page.evaluate('window.__connectConfig._internal.accounts.get().status'), { timeout: 15_000 }).toBe('connected');
  // A connection closes the modal; the button opens it again, on Account.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-view').waitFor();
  return { page, errors, audits: {} };
}

/** Waits for a view with its transition finished, audits it with axe-core and takes its screenshot. */
export async function checkView(opened: SendPage, testId: string, name: string) {
  const { page } = opened;
  await page.getByTestId(testId).waitFor();
  // View transitions last 150 ms; the picture and the audit see the settled view.
  await page.waitForTimeout(250);
  opened.audits[name] = await auditPage(page);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** Calls a control of the dev wallet on the page (`requests`, `rejectNext()`, `setPromptDelay(400)`). */
export function devWallet(page: Page, call: string): Promise<unknown> {
  return page.evaluate(`window.__devWallets[${JSON.stringify(DEV_WALLET)}].${call}`);
}

/**
 * Clicks a button ten times within 100 ms, in the page itself, with a task between clicks (so the page may render
 * in between, as between a person's clicks); returns how long the burst took.
 */
export async function clickTenTimes(page: Page, testId: string): Promise<number> {
  return (await page.evaluate(`(async () => {
    const button = document.querySelector('[data-testid=${JSON.stringify(testId)}]');
    const start = performance.now();
    for (let click = 0; click < 10; click += 1) {
      button.click();
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
    return performance.now() - start;
  })()`)) as number;
}

/**
 * Clicks a button the moment it is added to the document, whatever the machine's speed; `window.__earlyClick` then
 * resolves with its `data-armed` attribute at that moment (null: the click fell in its guard time).
 */
export async function clickOnAppearance(page: Page, testId: string): Promise<void> {
  await page.evaluate(`window.__earlyClick = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const button = document.querySelector('[data-testid=${JSON.stringify(testId)}]');
      if (!button) return;
      observer.disconnect();
      const armed = button.getAttribute('data-armed');
      button.click();
      resolve(armed);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }); undefined`);
}

/** How many `eth_sendTransaction` requests the dev wallet has received. */
export async function sendRequests(page: Page): Promise<number> {
  return ((await devWallet(page, 'requests')) as string[]).filter((method) => method === 'eth_sendTransaction').length;
}

/** What a test reads from a devnet node. */
export interface NodeReader {
  readonly client: PublicClient;
  ether(address: Address): Promise<bigint>;
  token(token: Address, address: Address): Promise<bigint>;
  /** The fee the sender paid for a mined transaction, in wei. */
  fee(hash: Hash): Promise<bigint>;
}

/** Reads balances from the devnet node itself, never through the page. */
export function nodeReader(devnet: Devnet, chainId: number): NodeReader {
  const url = devnet.rpcUrls[chainId];
  if (!url) throw new Error(`The devnet runs no chain ${chainId}`);
  const client: PublicClient = createPublicClient({ transport: http(url) });
  return {
    client,
    ether: (address: Address) => client.getBalance({ address }),
    token: (token: Address, address: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    /** The fee the sender paid for a mined transaction, in wei. */
    async fee(hash: Hash) {
      const receipt = await client.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      return receipt.gasUsed * receipt.effectiveGasPrice;
    },
  };
}
