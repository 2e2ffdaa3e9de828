// A wallet directory that answers an entry no URL can carry (an `image_id` that is a lone UTF-16 surrogate, a
// valid JSON escape) must not take the host page down: the page keeps its own content, the modal opens and lists
// wallets, and no error escapes to the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_WALLET_ID, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';

const TEST_TIMEOUT_MS = 120_000;
const HOST_TEXT = 'Connect a wallet to see your account.';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false });
  browser = await launchBrowser();
  const switched = await fetch(`${devnet.apiUrl}/__devnet/hostile-wallet`, { method: 'POST' });
  expect(switched.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

describe('hostile wallet directory', () => {
  it('leaves the host page standing while the modal lists the directory, the hostile entry included', async () => {
    const page = await browser.context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(new URL('/modal', devnet.url).toString());
    await page.getByText(HOST_TEXT).waitFor();

    // The first opening already fetches directory pages (the recommended wallets), the hostile entry among them.
    await page.getByTestId('connect-button').click();
    await page.getByTestId('connect-view').waitFor();
    await page.getByTestId('all-wallets').click();
    await page.getByTestId('all-wallets-view').waitFor();
    await page.getByTestId('wallet-grid').waitFor();
    await page.locator('[data-testid^="wallet-tile-"]').first().waitFor();
    expect(await page.getByText(HOST_TEXT).isVisible()).toBe(true);
    // The dialog hides the page from the accessibility tree, so the page's heading is found by its element.
    expect(await page.locator('h1', { hasText: 'Connect modal' }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    expect(await page.getByTestId('wallet-grid').isVisible()).toBe(true);

    // A search answers the hostile entry on its first page, so its tile (and its image) is drawn for sure.
    await page.getByTestId('wallet-search').fill('Hostile');
    const hostile = page.getByTestId(`wallet-tile-${HOSTILE_WALLET_ID}`);
    await hostile.waitFor();
    // The lone surrogate reaches the image URL as U+FFFD (%EF%BF%BD), not as a throw.
    expect(await hostile.locator('img').getAttribute('src')).toContain('/getWalletImage/%EF%BF%BD?');

    expect(await page.getByText(HOST_TEXT).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    expect(await hostile.isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
