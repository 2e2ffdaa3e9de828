import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Address } from 'viem';
import { DEV_WALLET_ICON, DEV_WALLET_RDNS, buildDevWalletInitScript } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from '../e2e/axe.js';

// What the browser tests of generated apps share: a page that records what it asks for and what goes wrong,
// the dev wallet as an extension would be, and the devnet's WalletConnect test wallet.

/** A page of a generated app, with the requests, web sockets and errors seen on it. */
export interface WatchedPage {
  readonly page: Page;
  readonly requests: string[];
  readonly sockets: string[];
  /** Page errors, console errors and console warnings (React reports hydration mismatches there). */
  readonly problems: string[];
}

/** Opens a page in `context` that records its requests, web sockets, errors and warnings. */
export async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const requests: string[] = [];
  const sockets: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return { page, requests, sockets, problems };
}

/** The requests that left this machine (none may). */
export function offMachine(requests: readonly string[]): string[] {
  return requests.filter((url) => !url.startsWith('data:') && new URL(url).hostname !== '127.0.0.1');
}

/** Puts the devnet's dev wallet into every page of `context` before the page's scripts run, as an extension. */
export async function addDevWallet(context: BrowserContext, devnet: Devnet): Promise<void> {
  await context.addInitScript({
    content: await buildDevWalletInitScript({
      name: 'Dev Wallet',
      rdns: DEV_WALLET_RDNS,
      icon: DEV_WALLET_ICON,
      chains: { 31337: `${devnet.apiUrl}/rpc/31337`, 31338: `${devnet.apiUrl}/rpc/31338` },
      initialChainId: 31337,
      account: devnet.account,
    }),
  });
}

/** In an app with the default modal: picks the dev wallet in the modal and waits for the connect button to show it connected. */
export async function pickDevWalletInModal(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('connect-modal').waitFor();
  await page.getByTestId(`wallet-${DEV_WALLET_RDNS}`).click();
  await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 20_000 }).not.toBeNull();
}

/** In an app with the default modal: connects the dev wallet and waits for the page's account panel to show it. */
export async function connectDevWalletInModal(page: Page, devnet: Devnet): Promise<void> {
  await pickDevWalletInModal(page);
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(devnet.account);
  await expect.poll(() => page.getByTestId('account-network').textContent()).toBe('Devnet 31337');
}

/** The dev wallet's own state in the page: its account, the chain it is on, and whether the page is connected. */
export function devWalletState(page: Page): Promise<{ account: Address; chainId: number; connected: boolean }> {
  return page.evaluate(`window.__devWallets[${JSON.stringify(DEV_WALLET_RDNS)}].state()[0]`);
}

/** In an app with the default modal, connected: switches the network from the modal's account view (Networks). */
export async function switchNetworkInModal(page: Page, chainId: number): Promise<void> {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-view').waitFor();
  await page.getByTestId('account-network').click();
  await page.getByTestId('networks-view').waitFor();
  await page.getByTestId(`network-${chainId}`).click();
  await expect.poll(async () => (await devWalletState(page)).chainId, { timeout: 20_000 }).toBe(chainId);
}

/** Sends a request to the devnet's WalletConnect test wallet. */
export async function wcWallet(devnet: Devnet, action: 'pair' | 'state', body?: unknown): Promise<Response> {
  const url = `${devnet.apiUrl}/__devnet/wc/${action}`;
  return body === undefined ? fetch(url) : fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * In an app with the default modal: opens WalletConnect, has the devnet's test wallet pair with the link the QR
 * view shows, and waits for the page's account panel to show the test wallet's address, which it returns.
 */
export async function pairWalletConnectInModal(page: Page, devnet: Devnet): Promise<string> {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('wallet-walletConnect').click();
  await page.getByTestId('walletconnect-view').waitFor();
  await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
  const uri = (await page.getByTestId('walletconnect-uri').textContent()) ?? '';
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  expect((await wcWallet(devnet, 'pair', { uri })).status).toBe(200);
  const { address } = (await (await wcWallet(devnet, 'state')).json()) as { address: string };
  await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 20_000 }).toBe('true');
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(address);
  return address;
}

/** The page's axe-core violations in its light and dark color schemes (ids and targets, for a readable failure). */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const violation of await auditPage(page)) problems.push(`${scheme}: ${violation.id} (${violation.help}) at ${violation.targets.join(', ')}`);
  }
  await page.emulateMedia({ colorScheme: null });
  return problems;
}
