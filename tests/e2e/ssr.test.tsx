import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrowserApp } from '@connect-modal/devnet';
import { backendKey } from '@connect-modal/headless/internal';
import { launchBrowser } from './browser.js';
import { SsrApp } from './fixtures/SsrApp.js';
import { createSsrConfig } from './fixtures/ssrConfig.js';

let server: Server;
let url: string;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  // React's development build, so any hydration mismatch is reported in the console.
  const client = await buildBrowserApp('tests/e2e/fixtures/ssrClient.tsx', 'development');
  server = createServer((req, res) => {
    const asset = req.url?.startsWith('/assets/') ? client.files.get(req.url.slice('/assets/'.length)) : undefined;
    if (asset) {
      res.writeHead(200, { 'content-type': asset.type }).end(Buffer.from(asset.contents));
      return;
    }
    const html = renderToString(<SsrApp config={createSsrConfig(req.headers.cookie ?? '')} />);
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><head><title>SSR</title><link rel="icon" href="data:,"></head><body><div id="root">${html}</div><script type="module" src="/assets/${client.entry}"></script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function load(cookies: Record<string, string>) {
  const page = await browser.context.newPage();
  await browser.context.clearCookies();
  await browser.context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name: encodeURIComponent(name), value: encodeURIComponent(value), url })),
  );
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  const response = await page.goto(url);
  const serverHtml = (await response?.text()) ?? '';
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'disconnected', undefined, { timeout: 10_000 });
  return { page, messages, serverHtml };
}

describe('server rendering and hydration', () => {
  it('hydrates a disconnected page with no warning', async () => {
    const { page, messages, serverHtml } = await load({});
    expect(serverHtml).toContain('<p id="status">disconnected</p>');
    expect(messages).toEqual([]);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.waitForFunction(() => document.getElementById('modal')?.textContent === 'open');
    await page.close();
  });

  it('renders the remembered connection on the server from cookies and hydrates it with no warning', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const { page, messages, serverHtml } = await load({
      [backendKey('connection')]: JSON.stringify({
        eip155: { connectorId: 'io.example.absent', connectorType: 'ANNOUNCED', chainId: '8453', accounts: [{ address, type: 'eoa' }], status: 'connected' },
      }),
      [backendKey('activeCaipNetworkId')]: JSON.stringify('eip155:8453'),
    });
    // The server shows the remembered account as reconnecting; the browser then finds no such wallet.
    expect(serverHtml).toContain('<p id="status">connecting</p>');
    expect(serverHtml).toContain(address);
    expect(serverHtml).toContain('<p id="network">Base</p>');
    expect(messages).toEqual([]);
    await page.close();
  });
});
