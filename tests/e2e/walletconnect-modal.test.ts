import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import type { Hex } from 'viem';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  devnet = await startDevnet({ chainIds: [31337, 31338] });
  browser = await launchBrowser();
  context = browser.context;
  // Every page, popups included, may reach this machine only.
  await context.route(/^(?!http:\/\/127\.0\.0\.1|data:)/, (route) => route.abort());
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

interface PageConfig {
  _internal: {
    signMessage(message: string): Promise<string>;
    connection: { get(): { wcLinking?: { name: string; href: string } }; getRecentWallets(): { id: string; name?: string }[] };
  };
}

async function openModalPage(query = ''): Promise<{ page: Page; errors: string[]; outside: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1100, height: 860 });
  const errors: string[] = [];
  const outside: string[] = [];
  const origin = new URL(devnet.url).origin;
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) outside.push(url);
  });
  await page.goto(`${devnet.url}modal${query}`);
  await page.getByTestId('connect-button').waitFor();
  return { page, errors, outside };
}

async function wcPost(action: string, body?: unknown): Promise<Response> {
  return fetch(`${devnet.apiUrl}/__devnet/wc/${action}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
}

async function wcState(): Promise<{ address: Hex; sessions: unknown[] }> {
  return (await (await fetch(`${devnet.apiUrl}/__devnet/wc/state`)).json()) as { address: Hex; sessions: unknown[] };
}

/** Opens the modal and the WalletConnect view; returns the pairing URI the page shows. */
async function showQrCode(page: Page): Promise<string> {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('wallet-walletConnect').click();
  await page.getByTestId('walletconnect-view').waitFor();
  await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
  const uri = (await page.getByTestId('walletconnect-uri').textContent()) ?? '';
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return uri;
}

describe('WalletConnect in the modal, through the devnet relay', () => {
  it('pairs from the QR view, signs, restores after a reload, survives a relay restart, and returns to Connect when the wallet disconnects', async () => {
    const { page, errors, outside } = await openModalPage();
    const uri = await showQrCode(page);
    const qr = page.getByRole('img', { name: 'QR code to connect a wallet with WalletConnect' });
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    expect(await page.getByTestId('walletconnect-qr').getAttribute('data-value')).toBe(uri);

    const paired = await wcPost('pair', { uri });
    expect(paired.status).toBe(200);
    const { address } = await wcState();
    // Approved: the modal closes on its own and the button shows the account.
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => page.getByTestId('connect-modal').count()).toBe(0);
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor();
    expect(await page.getByTestId('account-name').getAttribute('title')).toBe(address);
    await page.keyboard.press('Escape');

    const message = 'Signed through WalletConnect in Chromium';
    const signature = await page.evaluate(
      (text) => (window as unknown as { __connectConfig: PageConfig }).__connectConfig._internal.signMessage(text),
      message,
    );
    expect(await verifyMessage({ address, message, signature: signature as Hex })).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 15_000 }).toBe('true');
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor();
    expect(await page.getByTestId('account-name').getAttribute('title')).toBe(address);
    await page.keyboard.press('Escape');

    // The relay goes away mid-session and comes back: the session answers the next request.
    const relay = devnet.relay;
    if (!relay) throw new Error('the devnet runs no relay');
    await relay.stop();
    await relay.start();
    await expect.poll(() => relay.clients, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const again = await page.evaluate(
      (text) => (window as unknown as { __connectConfig: PageConfig }).__connectConfig._internal.signMessage(text),
      'after the relay restarted',
    );
    expect(await verifyMessage({ address, message: 'after the relay restarted', signature: again as Hex })).toBe(true);

    expect((await wcPost('disconnect')).status).toBe(204);
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 15_000 }).toBeNull();
    expect(await page.getByTestId('connect-button').textContent()).toBe('Connect wallet');
    await page.getByTestId('connect-button').click();
    await page.getByTestId('connect-view').waitFor();
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 90_000);

  it('a proposal the wallet declines shows the declined state, and a retry shows a new code that pairs', async () => {
    const { page, errors } = await openModalPage();
    const first = await showQrCode(page);
    expect((await wcPost('reject-next-proposal')).status).toBe(204);
    expect((await wcPost('pair', { uri: first })).status).toBe(200);
    await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 15_000 }).toBe('declined');
    expect(await page.getByTestId('walletconnect-title').textContent()).toBe('Connection declined');

    await page.getByTestId('walletconnect-retry').click();
    await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    const second = (await page.getByTestId('walletconnect-uri').textContent()) ?? '';
    expect(second).not.toBe(first);
    expect((await wcPost('pair', { uri: second })).status).toBe(200);
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 15_000 }).toBe('true');
    expect((await wcPost('disconnect')).status).toBe(204);
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 15_000 }).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['light', 'dark'] as const)('the WalletConnect view passes axe and works by keyboard (%s)', async (theme) => {
    const { page, errors } = await openModalPage(`?theme=${theme}`);
    await page.getByTestId('connect-button').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('connect-view').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}walletconnect-connect-${theme}.png` });
    // Keyboard only: the WalletConnect row is reached with Tab and opened with Enter.
    for (let step = 0; step < 10; step += 1) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === 'wallet-walletConnect') break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('wallet-walletConnect');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    // The QR code draws in; wait for it to settle before looking.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOTS}walletconnect-qr-${theme}.png` });
    expect(await auditPage(page)).toEqual([]);
    await page.getByTestId('connect-modal').screenshot({ path: `${SCREENSHOTS}walletconnect-qr-modal-${theme}.png` });

    // A wallet of the directory that is not in the browser is paired through the same view, with its links.
    const directory = (await (await fetch(`${devnet.apiUrl}/getWallets?page=1&entries=100`)).json()) as {
      data: { id: string; name: string; rdns: string | null; desktop_link: string | null; webapp_link: string | null }[];
    };
    // Each run picks its own wallet: the one opened before is a recent wallet now, listed on Connect instead.
    const linked = directory.data.filter((wallet) => wallet.desktop_link && wallet.webapp_link && !wallet.rdns)[theme === 'light' ? 0 : 1];
    if (!linked) throw new Error('the directory has no wallet with a desktop and a web link');
    await page.getByTestId('modal-back').click();
    await page.getByTestId('all-wallets').click();
    await page.getByTestId('wallet-search').fill(linked.name);
    await page.getByTestId(`wallet-tile-${linked.id}`).click();
    await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    expect(await page.getByTestId('modal-title').textContent()).toBe(linked.name);
    const shown = (await page.getByTestId('walletconnect-uri').textContent()) ?? '';
    const app = page.getByTestId('walletconnect-open-desktop_link');
    expect(await app.getAttribute('href')).toBe(`${linked.desktop_link}wc?uri=${encodeURIComponent(shown)}`);
    const web = page.getByTestId('walletconnect-open-webapp_link');
    expect(await web.getAttribute('href')).toBe(`${linked.webapp_link}/wc?uri=${encodeURIComponent(shown)}`);
    expect(await web.getAttribute('target')).toBe('_blank');
    await page.waitForTimeout(400);
    await page.getByTestId('connect-modal').screenshot({ path: `${SCREENSHOTS}walletconnect-wallet-${theme}.png` });
    expect(await auditPage(page)).toEqual([]);
    // Following a link remembers the wallet it opened (the web app's tab goes nowhere: the browser stays offline).
    const popup = page.waitForEvent('popup');
    await web.click();
    await (await popup).close();
    const linking = await page.evaluate(() => (window as unknown as { __connectConfig: PageConfig }).__connectConfig._internal.connection.get().wcLinking);
    expect(linking).toEqual({ name: linked.name, href: await web.getAttribute('href') });
    expect(await page.getByTestId('walletconnect-title').textContent()).toBe(`Continue in ${linked.name}`);
    const recent = await page.evaluate(() => (window as unknown as { __connectConfig: PageConfig }).__connectConfig._internal.connection.getRecentWallets());
    expect(recent[0]).toMatchObject({ id: linked.id, name: linked.name });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('connect-modal').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});

describe('the test wallet page', () => {
  it('pairs by a pasted link and disconnects from its own page', async () => {
    const { page, errors } = await openModalPage();
    await page.evaluate('window.__connectConfig._internal.disconnect()');
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected')).toBeNull();
    const uri = await showQrCode(page);

    const wallet = await context.newPage();
    await wallet.goto(`${devnet.apiUrl}/__devnet/wc/`);
    await wallet.getByLabel('Pairing link (wc:…)').fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).click();
    await expect.poll(() => wallet.locator('#status').textContent(), { timeout: 20_000 }).toBe('Paired: the session is approved.');
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 20_000 }).toBe('true');

    await wallet.getByRole('button', { name: 'Disconnect every session' }).click();
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 20_000 }).toBeNull();
    expect(errors).toEqual([]);
    await wallet.close();
    await page.close();
  }, 90_000);
});
