import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getAddress } from 'viem';
import type { Address } from 'viem';
import { ANVIL_ACCOUNTS, buildBrowserApp, startDevnet } from '@connect-modal/devnet';
import type { BrowserApp, Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import { WagmiSsrApp, createSsrConfigs } from './fixtures/WagmiSsrApp.js';
import type { SsrChain } from './fixtures/WagmiSsrApp.js';
import { EVM_WALLET, walletControl } from './siwxPage.js';
import { wagmiAliases } from './wagmiVersions.js';

// Server rendering with wagmi: the modal's config and wagmi's are made per request from the request's cookies (the
// modal's cookie storage and wagmi's), so two visitors rendered at the same time see only their own connection, and
// the browser hydrates what the server rendered with no warning.

let devnet: Devnet;
let server: Server;
let url: string;
let client: BrowserApp;
type Browser = Awaited<ReturnType<typeof launchBrowser>>;
/** Two visitors, each with a browser of their own (its cookies, and the dev wallet's remembered account). */
const browsers: Browser[] = [];
let chains: SsrChain[];
/** Requests held after making their configs until this many are in flight: the renders overlap. */
let holdUntil = 0;
const held: (() => void)[] = [];

async function inFlightTogether(): Promise<void> {
  if (held.length + 1 >= holdUntil) {
    holdUntil = 0;
    for (const release of held.splice(0)) release();
    return;
  }
  await new Promise<void>((resolve) => held.push(resolve));
}

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337, 31338], walletConnect: false });
  chains = devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: devnet.rpcUrls[chain.chainId]! }));
  // React's development build, so any hydration mismatch is reported in the console.
  client = await buildBrowserApp('tests/e2e/fixtures/wagmiSsrClient.tsx', 'development', { alias: wagmiAliases(3) });
  server = createServer((req, res) => {
    void (async () => {
      const asset = req.url?.startsWith('/assets/') ? client.files.get(req.url.slice('/assets/'.length)) : undefined;
      if (asset) return void res.writeHead(200, { 'content-type': asset.type }).end(Buffer.from(asset.contents));
      const configs = createSsrConfigs(chains, req.headers.cookie ?? '');
      await inFlightTogether();
      const html = renderToString(<WagmiSsrApp {...configs} />);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><title>wagmi SSR</title><link rel="icon" href="data:,">` +
          `<script>window.__ssrChains = ${JSON.stringify(chains)};</script><script src="${devnet.url}dev-wallet.js"></script></head>` +
          `<body><div id="root">${html}</div><script type="module" src="/assets/${client.entry}"></script></body></html>`,
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  await new Promise((resolve) => server?.close(resolve));
  await devnet?.stop();
});

const text = (page: Page, id: string) => page.locator(`#${id}`).textContent();

/** Opens the page in `browser`; collects console warnings and errors and the HTML the server sent. */
async function load(browser: Browser) {
  const page = await browser.context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  const response = await page.goto(url);
  return { page, messages, serverHtml: (await response?.text()) ?? '' };
}

/** A visitor who connects the dev wallet as `account` in a browser of their own; returns it and its Cookie header. */
async function visitorConnectedAs(account: Address): Promise<{ browser: Browser; cookies: string }> {
  const browser = await launchBrowser();
  browsers.push(browser);
  const { page, messages } = await load(browser);
  await walletControl(page, EVM_WALLET, `setAccount(${JSON.stringify(account)})`);
  await page.getByRole('button', { name: 'Connect Dev Wallet' }).click();
  await expect.poll(() => text(page, 'wagmi-status'), { timeout: 15_000 }).toBe('connected');
  expect(await text(page, 'modal-status')).toBe('connected');
  expect(await text(page, 'wagmi-address')).toBe(account);
  expect(messages).toEqual([]);
  const cookies = await browser.context.cookies(url);
  await page.close();
  return { browser, cookies: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}

describe('wagmi with server rendering, state per request', () => {
  it('renders two visitors at once from their own cookies, neither sees the other, and each page hydrates with no warning', async () => {
    const alice = getAddress(ANVIL_ACCOUNTS[1]!);
    const bob = getAddress(ANVIL_ACCOUNTS[3]!);
    const aliceVisit = await visitorConnectedAs(alice);
    const bobVisit = await visitorConnectedAs(bob);
    const [aliceCookies, bobCookies] = [aliceVisit.cookies, bobVisit.cookies];
    expect(aliceCookies).toContain('wagmi.store');

    // Both requests are in flight together: each made its configs before either renders.
    holdUntil = 2;
    const render = (cookie?: string) => fetch(url, cookie ? { headers: { cookie } } : {}).then((reply) => reply.text());
    const [aliceHtml, bobHtml] = await Promise.all([render(aliceCookies), render(bobCookies)]);
    const nobodyHtml = await render();
    for (const [html, own, other] of [[aliceHtml, alice, bob], [bobHtml, bob, alice]] as const) {
      // The remembered connection, as both libraries show it until the browser confirms it.
      expect(html).toContain('<p id="modal-status">connecting</p>');
      expect(html).toContain('<p id="wagmi-status">reconnecting</p>');
      expect(html).toContain(`<p id="modal-address">${own}</p>`);
      expect(html).toContain(`<p id="wagmi-address">${own}</p>`);
      expect(html).not.toContain(other);
    }
    expect(nobodyHtml).toContain('<p id="wagmi-address">none</p>');
    expect(nobodyHtml).toContain('<p id="modal-address">none</p>');

    // Each visitor comes back: the server renders their connection, the page hydrates it and reconnects.
    for (const [browser, account, html] of [[aliceVisit.browser, alice, aliceHtml], [bobVisit.browser, bob, bobHtml]] as const) {
      const { page, messages, serverHtml } = await load(browser);
      expect(serverHtml).toContain(`<p id="wagmi-address">${account}</p>`);
      expect(serverHtml.match(/<p id="wagmi-status">[a-z]+<\/p>/)?.[0]).toBe(html.match(/<p id="wagmi-status">[a-z]+<\/p>/)?.[0]);
      // Hydrated, then reconnected to the same wallet and account with no prompt.
      await expect.poll(() => text(page, 'wagmi-status'), { timeout: 15_000 }).toBe('connected');
      expect(await text(page, 'modal-status')).toBe('connected');
      expect(await text(page, 'wagmi-address')).toBe(account);
      expect(messages).toEqual([]);
      await page.close();
    }
  }, 90_000);
});
