// Cycles of the default modal in real Chromium leave the page where they started: 100 open/close cycles and 50
// connect/disconnect cycles, with the devnet's services answering and with every service request failing (a site
// offline, a blocked API). The event listeners, DOM nodes and bytes of JavaScript objects are read from Chromium
// itself after a full garbage collection, and must be back within 5 % of their baseline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import { pageCounts } from './leakCounts.js';
import type { PageCounts } from './leakCounts.js';

const DEV_WALLET = 'io.connectmodal.devwallet';
const TEST_TIMEOUT_MS = 300_000;
const TOLERANCE = 1.05;

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

/** Opens the modal with its button and closes it with Escape, waiting for each to settle. */
async function openClose(page: Page) {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('connect-view').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Connects the dev wallet from the modal, then disconnects it from the Account view. */
async function connectDisconnect(page: Page) {
  await page.getByTestId('connect-button').click();
  await page.getByTestId(`wallet-${DEV_WALLET}`).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator('[data-testid="connect-button"][data-connected]').waitFor();
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-disconnect').click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator('[data-testid="connect-button"]:not([data-connected])').waitFor();
}

/**
 * Runs `cycle` `warmUp` times (the views' code loads, caches fill, the engine compiles the hot paths), takes the
 * baseline, runs it `cycles` times more and counts again.
 */
async function measure(failing: boolean, cycle: (page: Page) => Promise<void>, warmUp: number, cycles: number) {
  const page = await browser.context.newPage();
  const origin = new URL(devnet.url).origin;
  let failed = 0;
  if (failing) {
    // Every service request fails; the page, its scripts and the node (the dev wallet's chain) still answer.
    const pageFile = (url: URL) => url.origin === origin && (url.pathname === '/modal' || url.pathname.startsWith('/assets/') || url.pathname === '/dev-wallet.js');
    const node = (url: URL) => url.origin !== origin && url.hostname === '127.0.0.1';
    await page.route(
      (url) => !pageFile(url) && !node(url),
      async (route) => {
        failed += 1;
        await route.abort('connectionrefused');
      },
    );
  }
  await page.goto(new URL('/modal?theme=light', devnet.url).toString());
  await page.getByTestId('connect-button').waitFor({ timeout: 20_000 });
  await page.evaluate('localStorage.clear()');
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  for (let index = 0; index < warmUp; index += 1) await cycle(page);
  const before = await pageCounts(session);
  for (let index = 0; index < cycles; index += 1) await cycle(page);
  const after = await pageCounts(session);
  await page.close();
  return { before, after, failed };
}

function expectBaseline(before: PageCounts, after: PageCounts) {
  expect(after.listeners, 'event listeners').toBeLessThanOrEqual(Math.ceil(before.listeners * TOLERANCE));
  expect(after.nodes, 'DOM nodes').toBeLessThanOrEqual(Math.ceil(before.nodes * TOLERANCE));
  expect(after.jsBytes, 'bytes of JavaScript objects').toBeLessThanOrEqual(before.jsBytes * TOLERANCE);
}

describe('the page after many cycles', () => {
  for (const failing of [false, true]) {
    const services = failing ? 'with every service request failing' : 'with the services answering';

    it(`100 open/close cycles leave listeners, nodes and JS objects at their baseline, ${services}`, async () => {
      const { before, after, failed } = await measure(failing, openClose, 20, 100);
      console.log(`open/close ${services}: ${JSON.stringify({ before, after, failed })}`);
      if (failing) expect(failed).toBeGreaterThan(100);
      expectBaseline(before, after);
    }, TEST_TIMEOUT_MS);

    it(`50 connect/disconnect cycles leave listeners, nodes and JS objects at their baseline, ${services}`, async () => {
      const { before, after, failed } = await measure(failing, connectDisconnect, 10, 50);
      console.log(`connect/disconnect ${services}: ${JSON.stringify({ before, after, failed })}`);
      if (failing) expect(failed).toBeGreaterThan(50);
      expectBaseline(before, after);
    }, TEST_TIMEOUT_MS);
  }
});
