import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { createPublicClient, http, isErc6492Signature } from 'viem';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { buildDevWalletInitScript } from './buildDevWalletScript.js';
import { DEV_WALLET_ICON } from './devWallet.js';

/** CHROMIUM_PATH first, then a system Chromium on PATH. */
function findChromium(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) {
    return existsSync(fromEnv) ? fromEnv : undefined;
  }
  const dirs = (process.env['PATH'] ?? '').split(delimiter).filter(Boolean);
  for (const name of ['chromium', 'chromium-browser']) {
    for (const dir of dirs) {
      if (existsSync(join(dir, name))) {
        return join(dir, name);
      }
    }
  }
  return undefined;
}

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.warn('Skipping the dev wallet browser test: no Chromium found (set CHROMIUM_PATH or put chromium on PATH).');
}

// The dapp side of the page: what a connect modal does, minus the UI.
const PAGE_SCRIPT = `
  const announced = [];
  window.addEventListener('eip6963:announceProvider', (event) => announced.push(event.detail));
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  (async () => {
    try {
      const { info, provider } = announced[0];
      const accounts = await provider.request({ method: 'eth_requestAccounts' });
      const chainId = await provider.request({ method: 'eth_chainId' });
      const balance = await provider.request({ method: 'eth_getBalance', params: [accounts[0], 'latest'] });
      window.__result = { uuids: announced.map((a) => a.info.uuid), rdns: info.rdns, accounts, chainId, balance };
    } catch (error) {
      window.__result = { error: String(error && error.message) };
    }
  })();
`;

// A site signing in with a smart-account wallet: the account it is given and the signature of a message.
const SMART_PAGE_SCRIPT = `
  window.__signIn = async (message) => {
    const wallet = window.__devWallets['dev.connect-modal.smart'];
    const provider = await new Promise((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => resolve(event.detail.provider), { once: true });
      wallet.announce();
    });
    const [address] = await provider.request({ method: 'eth_requestAccounts' });
    const hex = '0x' + Array.from(new TextEncoder().encode(message), (byte) => byte.toString(16).padStart(2, '0')).join('');
    const signature = await provider.request({ method: 'personal_sign', params: [hex, address] });
    return { address, signature };
  };
`;

describe.skipIf(!chromiumPath)('dev wallet in Chromium', () => {
  let devChain: DevChain;
  let server: Server;
  let browser: Browser;
  let pageUrl: string;

  beforeAll(async () => {
    const [chain, launched] = await Promise.all([
      startChain({ chainId: 31337 }),
      chromium.launch({
        executablePath: chromiumPath!,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      }),
    ]);
    devChain = chain;
    browser = launched;
    const walletScript = await buildDevWalletInitScript([
      { uuid: 'first', name: 'Dev Wallet', rdns: 'dev.connect-modal.wallet', icon: DEV_WALLET_ICON, chains: { 31337: chain.rpcUrl }, initialChainId: 31337, account: chain.accounts[0]! },
      { uuid: 'second', name: 'Dev Wallet', rdns: 'dev.connect-modal.wallet', icon: DEV_WALLET_ICON, chains: { 31337: chain.rpcUrl }, initialChainId: 31337, account: chain.accounts[0]! },
    ]);
    const html = `<!doctype html><html><head><script>${walletScript}</script></head><body><script>${PAGE_SCRIPT}</script></body></html>`;
    const smartScript = await buildDevWalletInitScript({
      name: 'Smart Dev Wallet',
      rdns: 'dev.connect-modal.smart',
      icon: DEV_WALLET_ICON,
      chains: { 31337: chain.rpcUrl },
      initialChainId: 31337,
      account: chain.accounts[1]!,
      smartAccount: { factory: chain.contracts.factory, salt: 5n },
    });
    const smartHtml = `<!doctype html><html><head><script>${smartScript}</script></head><body><script>${SMART_PAGE_SCRIPT}</script></body></html>`;
    server = createServer((request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(request.url === '/smart' ? smartHtml : html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), devChain?.stop(), new Promise((resolve) => server?.close(resolve))]);
  });

  it('announces over EIP-6963 and answers with the node balance', async () => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(pageUrl);
    const handle = await page.waitForFunction(() => (window as unknown as { __result?: unknown }).__result, undefined, { timeout: 5_000 });
    const result = (await handle.jsonValue()) as Record<string, unknown>;

    const balance = await createPublicClient({ chain: devChain.chain, transport: http(devChain.rpcUrl) }).getBalance({ address: devChain.accounts[0]! });
    expect(result).toEqual({
      // The install-time announcements fired before the page listened; these answer its request.
      uuids: ['first', 'second'],
      rdns: 'dev.connect-modal.wallet',
      accounts: [devChain.accounts[0]],
      chainId: '0x7a69',
      balance: `0x${balance.toString(16)}`,
    });

    const log = await page.evaluate(() => {
      const wallets = (window as unknown as { __devWallets: Record<string, { requests: string[] }> }).__devWallets;
      return wallets['dev.connect-modal.wallet']?.requests;
    });
    expect(log).toEqual(['eth_requestAccounts', 'eth_chainId', 'eth_getBalance']);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('signs in as a counterfactual smart account, then as the deployed one once the page switches mode', async () => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${pageUrl}smart`);
    const publicClient = createPublicClient({ chain: devChain.chain, transport: http(devChain.rpcUrl) });
    const message = 'Sign in to the dev site';
    const signIn = () =>
      page.evaluate((text) => (window as unknown as { __signIn(text: string): Promise<{ address: Address; signature: Hex }> }).__signIn(text), message);

    const counterfactual = await signIn();
    expect(await publicClient.getCode({ address: counterfactual.address })).toBeUndefined();
    expect(isErc6492Signature(counterfactual.signature)).toBe(true);
    expect(await publicClient.verifyMessage({ address: counterfactual.address, message, signature: counterfactual.signature })).toBe(true);

    await page.evaluate(
      ([factory, owner]) => {
        const wallet = (window as unknown as { __devWallets: Record<string, { setAccount(a: string): void; setSmartAccount(o: unknown): void }> })
          .__devWallets['dev.connect-modal.smart']!;
        wallet.setAccount(owner);
        wallet.setSmartAccount({ factory, salt: '0' });
      },
      [devChain.contracts.factory, devChain.accounts[0]!] as const,
    );
    const deployed = await signIn();
    expect(deployed.address).toBe(devChain.contracts.smartAccount);
    expect(isErc6492Signature(deployed.signature)).toBe(false);
    expect(await publicClient.verifyMessage({ address: deployed.address, message, signature: deployed.signature })).toBe(true);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
