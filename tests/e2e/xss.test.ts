// Hostile strings in every field an attacker controls, shown by the modal under a strict Content-Security-Policy
// (no inline script or style, no eval, Trusted Types required): no payload runs, the policy is never violated,
// and the only links opened are https ones or wallet-app deep links.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEVNET_PROJECT_ID, startDevnet, startWcWallet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import { DEV_WALLET } from './modalPage.js';
import { hostileWalletsScript, serveStrict, watchContext } from './xssPage.js';
import type { XssRecord } from './xssPage.js';
import { TEMPLATE_COUNT, generatePayloads } from './xssPayloads.js';
import { STORED_PEERS_SCRIPT, packPeers } from './xssPeers.js';
import { startHostileServer } from './xssServer.js';
import type { HostileServer } from './xssServer.js';

const TEST_TIMEOUT_MS = 240_000;
const PER_FIELD = 150;
const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

// Separate id ranges per field, so a payload that ran names the field it came in.
const wallets = generatePayloads(PER_FIELD, 1_000);
const walletErrors = generatePayloads(PER_FIELD, 2_000);
const directory = generatePayloads(PER_FIELD, 3_000);
const tokens = generatePayloads(PER_FIELD, 4_000);
const history = generatePayloads(PER_FIELD, 5_000);
const names = generatePayloads(PER_FIELD, 6_000);
const peers = generatePayloads(PER_FIELD + 10, 8_000).filter((p) => p.family !== 'long');
const [refusal] = generatePayloads(1, 9_000);
const avatars = generatePayloads(PER_FIELD, 7_000);
/** The address whose identity carries payload `id` as its avatar. */
const address = (id: number) => `0x${id.toString(16).padStart(40, '0')}`;
/** Page loads that show the account's identity: a name of a batch of payloads and an avatar each. */
const NAME_LOADS = 5;

let devnet: Devnet;
let hostile: HostileServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let record: XssRecord;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], farcaster: false });
  hostile = await startHostileServer(devnet.apiUrl, { directory, tokens, history }, ['eip155:31337']);
  browser = await launchBrowser();
  record = await watchContext(browser.context);
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  if (figures.length > 0) {
    const sum = (key: 'payloads' | 'executions' | 'violations' | 'badLinks') => figures.reduce((total, figure) => total + figure[key], 0);
    console.log(
      `[xss] total: payloads ${sum('payloads')}, executions ${sum('executions')}, CSP violations ${sum('violations')}, non-https links opened ${sum('badLinks')}`,
    );
  }
  await browser?.close();
  await hostile?.close();
  await devnet?.stop();
});

/** A deep link a wallet app may be opened with: https, or an app scheme that runs nothing in the page. */
function allowedLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return !/^(javascript|data|vbscript|file|blob|about|http|ws|wss|ftp|intent|filesystem):$/i.test(url.protocol);
}

async function openPage(query: string, init?: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await serveStrict(page, devnet.apiUrl, '/modal', record);
  if (init) await page.addInitScript({ content: init });
  await page.goto(new URL(`/modal?theme=light&services=${encodeURIComponent(hostile.url)}${query}`, devnet.url).toString());
  await page.getByTestId('connect-button').waitFor({ timeout: 30_000 });
  return page;
}

/** Scrolls `scroller` to its end, collecting the test ids of the elements matching `selector` on the way. */
async function scrollAll(page: Page, scroller: string, selector: string): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let round = 0, idle = 0; round < 200 && idle < 4; round += 1) {
    const ids = await page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''));
    const before = seen.size;
    for (const id of ids) seen.add(id);
    const moved = await page.getByTestId(scroller).evaluate((element) => {
      const top = element.scrollTop;
      element.scrollBy(0, element.clientHeight);
      return element.scrollTop !== top;
    });
    idle = seen.size === before && !moved ? idle + 1 : 0;
    await page.waitForTimeout(moved ? 60 : 250);
  }
  return seen;
}

/** What a part of the suite added to the record: executions, violations and links not allowed. */
function since(mark: { executions: number; violations: number; links: number }) {
  return {
    executions: record.executions.slice(mark.executions),
    violations: record.violations.slice(mark.violations),
    badLinks: record.links.slice(mark.links).filter((link) => !allowedLink(link)),
  };
}

function markNow() {
  return { executions: record.executions.length, violations: record.violations.length, links: record.links.length };
}

const figures: { field: string; payloads: number; executions: number; violations: number; badLinks: number }[] = [];

/** Prints a field's figures and asserts nothing got through. */
function report(field: string, payloads: number, mark: ReturnType<typeof markNow>, least = PER_FIELD): void {
  const found = since(mark);
  figures.push({ field, payloads, executions: found.executions.length, violations: found.violations.length, badLinks: found.badLinks.length });
  console.log(
    `[xss] ${field}: payloads ${payloads}, executions ${found.executions.length}, CSP violations ${found.violations.length}, non-https links opened ${found.badLinks.length}`,
  );
  expect(payloads).toBeGreaterThanOrEqual(least);
  expect(found).toEqual({ executions: [], violations: [], badLinks: [] });
}

/** The wallet connecting view's retries, until the hostile wallets have refused with `count` error payloads. */
async function refuseUntil(page: Page, count: number): Promise<void> {
  const used = () => page.evaluate('window.__hostileErrors()') as Promise<number>;
  await page.getByTestId('connecting-retry').waitFor();
  while ((await used()) < count) {
    const before = await used();
    await page.getByTestId('connecting-retry').click();
    await page.waitForFunction((n) => (window as unknown as { __hostileErrors(): number }).__hostileErrors() > n, before, { polling: 'raf' });
    await page.getByTestId('connecting-retry').waitFor();
  }
}

describe('XSS under a strict Content-Security-Policy', () => {
  it('is in force: an inline style and an HTML string are refused and reported', async () => {
    // Every field gets every template of every family at least once.
    expect(TEMPLATE_COUNT).toBeLessThanOrEqual(PER_FIELD);
    const mark = markNow();
    const page = await openPage('');
    const refused = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
      const applied = getComputedStyle(document.body).outlineStyle === 'solid';
      let htmlRefused = false;
      try {
        document.body.insertAdjacentHTML('beforeend', '<b>x</b>');
      } catch {
        htmlRefused = true;
      }
      style.remove();
      return { applied, htmlRefused };
    });
    expect(refused).toEqual({ applied: false, htmlRefused: true });
    await expect.poll(() => since(mark).violations.length).toBe(2);
    // The probe's own violations are not the modal's.
    record.violations.splice(mark.violations);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('shows hostile EIP-6963 and Wallet Standard wallets, and their errors, without running anything', async () => {
    const solanaChain = devnet.solana.caipNetworkId;
    let mark = markNow();
    const page = await openPage('&namespaces=eip155,solana', hostileWalletsScript(wallets, walletErrors, solanaChain));
    await page.getByTestId('connect-button').click();
    await page.getByTestId('connect-view').waitFor();
    const rows = await scrollAll(page, 'wallet-list', '[data-testid^="wallet-"]');
    // Names longer than EIP-6963 allows are dropped; every other hostile wallet is listed, twice (both standards).
    expect(rows.size).toBeGreaterThan(PER_FIELD * 1.5);
    await page.screenshot({ path: `${SCREENSHOTS}xss-connect.png` });
    await page.getByTestId('all-wallets').click();
    await scrollAll(page, 'wallet-grid', '[data-testid^="wallet-tile-"]');
    for (const term of ['<script', 'onerror', 'javascript:', '\u202e', '\ud800', 'xss(10']) {
      await page.getByTestId('wallet-search').fill(term);
      await page.waitForTimeout(200);
    }
    await page.screenshot({ path: `${SCREENSHOTS}xss-installed-search.png` });
    await page.getByTestId('wallet-search').fill('');
    await page.getByTestId('modal-back').click();
    // Both kinds of wallets are on this one page: what it recorded counts for each.
    report('EIP-6963 info', wallets.length, mark);
    report('Wallet Standard names and icons', wallets.length, mark);

    mark = markNow();
    // An EIP-6963 wallet and a Wallet Standard wallet refuse every connection with hostile error texts.
    await page.getByTestId('wallet-com.hostile.w1000').click();
    await refuseUntil(page, (PER_FIELD * 2) / 3);
    await page.screenshot({ path: `${SCREENSHOTS}xss-wallet-error.png` });
    await page.getByTestId('modal-back').click();
    await page.getByTestId('wallet-details-open-ontoggle-xss-1006').click();
    await refuseUntil(page, PER_FIELD);
    report('wallet error messages', await page.evaluate('window.__hostileErrors()'), mark);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('shows a hostile wallet directory, its search and its links without running or opening anything unsafe', async () => {
    const mark = markNow();
    const page = await openPage('');
    await page.getByTestId('connect-button').click();
    await page.getByTestId('connect-view').waitFor();
    await page.getByTestId('all-wallets').click();
    const tiles = [...(await scrollAll(page, 'wallet-grid', '[data-testid^="wallet-tile-hostile"]'))];
    expect(tiles.length).toBe(PER_FIELD);
    await page.screenshot({ path: `${SCREENSHOTS}xss-directory.png` });
    for (const term of ['<script', 'onerror', 'javascript:', '\u202e', '\ud800', '<svg', 'expression(']) {
      await page.getByTestId('wallet-search').fill(term);
      await page.waitForTimeout(250);
    }
    await page.getByTestId('wallet-search').fill('');
    // The WalletConnect view of every wallet whose links are URLs, and every link it offers, followed.
    let followed = 0;
    for (const payload of directory.filter((p) => p.family === 'url')) {
      await page.getByTestId('wallet-search').fill(`hostile${payload.id}`);
      await page.getByTestId(`wallet-tile-hostile${payload.id}`).click();
      await page.getByTestId('walletconnect-view').waitFor();
      await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 20_000 }).not.toBe('preparing');
      for (const link of await page.locator('[data-testid^="walletconnect-open-"]').all()) {
        await link.click();
        followed += 1;
      }
      await page.getByTestId('modal-back').click();
      await page.getByTestId('wallet-grid').waitFor();
    }
    // The https and app links among them were offered and followed; no other.
    expect(followed).toBeGreaterThan(0);
    console.log(`[xss] wallet links followed: ${followed}, all https or wallet-app links: ${record.links.slice(mark.links).every(allowedLink)}`);
    expect(record.links.slice(mark.links).length).toBe(followed);
    report('wallet-directory entries and links', directory.length, mark);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('shows hostile token metadata, history, names and avatars of a connected account without running anything', async () => {
    let mark = markNow();
    const page = await openPage('');
    await page.getByTestId('connect-button').click();
    await page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await expect.poll(() => page.evaluate('window.__connectConfig._internal.accounts.get().status'), { timeout: 20_000 }).toBe('connected');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor();
    await page.getByTestId('account-tab-Tokens').click();
    await page.getByTestId('token-list').waitFor();
    await expect.poll(() => page.getByTestId('token-list').locator('li').count()).toBeGreaterThanOrEqual(PER_FIELD);
    await page.screenshot({ path: `${SCREENSHOTS}xss-tokens.png` });
    report('token metadata', tokens.length, mark);

    mark = markNow();
    await page.getByTestId('account-tab-Activity').click();
    await page.getByTestId('activity-list').waitFor();
    await page.getByTestId('activity-list').evaluate((list) => list.lastElementChild?.scrollIntoView());
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}xss-activity.png` });
    report('history entries', history.length, mark);

    // The account's name and avatar: each load a new identity, its name a batch of payloads, its avatar one.
    mark = markNow();
    const batch = Math.ceil(names.length / NAME_LOADS);
    for (let load = 0; load < NAME_LOADS; load += 1) {
      const shown = names.slice(load * batch, (load + 1) * batch);
      hostile.setIdentity({ name: shown.map((p) => p.text).join(' '), avatar: '' });
      const asked = hostile.identityRequests();
      // The identity is kept in the browser's storage for minutes; without it, the reloaded page asks again.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (/identityCache|nameCache/.test(key)) localStorage.removeItem(key);
      });
      await page.reload();
      await page.getByTestId('connect-button').click();
      await page.getByTestId('account-view').waitFor();
      await expect.poll(() => hostile.identityRequests(), { timeout: 20_000 }).toBeGreaterThan(asked);
      await page.getByTestId('account-name').waitFor();
    }
    await page.screenshot({ path: `${SCREENSHOTS}xss-name.png` });
    report('names', names.length, mark);

    // Avatars: the wallet switches to a new address per payload, and the identity of each address has that
    // payload as its avatar (and a name that tells it has arrived).
    mark = markNow();
    const avatarOf = new Map(avatars.map((p) => [address(p.id), p]));
    hostile.setIdentity((owner) => ({ name: `avatar-${avatarOf.get(owner.toLowerCase())?.id ?? 'none'}`, avatar: avatarOf.get(owner.toLowerCase())?.text ?? '' }));
    // Balances and history are done: each new address gets none, so the page has only the identity to show.
    hostile.setAccountData(false);
    let images = 0;
    for (const p of avatars) {
      await page.evaluate(`window.__devWallets[${JSON.stringify(DEV_WALLET)}].setAccount(${JSON.stringify(address(p.id))})`);
      await page.waitForFunction((name) => document.querySelector('[data-testid="account-name"]')?.textContent === name, `avatar-${p.id}`, {
        polling: 'raf',
        timeout: 20_000,
      });
      const shown = await page
        .getByTestId('account-view')
        .locator('img')
        .evaluateAll((list, text) => list.some((image) => image.getAttribute('src') === text), p.text);
      if (shown) images += 1;
    }
    await page.screenshot({ path: `${SCREENSHOTS}xss-avatar.png` });
    console.log(`[xss] avatars in an <img> when checked: ${images}, left out or failed to load: ${avatars.length - images}`);
    hostile.setAccountData(true);
    report('avatars', avatars.length, mark);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it("shows hostile WalletConnect wallets' metadata, session after session, without running anything", async () => {
    const mark = markNow();
    const [chain] = devnet.chains;
    if (!devnet.relay || !chain) throw new Error('The devnet runs no WalletConnect relay');
    // The wallet's metadata travels through the relay: each session a new name, description, url and icons, as
    // many payloads as the lengths the modal takes allow (a longer field fails the connection).
    const batches = packPeers(peers);
    const wallet = await startWcWallet({ relayUrl: devnet.relay.url, projectId: DEVNET_PROJECT_ID, chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }] });
    try {
      const page = await openPage('&siwx=optional');
      // The account connected by the test before is remembered by the page's origin: start afresh.
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.reload();
      await page.getByTestId('connect-button').waitFor();
      let reached = 0;
      for (const [index, batch] of batches.entries()) {
        await page.getByTestId('connect-button').click();
        await page.getByTestId('wallet-walletConnect').click();
        await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
        wallet.setMetadata(batch.metadata);
        await wallet.pair((await page.getByTestId('walletconnect-uri').textContent()) ?? '');
        // Sign-in asks the connected wallet while the modal shows it; the first wallet refuses with a payload.
        await page.getByTestId('siwx-view').waitFor({ timeout: 30_000 });
        // The page holds the session with the wallet's metadata as sent: these payloads reached it.
        const stored = (await page.evaluate(STORED_PEERS_SCRIPT)) as unknown[];
        expect(stored).toContainEqual(batch.metadata);
        reached += batch.carried.length;
        if (index === 0) {
          wallet.rejectNextRequest(-32000, refusal?.text ?? '');
          await page.getByTestId('siwx-sign').click();
          await page.getByTestId('siwx-error').waitFor({ timeout: 20_000 });
          await page.screenshot({ path: `${SCREENSHOTS}xss-walletconnect-peer.png` });
        }
        await page.getByTestId('siwx-cancel').click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByTestId('connect-button').click();
        await page.getByTestId('account-view').waitFor();
        await page.screenshot({ path: `${SCREENSHOTS}xss-walletconnect-account-${index}.png` });
        await page.getByTestId('account-disconnect').click();
        await expect.poll(() => page.evaluate('window.__connectConfig._internal.accounts.get().status'), { timeout: 20_000 }).toBe('disconnected');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      console.log(`[xss] WalletConnect sessions: ${batches.length}, payloads the page kept as peer metadata: ${reached}`);
      report('WalletConnect peer metadata (name, description, url, icons)', reached, mark);
      report('WalletConnect refusal', 1, mark, 1);
      await page.close();
    } finally {
      await wallet.close();
    }
  }, TEST_TIMEOUT_MS);
});
