// A page that lists Solana but never uses it must not fetch the Solana libraries: the bench's EVM + Solana app is
// built for production, a Solana wallet announces itself through the Wallet Standard, the visitor opens the
// modal and sees it listed, and not one script fetched carries @solana/web3.js. The build is checked to hold that
// code in a chunk of its own, so the test cannot pass by the library having gone missing.
import { readFileSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndMeasureApart, serveStatic } from '../../bench/appSize.js';
import { launchBrowser } from './browser.js';

/** A string only @solana/web3.js's code holds (an error it throws on a bad public key). */
const WEB3_MARKER = 'Invalid public key input';

/** Registers one Wallet Standard wallet on Solana, as an extension would, before the page's scripts run. */
const ANNOUNCE_SOLANA_WALLET = `(() => {
  const wallet = {
    version: '1.0.0',
    name: 'Unused Solana Wallet',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      'standard:events': { version: '1.0.0', on: () => () => {} },
    },
  };
  const callback = ({ register }) => register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => callback(event.detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
})();`;

describe('a Solana-enabled page that never uses Solana', () => {
  let outDir = '';
  let server: Server | undefined;
  let url = '';

  beforeAll(async () => {
    // Built in a process of its own, for production, as a site builds it (see buildAndMeasureApart).
    ({ outDir } = buildAndMeasureApart(fileURLToPath(new URL('../../bench/apps/minimal-evm-solana/', import.meta.url))));
    ({ server, url } = await serveStatic(outDir));
  }, 180_000);

  afterAll(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });

  it('lists the Solana wallet in the modal without fetching the Solana libraries', async () => {
    const assets = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    const web3Chunks = assets.filter((name) => readFileSync(join(outDir, 'assets', name), 'utf8').includes(WEB3_MARKER));
    // The library is in the build, split off: it loads when a transaction is built or signed.
    expect(web3Chunks.length).toBeGreaterThan(0);

    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      // Only the app's own server answers; nothing leaves the machine.
      await page.route('**/*', (route) => (route.request().url().startsWith(url) ? route.continue() : route.abort()));
      const fetched: { name: string; body: string }[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('.js')) return;
        fetched.push({ name: response.url().slice(url.length), body: await response.text().catch(() => '') });
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(ANNOUNCE_SOLANA_WALLET);
      await page.goto(url);
      await page.getByTestId('connect-button').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByText('Unused Solana Wallet').first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');

      expect(errors).toEqual([]);
      expect(fetched.length).toBeGreaterThan(0);
      const carrying = fetched.filter((script) => script.body.includes(WEB3_MARKER)).map((script) => script.name);
      expect(carrying, `scripts carrying @solana/web3.js were fetched: ${carrying.join(', ')}`).toEqual([]);
      for (const chunk of web3Chunks) expect(fetched.map((script) => script.name)).not.toContain(`assets/${chunk}`);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
