import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337, 31338] });
  browser = await launchBrowser();
  context = browser.context;
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

async function openDemo(): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(devnet.url);
  await page.getByTestId('connect-button').waitFor();
  return { page, errors };
}

/** The product's keys in the page's localStorage, without their prefix. */
function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('@connect-modal/'))
      .map((key) => key.slice('@connect-modal/'.length))
      .sort(),
  );
}

describe('one connection record', () => {
  it('after connecting, exactly the documented keys are stored, one of them for the connection', async () => {
    const { page, errors } = await openDemo();
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-io.connectmodal.devwallet').click();
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(devnet.account);
    await expect.poll(() => page.getByTestId('token-DEV').count(), { timeout: 10_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    // The connection itself, the active network, the visitor's recent wallet, and the data caches of what the page showed
    // (native balance, portfolio); no status, namespace, connector, wallet or chain key beside the record.
    expect(await storedKeys(page)).toEqual(['activeCaipNetworkId', 'connection', 'nativeBalanceCache', 'portfolioCache', 'recentWallets']);
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('@connect-modal/connection') ?? 'null') as unknown);
    expect(record).toEqual({
      eip155: {
        connectorId: 'io.connectmodal.devwallet',
        connectorType: 'ANNOUNCED',
        chainId: '31337',
        accounts: [{ address: devnet.account, type: 'eoa' }],
        status: 'connected',
        walletName: 'Dev Wallet',
      },
    });
    await page.getByTestId('disconnect').click();
    await expect.poll(() => storedKeys(page)).toEqual(['activeCaipNetworkId', 'nativeBalanceCache', 'portfolioCache', 'recentWallets']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a connect, a network change and a disconnect in one page show in another page of the site without a reload', { timeout: 60_000 }, async () => {
    const first = await openDemo();
    const second = await openDemo();
    expect(await second.page.getByTestId('status').textContent()).toBe('Status: disconnected');

    await first.page.getByTestId('connect-button').click();
    await first.page.getByTestId('wallet-io.connectmodal.devwallet').click();
    await expect.poll(() => first.page.getByTestId('address').textContent()).toBe(devnet.account);
    await expect.poll(() => second.page.getByTestId('status').textContent(), { timeout: 10_000 }).toBe('Status: connected');
    expect(await second.page.getByTestId('address').textContent()).toBe(devnet.account);

    await first.page.getByTestId('switch-31338').click();
    await expect.poll(() => first.page.getByTestId('network').textContent()).toBe('Devnet 31338');
    await expect.poll(() => second.page.getByTestId('network').textContent(), { timeout: 10_000 }).toBe('Devnet 31338');

    await second.page.getByTestId('disconnect').click();
    await expect.poll(() => second.page.getByTestId('status').textContent()).toBe('Status: disconnected');
    await expect.poll(() => first.page.getByTestId('status').textContent(), { timeout: 10_000 }).toBe('Status: disconnected');
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.page.close();
    await second.page.close();
  });
});
