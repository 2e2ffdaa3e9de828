// Storage corruption in real Chromium: every key the product stores (its localStorage keys, cookies of the same names)
// and every key of the WalletConnect client's IndexedDB store is filled with corrupted values (text that is not JSON,
// values of the wrong type or shape, prototype-polluting keys, five million characters, lone surrogates, null bytes,
// nesting 100,000 deep). After each load the page must boot without an error, open its modal, show a WalletConnect
// code where WalletConnect's storage was corrupted, connect the dev wallet, and leave Object.prototype untouched.
// Loads per family: (a) every key at once (localStorage, cookies, the WalletConnect store), with a WalletConnect code
// asked for; (b) the WalletConnect store with a remembered WalletConnect connection, so the page restores through it
// at boot. Five million characters fill an origin's localStorage: that family writes the keys read first at boot one
// per load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { STORAGE_PREFIX, storageKeys } from '../../packages/headless/src/core/storage/storageKeys.js';
import { launchBrowser } from './browser.js';
import { DEV_WALLET } from './modalPage.js';
import { FAMILIES, FIVE_MB_FAMILY, WALLETCONNECT_STORES, hugeValue } from './storageCorruptionCases.js';
import type { CorruptionFamily } from './storageCorruptionCases.js';
import { prototypePollution, walletConnectKeys, wipeAndSeed } from './storageCorruptionPage.js';
import type { Seed } from './storageCorruptionPage.js';

const PRODUCT_KEYS = Object.keys(storageKeys).map((key) => `${STORAGE_PREFIX}${key}`);
/** The keys most read at boot, written alone with five million characters each. */
const SENSITIVE_KEYS = ['connection', 'activeCaipNetworkId', 'recentWallets', 'nativeBalanceCache'].map((key) => `${STORAGE_PREFIX}${key}`);

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let walletConnectStoreKeys: string[] = [];

interface Load {
  readonly family: string;
  readonly label: string;
  /** Corrupted keys written in this load. */
  readonly cases: number;
  readonly seed: Seed;
  /** Whether the WalletConnect view must reach its code. */
  readonly walletConnect: boolean;
}

const tally = new Map<string, { cases: number; failed: number; loads: number }>();

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] });
  browser = await launchBrowser();
  // Every page may reach this machine only.
  await browser.context.route(/^(?!http:\/\/127\.0\.0\.1|data:)/, (route) => route.abort());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

/** A page of the site's origin that does not start the app: storage written there is read by the next load. */
async function seedPage(seed: Seed): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(new URL('/dev-wallet.js', devnet.url).toString());
  await wipeAndSeed(page, seed);
  return page;
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message.slice(0, 300)}`));
  return errors;
}

/** What the page logged as errors: shown beside a failure, to say why. */
function consoleErrors(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text().slice(0, 300));
  });
  return logged;
}

function status(page: Page): Promise<unknown> {
  return page.evaluate('window.__connectConfig?._internal.accounts.get().status');
}

/** Boots the modal page on the seeded storage and goes through open, (WalletConnect code,) and a dev-wallet connect. */
async function bootsAndConnects(load: Load): Promise<string[]> {
  const page = await seedPage(load.seed);
  const errors = pageErrors(page);
  const logged = consoleErrors(page);
  const problems: string[] = [];
  try {
    await page.goto(new URL('/modal?theme=light', devnet.url).toString());
    await page.getByTestId('connect-button').waitFor({ timeout: 20_000 });
    // A remembered connection is restored (or dropped) before the modal is used.
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/^(disconnected|connected)$/);
    if ((await status(page)) === 'connected') problems.push('a corrupted record connected');
    await page.getByTestId('connect-button').click();
    await page.getByTestId('connect-view').waitFor({ timeout: 15_000 });
    if (load.walletConnect) {
      await page.getByTestId('wallet-walletConnect').click();
      await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
      await page.getByTestId('modal-back').click();
      await page.getByTestId('connect-view').waitFor();
    }
    await page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected');
    const polluted = await prototypePollution(page);
    if (polluted.length > 0) problems.push(`Object.prototype polluted: ${polluted.join(', ')}`);
  } catch (error) {
    problems.push(String(error).slice(0, 400), ...logged.map((text) => `console: ${text}`));
  } finally {
    problems.push(...errors);
    await page.close();
  }
  return problems;
}

function allKeys(value: (index: number) => string, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key, index) => [key, value(index)]));
}

/** A remembered WalletConnect connection, so the page restores through the WalletConnect client at boot. */
const WALLETCONNECT_RECORD = JSON.stringify({
  eip155: {
    connectorId: 'walletConnect',
    connectorType: 'WALLET_CONNECT',
    chainId: '31337',
    accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d4dC79C8', type: 'eoa' }],
    status: 'connected',
  },
});

function loadsOf(family: CorruptionFamily): Load[] {
  const pick = (index: number) => family.values[index % family.values.length] as string;
  const walletConnectStore = allKeys(pick, walletConnectStoreKeys);
  // The remembered WalletConnect connection makes the page restore through the corrupted store as it boots.
  const restoring: Load = {
    family: family.name,
    label: 'walletconnect-restore',
    cases: walletConnectStoreKeys.length,
    seed: { local: { [`${STORAGE_PREFIX}connection`]: WALLETCONNECT_RECORD }, walletConnect: walletConnectStore },
    walletConnect: false,
  };
  if (family === FIVE_MB_FAMILY) {
    // Five million characters fill an origin's localStorage: one key per load.
    return [...SENSITIVE_KEYS.map((key) => ({ family: family.name, label: key, cases: 1, seed: { local: { [key]: pick(0) } }, walletConnect: false })), restoring];
  }
  return [
    {
      family: family.name,
      label: 'all-keys',
      cases: PRODUCT_KEYS.length * 2 + walletConnectStoreKeys.length,
      seed: { local: allKeys(pick, PRODUCT_KEYS), cookies: allKeys(pick, PRODUCT_KEYS), walletConnect: walletConnectStore },
      walletConnect: true,
    },
    restoring,
  ];
}

describe('storage corruption', () => {
  it('lists the WalletConnect client keys the page keeps', { timeout: 60_000 }, async () => {
    const page = await seedPage({});
    const errors = pageErrors(page);
    await page.goto(new URL('/modal?theme=light', devnet.url).toString());
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-walletConnect').click();
    await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    // The client writes its stores a moment after it starts.
    let stored: string[] = [];
    await expect
      .poll(async () => {
        stored = await walletConnectKeys(page);
        return stored.some((key) => key.endsWith('keychain'));
      }, { timeout: 20_000 })
      .toBe(true);
    await page.close();
    const keychain = stored.find((key) => key.endsWith('keychain')) as string;
    expect(keychain).toMatch(/^wc@2:core:/);
    // The stores' keys share the keychain's prefix (sign-client version and the connector's storage prefix).
    const core = keychain.slice(0, -'keychain'.length);
    const client = core.replace(/^wc@2:core:/, 'wc@2:client:');
    walletConnectStoreKeys = [
      ...new Set([
        ...stored,
        ...WALLETCONNECT_STORES.core.map((name) => `${core}${name}`),
        ...WALLETCONNECT_STORES.client.map((name) => `${client}${name}`),
      ]),
    ].sort();
    console.log(`[storage] keys: product ${PRODUCT_KEYS.length} (localStorage and cookies), walletconnect ${walletConnectStoreKeys.length}`);
    expect(walletConnectStoreKeys.length).toBeGreaterThanOrEqual(13);
    expect(errors).toEqual([]);
  });

  it('boots, opens and connects whatever the stored values are', { timeout: 600_000 }, async () => {
    expect(walletConnectStoreKeys.length).toBeGreaterThan(0);
    // The 5 MB value really is five million characters.
    expect(hugeValue(5_000_000)).toHaveLength(5_000_000);
    const failures: string[] = [];
    for (const family of [...FAMILIES, FIVE_MB_FAMILY]) {
      for (const load of loadsOf(family)) {
        const problems = await bootsAndConnects(load);
        const row = tally.get(load.family) ?? { cases: 0, failed: 0, loads: 0 };
        row.cases += load.cases;
        row.loads += 1;
        if (problems.length > 0) {
          row.failed += load.cases;
          failures.push(`${load.family}/${load.label}: ${problems.join(' | ')}`);
        }
        tally.set(load.family, row);
      }
    }
    let cases = 0;
    let failed = 0;
    for (const [family, row] of tally) {
      console.log(`[storage] ${family}: cases ${row.cases} (loads ${row.loads}), boots failed ${row.failed}`);
      cases += row.cases;
      failed += row.failed;
    }
    console.log(`[storage] total: cases ${cases}, boots failed ${failed}`);
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(80);
    expect(failed).toBe(0);
  });
});
