// The Account view's NFTs tab in real Chromium against the devnet: the dev account's ERC-721 tokens read from the
// chain by the devnet's API, the airdrop flagged as spam left out, pictures served by the devnet, loading, error with
// a keyboard retry, empty, and more pages on request; and, with the history feature off, no Activity tab and no
// history request at all. Every state is audited with axe-core in light and dark, with screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http } from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { devCollectiblesAbi } from '../../packages/devnet/src/nft/devCollectiblesArtifact.js';
import { launchBrowser } from './browser.js';
import { checkView, focusedTestId, openConnected } from './modalPage.js';
import type { ModalPage } from './modalPage.js';

const CHAIN_ID = 31337;
const TEST_TIMEOUT_MS = 120_000;
// Dev account 1 (the dev wallet's) holds Devnet Collectibles #4-#6 and one 'Claim Your Reward' airdrop.
const OWNED = ['Devnet Collectibles #4', 'Devnet Collectibles #5', 'Devnet Collectibles #6'];

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [CHAIN_ID], walletConnect: false });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

/** The connected address, as the page sends it to the API. */
async function connectedAddress(opened: ModalPage): Promise<string> {
  return (await opened.page.evaluate('window.__connectConfig._internal.accounts.get().address')) as string;
}

/** Moves from the Tokens tab to the NFTs tab with the arrow key, as a keyboard user does. */
async function openNftsTab(opened: ModalPage): Promise<void> {
  const { page } = opened;
  await page.getByTestId('account-tab-Tokens').focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.getByTestId('account-tab-NFTs').getAttribute('aria-selected')).toBe('true');
  expect(await focusedTestId(page)).toBe('account-tab-NFTs');
}

async function shownNames(opened: ModalPage): Promise<string[]> {
  return opened.page.getByTestId('nft').locator('p').first().allTextContents();
}

/** Errors the page logged, but for the failed loads the test itself scripted. */
function unexpectedErrors(opened: ModalPage): string[] {
  return opened.errors.filter((error) => !/Failed to load resource: the server responded with a status of 500/.test(error));
}

describe('the NFTs tab', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`fails, retries by keyboard while loading, then lists the account's NFTs without spam (${theme})`, async () => {
      const opened = await openConnected(browser, devnet, theme);
      const { page } = opened;
      const nftsPath = `/v1/account/${await connectedAddress(opened)}/nfts`;
      // The first attempt and its three retries fail.
      devnet.api.faults.queue(nftsPath, Array.from({ length: 4 }, () => ({ status: 500, body: '{"error":"down"}' })));
      await openNftsTab(opened);
      await checkView(opened, 'nfts-error', `nfts-error-${theme}`);
      expect(await page.getByTestId('nfts-error').textContent()).toContain('NFTs could not be loaded.');

      // The retry is answered slowly, so the loading state shows.
      devnet.api.faults.queue(nftsPath, [{ delayMs: 4_000 }]);
      await page.getByTestId('nfts-retry').focus();
      await page.keyboard.press('Enter');
      await checkView(opened, 'nfts-loading', `nfts-loading-${theme}`);
      expect(await page.getByTestId('nfts-loading').getAttribute('aria-label')).toBe('Loading NFTs');

      await checkView(opened, 'nft-list', `nfts-${theme}`);
      // The retry button went away with its answer: the focus is on what came instead.
      await expect.poll(() => focusedTestId(page)).toBe('nfts-panel');
      expect(await page.getByTestId('nft').count()).toBe(3);
      expect(await page.getByTestId('nft-list').textContent()).not.toContain('Claim Your Reward');
      const cards = await page.getByTestId('nft').evaluateAll((elements) =>
        elements.map((element) => {
          const image = element.querySelector('img');
          return {
            name: element.querySelector('p')?.textContent,
            id: element.querySelectorAll('p')[1]?.textContent,
            alt: image?.alt,
            src: image?.src,
            loaded: Boolean(image?.complete && image.naturalWidth > 0),
          };
        }),
      );
      expect(cards.map((card) => card.name)).toEqual(OWNED);
      expect(cards.map((card) => card.id)).toEqual(['Token ID 4', 'Token ID 5', 'Token ID 6']);
      expect(cards.map((card) => card.alt)).toEqual(OWNED);
      for (const card of cards) {
        expect(card.src?.startsWith(`${devnet.apiUrl}/public/getNftImage/eip155:${CHAIN_ID}/`)).toBe(true);
        await expect.poll(async () => (await page.locator(`img[src="${card.src}"]`).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))).toBe(true);
      }
      expect(devnet.api.faults.pending()).toBe(0);
      expect(unexpectedErrors(opened)).toEqual([]);
      for (const [name, violations] of Object.entries(opened.audits)) expect(violations, name).toEqual([]);
      await page.close();
    }, TEST_TIMEOUT_MS);

    it(`says so when the account holds only spam (${theme})`, async () => {
      const opened = await openConnected(browser, devnet, theme);
      const spamOnly = {
        data: [
          {
            id: `eip155:${CHAIN_ID}:0x00000000000000000000000000000000000000aa:7`,
            chain: `eip155:${CHAIN_ID}`,
            nft_info: { contract_address: '0x00000000000000000000000000000000000000aa', token_id: '7', name: 'Free Airdrop', flags: { is_spam: true } },
          },
        ],
        next: null,
      };
      devnet.api.faults.queue(`/v1/account/${await connectedAddress(opened)}/nfts`, [{ status: 200, body: JSON.stringify(spamOnly) }]);
      await openNftsTab(opened);
      await checkView(opened, 'nfts-empty', `nfts-empty-${theme}`);
      expect(await opened.page.getByTestId('nfts-empty').textContent()).toContain('No NFTs yet');
      expect(await opened.page.getByText('Free Airdrop').count()).toBe(0);
      expect(opened.errors).toEqual([]);
      for (const [name, violations] of Object.entries(opened.audits)) expect(violations, name).toEqual([]);
      await opened.page.close();
    }, TEST_TIMEOUT_MS);
  }
});

describe('the Activity tab', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`is not offered, and history never fetched, when the history feature is off (${theme})`, async () => {
      const historyRequestsBefore = devnet.api.requests.filter((request) => request.path.includes('/history')).length;
      const opened = await openConnected(browser, devnet, theme, 'disable=history');
      const { page } = opened;
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Tokens', 'NFTs']);
      expect(await page.getByTestId('account-tab-Activity').count()).toBe(0);
      await checkView(opened, 'account-view', `account-without-activity-${theme}`);
      // The arrow keys go round the two tabs only.
      await openNftsTab(opened);
      await page.getByTestId('nft-list').waitFor();
      await page.keyboard.press('ArrowRight');
      expect(await focusedTestId(page)).toBe('account-tab-Tokens');
      await page.keyboard.press('End');
      expect(await focusedTestId(page)).toBe('account-tab-NFTs');
      // Give any late query its chance before counting.
      await page.waitForTimeout(1_000);
      expect(opened.requested.filter((url) => url.includes('/history'))).toEqual([]);
      expect(devnet.api.requests.filter((request) => request.path.includes('/history')).length).toBe(historyRequestsBefore);
      expect(opened.errors).toEqual([]);
      for (const [name, violations] of Object.entries(opened.audits)) expect(violations, name).toEqual([]);
      await page.close();
    }, TEST_TIMEOUT_MS);
  }

  it('is offered and fetched when the history feature is on (the watch above sees history requests)', async () => {
    const opened = await openConnected(browser, devnet, 'light');
    const { page } = opened;
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Tokens', 'NFTs', 'Activity']);
    await page.getByTestId('account-tab-Tokens').focus();
    await page.keyboard.press('End');
    expect(await focusedTestId(page)).toBe('account-tab-Activity');
    await expect.poll(() => opened.requested.filter((url) => url.includes('/history')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.close();
  }, TEST_TIMEOUT_MS);
});

describe('more NFTs', () => {
  it('shows the next page when asked by keyboard', async () => {
    const chain = devnet.chains[0];
    const key = chain?.privateKeys[5];
    const owner = chain?.accounts[1] as Address;
    if (!chain || !key) throw new Error('no dev chain');
    // Thirty more tokens for the dev wallet's account: 33 genuine ones and the airdrop, two pages of 24.
    const wallet = createWalletClient({ account: privateKeyToAccount(key), chain: chain.chain, transport: http(chain.rpcUrl) });
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) });
    for (let index = 0; index < 30; index++) {
      const hash = await wallet.writeContract({ address: chain.contracts.collectibles, abi: devCollectiblesAbi, functionName: 'mint', args: [owner] });
      await client.waitForTransactionReceipt({ hash });
    }
    const opened = await openConnected(browser, devnet, 'light');
    const { page } = opened;
    await openNftsTab(opened);
    await page.getByTestId('nft-list').waitFor();
    expect(await page.getByTestId('nft').count()).toBe(24);
    await page.getByTestId('nfts-more').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('nft').count(), { timeout: 10_000 }).toBe(33);
    await expect.poll(() => focusedTestId(page)).toBe('nfts-panel');
    expect(await page.getByTestId('nfts-more').count()).toBe(0);
    const names = await shownNames(opened);
    expect(names.filter((name) => name.startsWith('Claim'))).toEqual([]);
    await checkView(opened, 'nft-list', 'nfts-two-pages-light');
    expect(opened.errors).toEqual([]);
    for (const [name, violations] of Object.entries(opened.audits)) expect(violations, name).toEqual([]);
  }, TEST_TIMEOUT_MS);
});
