import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { verifyMessage } from 'viem';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet } from '../server/startDevnet.js';
import type { Devnet } from '../server/startDevnet.js';

function findChromium(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const dirs = (process.env['PATH'] ?? '').split(delimiter).filter(Boolean);
  for (const name of ['chromium', 'chromium-browser']) {
    for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

const chromiumPath = findChromium();
if (!chromiumPath) console.warn('Skipping the WalletConnect browser test: no Chromium found (set CHROMIUM_PATH or put chromium on PATH).');

interface PageApp {
  config: {
    _internal: {
      connect(id: string): Promise<unknown>;
      connection: { get(): { wcUri?: string; status: string } };
      accounts: { get(namespace: string): { address?: string; status: string } };
      signMessage(message: string): Promise<string>;
    };
  };
}

// What a browser test of the modal does: read the pairing URI from the page and hand it to the devnet wallet.
describe.skipIf(!chromiumPath)('WalletConnect in Chromium against the devnet', () => {
  let devnet: Devnet;
  let browser: Browser;

  beforeAll(async () => {
    [devnet, browser] = await Promise.all([
      startDevnet({ chainIds: [31337], pages: { '/wc': 'packages/devnet/src/wcwallet/wcTestPageEntry.ts' } }),
      chromium.launch({
        executablePath: chromiumPath!,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await devnet?.stop();
  });

  it('pairs the page with the devnet wallet over the local relay, then signs', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The page may reach its own origin and the local relay only.
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(`${devnet.url}wc`);
    await page.waitForFunction(() => Boolean((window as unknown as { __wcApp?: PageApp }).__wcApp));
    await page.evaluate(() => {
      const app = (window as unknown as { __wcApp: PageApp }).__wcApp;
      void app.config._internal.connect('walletConnect').catch(() => {});
    });
    const uri = await (
      await page.waitForFunction(() => (window as unknown as { __wcApp: PageApp }).__wcApp.config._internal.connection.get().wcUri)
    ).jsonValue();
    const paired = await fetch(`${devnet.apiUrl}/__devnet/wc/pair`, { method: 'POST', body: JSON.stringify({ uri }) });
    expect(paired.status).toBe(200);

    await page.waitForFunction(() => (window as unknown as { __wcApp: PageApp }).__wcApp.config._internal.accounts.get('eip155').status === 'connected');
    const state = (await (await fetch(`${devnet.apiUrl}/__devnet/wc/state`)).json()) as { address: string };
    const address = await page.evaluate(() => (window as unknown as { __wcApp: PageApp }).__wcApp.config._internal.accounts.get('eip155').address);
    expect(address).toBe(state.address);

    const signature = await page.evaluate(() => (window as unknown as { __wcApp: PageApp }).__wcApp.config._internal.signMessage('signed in Chromium'));
    expect(await verifyMessage({ address: state.address as Hex, message: 'signed in Chromium', signature: signature as Hex })).toBe(true);
    expect(devnet.relay?.messages.some((entry) => entry.method === 'wc_approveSession')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
