// The devnet's stand-in onramp provider in real Chromium: its page passes axe-core (the form, the quote and the
// receipt), a double click on "Complete purchase" credits the destination once with exactly the quoted ETH, and an
// altered link is refused.
import { createPublicClient, http, parseEther } from 'viem';
import type { Address, PublicClient } from 'viem';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, startChain } from '@connect-modal/devnet';
import type { DevChain, RunningApiServer } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';

let chain: DevChain;
let server: RunningApiServer;
let node: PublicClient;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  [server, browser] = await Promise.all([startApiServer({ chains: [chain] }), launchBrowser()]);
  node = createPublicClient({ transport: http(chain.rpcUrl) });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await chain?.stop();
});

async function link(address: Address, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await fetch(`${server.url}/v1/generators/onrampurl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ destinationWallets: [{ address, blockchains: ['devnet-31337'] }], partnerUserId: address, ...extra }),
  });
  return ((await response.json()) as { url: string }).url;
}

/**
 * A tab on the provider's pages whose script ban is lifted, so that axe-core can be injected: the pages run no
 * script of their own (the devnet tests check their policy), and what axe checks does not depend on it.
 */
async function auditablePage(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.route(`${server.url}/onramp/**`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  return page;
}

describe('the stand-in onramp provider page', () => {
  it('is accessible, quotes what the visitor types, and a double click credits once with exactly the quoted ETH', async () => {
    const address = chain.accounts[2] as Address;
    const page = await auditablePage();
    await page.goto(await link(address));
    expect(await page.title()).toBe('Buy ETH with DevRamp');
    expect(await auditPage(page)).toEqual([]);

    await page.getByLabel('Amount to pay').fill('5.00');
    await page.getByRole('button', { name: 'Update quote' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The card minimum of DevRamp is 10.00 USD');
    expect(await auditPage(page)).toEqual([]);

    await page.getByLabel('Amount to pay').fill('200.00');
    await page.getByLabel('Payment method').selectOption('bank');
    await page.getByRole('button', { name: 'Update quote' }).click();
    // 200.00 - 3.00 (1.5 %) - 0.50 = 196.50 USD at 3,000.00 USD per ETH.
    await expect.poll(() => page.locator('dd').filter({ hasText: 'ETH' }).first().textContent()).toBe('0.0655 ETH');
    expect(await auditPage(page)).toEqual([]);

    const before = await node.getBalance({ address });
    await page.getByRole('button', { name: 'Complete purchase' }).dblclick();
    await page.getByRole('heading', { name: 'Purchase complete' }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    expect(await node.getBalance({ address })).toBe(before + parseEther('0.0655'));
    const purchases = server.api.onrampPurchases().filter((purchase) => purchase.address === address);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ status: 'completed', purchaseUnits: parseEther('0.0655').toString(), paymentMethod: 'bank' });
    await page.close();
  });

  it('refuses an altered link with an accessible page', async () => {
    const url = new URL(await link(chain.accounts[3] as Address, { presetFiatAmount: '50.00' }));
    url.searchParams.set('presetFiatAmount', '5000.00');
    const page = await auditablePage();
    const response = await page.goto(url.toString());
    expect(response?.status()).toBe(403);
    expect(await page.getByRole('alert').textContent()).toContain('signature does not match');
    expect(await auditPage(page)).toEqual([]);
    await page.close();
  });
});
