import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;

beforeAll(async () => {
  devnet = await startDevnet({
    chainIds: [31337, 31338],
    extraWallets: [
      // Two providers announced under one rdns (two instances): both are offered, each flagged.
      { name: 'Twin Wallet', rdns: 'io.example.twin', uuid: 'twin-1', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', account: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
      { name: 'Twin Wallet', rdns: 'io.example.twin', uuid: 'twin-2', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', account: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    ],
  });
  browser = await launchBrowser();
  context = browser.context;
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

/** Switches the demo to a devnet chain unless it is on it already (its button is then disabled). */
async function switchTo(page: Page, chainId: number) {
  await page.getByTestId(`switch-${chainId}`).waitFor();
  if (await page.getByTestId(`switch-${chainId}`).isEnabled()) await page.getByTestId(`switch-${chainId}`).click();
}

async function openDemo(): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(devnet.url);
  await page.getByTestId('connect-button').waitFor();
  return { page, requests, errors };
}

describe('demo page with the dev wallet', () => {
  it('makes no request but its own page assets until the visitor acts', async () => {
    const { page, requests } = await openDemo();
    await page.waitForTimeout(500);
    const origin = new URL(devnet.url).origin;
    expect(requests.every((url) => url.startsWith(origin) || url.startsWith('data:'))).toBe(true);
    // Only the page itself: its HTML, the dev wallet and its own script and styles.
    const paths = requests.filter((url) => url.startsWith(origin)).map((url) => new URL(url).pathname);
    const other = paths.filter((path) => path !== '/' && path !== '/dev-wallet.js' && !path.startsWith('/assets/'));
    expect(other).toEqual([]);
    expect(paths).toContain('/');
    await page.close();
  });

  it('connects, shows the node balance, switches network, restores after reload, disconnects', async () => {
    const { page, errors } = await openDemo();
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-io.connectmodal.devwallet').click();
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(devnet.account);

    const chain = devnet.chains[0];
    if (!chain) throw new Error('no chain');
    const node = createPublicClient({ transport: http(chain.rpcUrl) });
    const expected = await node.getBalance({ address: devnet.account });
    await expect.poll(() => page.getByTestId('balance-wei').textContent()).toBe(expected.toString());
    expect(await page.getByTestId('balance').textContent()).toBe('10000.000');
    expect(await page.getByTestId('network').textContent()).toBe('Devnet 31337');

    await page.getByTestId('switch-31338').click();
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Devnet 31338');
    const walletChain = await page.evaluate(() =>
      (window as unknown as { __devWallets: Record<string, { state(): { chainId: number }[] }> }).__devWallets['io.connectmodal.devwallet']?.state()[0]?.chainId,
    );
    expect(walletChain).toBe(31338);

    await page.reload();
    await expect.poll(() => page.getByTestId('address').textContent(), { timeout: 10_000 }).toBe(devnet.account);
    expect(await page.getByTestId('network').textContent()).toBe('Devnet 31338');
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('Status: connected');

    await page.getByTestId('disconnect').click();
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('Status: disconnected');
    await page.reload();
    await page.getByTestId('connect-button').waitFor();
    expect(await page.getByTestId('status').textContent()).toBe('Status: disconnected');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows token balances and history from the devnet API, and a new ERC-20 transfer after it lands', async () => {
    const { page, errors } = await openDemo();
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-io.connectmodal.devwallet').click();
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('Status: connected');
    await switchTo(page, 31337);
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Devnet 31337');
    await expect.poll(() => page.getByTestId('token-DEV').textContent(), { timeout: 10_000 }).toContain('1,000,000 DEV');

    const chain = devnet.chains[0];
    if (!chain) throw new Error('no chain');
    const wallet = createWalletClient({ account: devnet.account, chain: chain.chain, transport: http(chain.rpcUrl) });
    const recipient = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
    const hash = await wallet.writeContract({ address: chain.contracts.token, abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('250', 18)] });
    await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash });

    await page.getByTestId('refresh').click();
    await expect.poll(() => page.getByTestId('token-DEV').textContent(), { timeout: 10_000 }).toContain('999,750 DEV');
    await expect.poll(() => page.getByTestId('history').textContent(), { timeout: 10_000 }).toContain('250 DEV');
    expect(errors).toEqual([]);
    await page.getByTestId('disconnect').click();
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('Status: disconnected');
    await page.close();
  });

  it('after a reload shows balances from the persisted caches without asking for them again', async () => {
    const { page, requests, errors } = await openDemo();
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-io.connectmodal.devwallet').click();
    await switchTo(page, 31337);
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Devnet 31337');
    await expect.poll(() => page.getByTestId('token-DEV').textContent(), { timeout: 10_000 }).toContain('DEV');
    await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/^\d[\d,]*\.\d{3}$/);
    const balance = await page.getByTestId('balance').textContent();
    await page.waitForLoadState('networkidle');

    requests.length = 0;
    await page.reload();
    await expect.poll(() => page.getByTestId('token-DEV').textContent(), { timeout: 10_000 }).toContain('DEV');
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe(balance);
    await page.waitForLoadState('networkidle');
    const paths = requests.map((url) => new URL(url).pathname);
    // Token balances and the native balance are fresh in the caches: neither is fetched again.
    expect(paths.filter((path) => path.endsWith('/balance'))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/rpc/'))).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.getByTestId('disconnect').click();
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('Status: disconnected');
    await page.close();
  });

  it('shows two providers announced under one rdns both, each once and flagged', async () => {
    const { page } = await openDemo();
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-list').waitFor();
    await page.getByTestId('wallet-io.connectmodal.devwallet').waitFor();
    // Wallets found in the browser; WalletConnect, offered beside them, is not one.
    const names = async () =>
      (await page.getByTestId('wallet-list').locator('button:not([data-testid="wallet-walletConnect"])').allTextContents()).map((name) => name.trim());
    const flagged = 'Twin Wallet (two wallets claim this name)';
    await expect.poll(names).toEqual(['Dev Wallet', flagged, flagged]);
    // Still once each after the announcements have settled.
    await page.waitForTimeout(300);
    expect(await names()).toEqual(['Dev Wallet', flagged, flagged]);
    await page.close();
  });
});
