// EVM and Solana connected at once in real Chromium: the Account view follows the active namespace, and a
// reload restores both connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';

const EVM_WALLET = 'io.connectmodal.devwallet';
const SOLANA_WALLET = 'dev-solana-wallet';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

interface PageConfig {
  ready(): Promise<void>;
  _internal: {
    connect(id: string, options: object): Promise<unknown>;
    accounts: { get(namespace: string): { status: string; address?: string } };
    networks: { getActiveNamespace(): string };
  };
}

function statusOf(page: Page) {
  return page.evaluate(() => {
    const config = (window as unknown as { __connectConfig: PageConfig }).__connectConfig;
    return {
      eip155: config._internal.accounts.get('eip155').status,
      solana: config._internal.accounts.get('solana').status,
      active: config._internal.networks.getActiveNamespace(),
    };
  });
}

async function openAccount(page: Page) {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-view').waitFor();
}

describe('several namespaces connected at once', () => {
  it('switches the Account view between EVM and Solana, and restores both after a reload', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL('/modal?namespaces=eip155,solana', devnet.url).toString());
    await page.evaluate('localStorage.clear()');
    await page.reload();
    const [solanaAddress] = devnet.solana.accounts;

    // EVM through the modal, then Solana through the public API (the modal offers each wallet once).
    await page.getByTestId('connect-button').click();
    await page.getByTestId(`wallet-${EVM_WALLET}`).click();
    await expect.poll(() => statusOf(page).then((state) => state.eip155)).toBe('connected');
    await page.evaluate(async (id) => {
      const config = (window as unknown as { __connectConfig: PageConfig }).__connectConfig;
      await config._internal.connect(id, { namespace: 'solana' });
    }, SOLANA_WALLET);
    expect(await statusOf(page)).toEqual({ eip155: 'connected', solana: 'connected', active: 'eip155' });

    await openAccount(page);
    expect(await page.getByTestId('account-name').getAttribute('title')).toBe(devnet.account);
    await expect.poll(() => page.getByTestId('account-balance').textContent(), { timeout: 10_000 }).toContain('ETH');
    expect(await page.getByTestId('account-namespace-eip155').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('wallet-feature-send').count()).toBe(1);
    expect(await auditPage(page)).toEqual([]);

    await page.getByTestId('account-namespace-solana').click();
    await expect.poll(() => page.getByTestId('account-name').getAttribute('title')).toBe(solanaAddress);
    await expect.poll(() => page.getByTestId('account-balance').textContent(), { timeout: 10_000 }).toBe('100.000SOL');
    expect(await page.getByTestId('account-network').textContent()).toContain('Solana Localnet');
    expect(await page.getByTestId('account-namespace-solana').getAttribute('aria-pressed')).toBe('true');
    // The modal's Send screens send on EVM and Solana networks: a Solana account is offered Receive and Send.
    expect(await page.getByTestId('wallet-feature-receive').count()).toBe(1);
    expect(await page.getByTestId('wallet-feature-send').count()).toBe(1);

    await page.reload();
    await expect.poll(() => statusOf(page), { timeout: 10_000 }).toEqual({ eip155: 'connected', solana: 'connected', active: 'solana' });
    await openAccount(page);
    expect(await page.getByTestId('account-name').getAttribute('title')).toBe(solanaAddress);
    await page.getByTestId('account-namespace-eip155').click();
    await expect.poll(() => page.getByTestId('account-name').getAttribute('title')).toBe(devnet.account);
    await expect.poll(() => page.getByTestId('account-balance').textContent(), { timeout: 10_000 }).toContain('ETH');

    // Disconnecting one namespace leaves the other connected.
    await page.evaluate(() => (window as unknown as { __connectConfig: { _internal: { disconnect(ns: string): Promise<void> } } }).__connectConfig._internal.disconnect('solana'));
    expect(await statusOf(page)).toEqual({ eip155: 'connected', solana: 'disconnected', active: 'eip155' });
    expect(await page.getByTestId('account-namespaces').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
