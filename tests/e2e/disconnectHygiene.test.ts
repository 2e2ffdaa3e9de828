// Disconnect hygiene in real Chromium: after disconnecting each kind of connector (the dev browser wallet announced
// through EIP-6963, WalletConnect through the devnet relay and its wallet, the embedded wallet after an email login),
// the page's localStorage, sessionStorage, every IndexedDB record, the secure site's frame storage and every cookie of
// the browser are listed, and none holds a secret: no JWT, no session or pairing topic, no symmetric or private key of
// the WalletConnect keychain, no session, pairing or proposal record, no one-time code, no token or key read while
// connected, no email address, and no connection record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import { secretIn, storedEntries, walletConnectSecrets } from './disconnectHygienePage.js';
import type { StoredEntry } from './disconnectHygienePage.js';
import { loginByEmail, mails, namespaceState } from './emailLoginPage.js';
import { DEV_WALLET } from './modalPage.js';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] });
  browser = await launchBrowser();
  await browser.context.route(/^(?!http:\/\/127\.0\.0\.1|data:)/, (route) => route.abort());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

/** Opens the modal page on an origin wiped clean: no storage, no IndexedDB database, no cookie. */
async function openClean(query = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await browser.context.clearCookies();
  await page.goto(new URL('/dev-wallet.js', devnet.url).toString());
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
  });
  await page.goto(new URL(`/modal?theme=light${query}`, devnet.url).toString());
  await page.getByTestId('connect-button').waitFor({ timeout: 20_000 });
  return { page, errors };
}

/** Everything stored: the page's storage and IndexedDB, the secure frame's when it is there, and every cookie. */
async function everything(page: Page): Promise<StoredEntry[]> {
  const entries = await storedEntries(page);
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || !frame.url().startsWith(devnet.secureSite.url.replace(/\/$/, ''))) continue;
    entries.push(...(await storedEntries(frame)).map((entry) => ({ ...entry, where: `secure-frame ${entry.where}` })));
  }
  for (const cookie of await browser.context.cookies()) entries.push({ where: `cookie ${cookie.domain}:${cookie.path}`, key: cookie.name, value: cookie.value });
  return entries;
}

function accountStatus(page: Page): Promise<unknown> {
  return page.evaluate('window.__connectConfig._internal.accounts.get("eip155").status');
}

/** Disconnects from the Account view and waits until no namespace is connected. */
async function disconnectFromAccount(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-view').waitFor({ timeout: 15_000 });
  await page.getByTestId('account-disconnect').click();
  await expect.poll(() => accountStatus(page), { timeout: 20_000 }).toBe('disconnected');
}

const figures: { connector: string; inspected: number; left: number }[] = [];

/** Lists everything after the disconnect, waiting up to 10 s for removals in flight, and records the figures. */
async function checkLeftovers(connector: string, page: Page, known: readonly string[]): Promise<string[]> {
  let left: string[] = [];
  let inspected = 0;
  await expect
    .poll(
      async () => {
        const entries = await everything(page);
        inspected = entries.length;
        left = entries.flatMap((entry) => {
          const why = secretIn(entry, known);
          return why ? [`${entry.where} ${entry.key.slice(0, 80)}: ${why}`] : [];
        });
        return left.length;
      },
      { timeout: 10_000 },
    )
    .toBe(0)
    .catch(() => {});
  figures.push({ connector, inspected, left: left.length });
  console.log(`[disconnect] ${connector}: keys inspected ${inspected}, secrets left ${left.length} (secrets known while connected: ${known.length})`);
  return left;
}

describe('disconnect hygiene', () => {
  it('the dev browser wallet (EIP-6963) leaves no secret', { timeout: 90_000 }, async () => {
    const { page, errors } = await openClean();
    await page.getByTestId('connect-button').click();
    await page.getByTestId(`wallet-${DEV_WALLET}`).click();
    await expect.poll(() => accountStatus(page), { timeout: 20_000 }).toBe('connected');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const live = await everything(page);
    expect(live.some((entry) => entry.key === '@connect-modal/connection')).toBe(true);
    await disconnectFromAccount(page);
    expect(await checkLeftovers('browser-wallet', page, [])).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('WalletConnect through the devnet relay leaves no key, topic, session or pairing', { timeout: 120_000 }, async () => {
    const { page, errors } = await openClean();
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-walletConnect').click();
    await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const uri = (await page.getByTestId('walletconnect-uri').textContent()) ?? '';
    const paired = await fetch(`${devnet.apiUrl}/__devnet/wc/pair`, { method: 'POST', body: JSON.stringify({ uri }) });
    expect(paired.status).toBe(200);
    await expect.poll(() => accountStatus(page), { timeout: 20_000 }).toBe('connected');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The secrets of the live session, as the sign client stored them: topics, symmetric keys, key pairs.
    let known: string[] = [];
    await expect
      .poll(
        async () => {
          known = walletConnectSecrets(await everything(page));
          return known.length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(4);
    // The pairing URI's symmetric key is one of them.
    known.push(new URL(uri.replace(/^wc:/, 'wc://')).searchParams.get('symKey') ?? 'missing-sym-key');
    // While connected, the same check finds them: the keychain, the session, the pairing and the connection record.
    const flagged = (await everything(page)).filter((entry) => secretIn(entry, known) !== undefined).map((entry) => entry.key);
    expect(flagged.some((key) => key.endsWith('keychain'))).toBe(true);
    expect(flagged.some((key) => key.endsWith(':session'))).toBe(true);
    expect(flagged).toContain('@connect-modal/connection');
    await disconnectFromAccount(page);
    expect(await checkLeftovers('walletconnect', page, known)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the embedded wallet after an email login leaves no code, token or email', { timeout: 180_000 }, async () => {
    const { page, errors } = await openClean();
    const email = `hygiene-${Date.now()}@example.com`;
    await loginByEmail(page, devnet, email);
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {});
    // The tokens of the live login: cookies and stored values of the secure site whose names say what they are.
    const live = await everything(page);
    const tokens = live
      .filter((entry) => (entry.where.startsWith('cookie') || entry.where.startsWith('secure-frame')) && /token|session|jwt|auth|refresh|secret|key/i.test(entry.key))
      .map((entry) => entry.value)
      .filter((value) => value.length >= 16);
    const codes = (await mails(devnet, email)).flatMap((mail) => (mail.code ? [mail.code] : []));
    console.log(`[disconnect] embedded-wallet while connected: ${live.length} entries (${live.filter((entry) => entry.where.startsWith('secure-frame')).length} in the secure frame), ${tokens.length} tokens`);
    expect(codes.length).toBeGreaterThan(0);
    // While logged in, the same check finds what the login keeps: the connection record at least.
    expect(live.filter((entry) => secretIn(entry, [...tokens, email]) !== undefined).length).toBeGreaterThan(0);
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    await disconnectFromAccount(page);
    await expect.poll(() => namespaceState(page, 'eip155').then((state) => state.status), { timeout: 15_000 }).toBe('disconnected');
    expect(await checkLeftovers('embedded-wallet', page, [...tokens, ...codes, email])).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  afterAll(() => {
    const total = figures.reduce((sum, row) => ({ inspected: sum.inspected + row.inspected, left: sum.left + row.left }), { inspected: 0, left: 0 });
    console.log(`[disconnect] total: keys inspected ${total.inspected}, secrets left ${total.left}`);
  });
});
