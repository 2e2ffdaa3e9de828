// Account names in the default modal in real Chromium against the devnet: an EVM account without a name registers
// one from the Account view (the wallet signs, the devnet's name service checks the signature), then sees it in the
// Account view and in the service's reverse lookup; a name that breaks the rule and a name another account holds
// each show their message beside the kept field; ten fast clicks register once; an axe-core audit of both views in
// light and dark, with screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_ACCOUNTS, ANVIL_PRIVATE_KEYS, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import { checkView, clickTenTimes, devWallet, openConnected } from './sendPage.js';
import type { SendPage } from './sendPage.js';

const CHAIN_ID = 31337;
const TEST_TIMEOUT_MS = 120_000;

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [CHAIN_ID] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

const apiUrl = (path: string) => new URL(path, devnet.url).toString();

/** The names the devnet's name service gives for an address. */
async function reverseLookup(address: string): Promise<string[]> {
  const response = await fetch(apiUrl(`/v1/profile/reverse/${address}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ name: string }>).map((profile) => profile.name);
}

/** Registers a name for another dev account straight through the name service, signed with that account's key. */
async function registerElsewhere(accountIndex: number, name: string): Promise<void> {
  const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[accountIndex] as `0x${string}`);
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
  const signature = await account.signMessage({ message });
  const response = await fetch(apiUrl('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: account.address, message, signature }),
  });
  expect(response.status).toBe(200);
}

/** The dev wallet switched to an account without a name, and the Account view's way to RegisterAccountName. */
async function openAsNameless(browserTheme: 'light' | 'dark', accountIndex: number, width = 1280): Promise<SendPage & { account: Address }> {
  const opened = await openConnected(browser, devnet, browserTheme, width);
  const account = ANVIL_ACCOUNTS[accountIndex] as Address;
  await devWallet(opened.page, `setAccount(${JSON.stringify(account)})`);
  await expect.poll(() => opened.page.evaluate('window.__connectConfig._internal.accounts.get().address'), { timeout: 10_000 }).toBe(account);
  await opened.page.getByTestId('account-choose-name').waitFor({ timeout: 15_000 });
  return { ...opened, account };
}

const signRequests = async (opened: SendPage) => ((await devWallet(opened.page, 'requests')) as string[]).filter((method) => method === 'personal_sign').length;

describe('Account names in the default modal', () => {
  it('registers a name from Account: shown in Account and in the reverse lookup; ten clicks register once (light)', async () => {
    const opened = await openAsNameless('light', 5);
    const { page, errors, account } = opened;
    expect(await reverseLookup(account)).toEqual([]);
    await checkView(opened, 'account-view', 'account-name-entry-light-desktop');
    await page.getByTestId('account-choose-name').click();
    await checkView(opened, 'register-account-name-view', 'account-name-light-desktop');
    expect(await page.getByLabel('Account name').count()).toBe(1);

    // The rule as the visitor types: too short, then a forbidden character; the button stays off.
    await page.getByTestId('account-name-input').fill('ab');
    expect(await page.getByTestId('account-name-problem').textContent()).toBe('Use at least 4 characters');
    expect(await page.getByTestId('account-name-register').isDisabled()).toBe(true);

    // Suggestions come from the service once typing pauses; alice.reown.id is taken.
    await page.getByTestId('account-name-input').fill('alice');
    await expect.poll(() => page.getByTestId('account-name-suggestion').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const taken = page.getByTestId('account-name-suggestion').filter({ hasText: 'alice.reown.id' }).first();
    expect(await taken.textContent()).toContain('Taken');
    expect(await taken.isDisabled()).toBe(true);
    await checkView(opened, 'register-account-name-view', 'account-name-suggestions-light-desktop');
    await page.getByTestId('account-name-suggestion').filter({ hasText: 'alice-web3.reown.id' }).click();
    expect(await page.getByTestId('account-name-input').inputValue()).toBe('alice-web3');

    // The wallet answers after 1.5 s: ten clicks land while it is asked, and one registration is signed and sent.
    const before = await signRequests(opened);
    await devWallet(page, 'setPromptDelay(1500)');
    expect(await clickTenTimes(page, 'account-name-register')).toBeLessThan(100);
    await page.locator('[data-testid="account-name-register"][aria-busy="true"]').waitFor();
    await page.getByTestId('register-account-name-success-view').waitFor({ timeout: 15_000 });
    await devWallet(page, 'setPromptDelay(0)');
    expect((await signRequests(opened)) - before).toBe(1);
    expect(await page.getByTestId('registered-account-name').textContent()).toBe('alice-web3.reown.id');
    await checkView(opened, 'register-account-name-success-view', 'account-name-success-light-desktop');
    expect(await reverseLookup(account)).toEqual(['alice-web3.reown.id']);

    // Back on Account, the new name is shown and the way to choose one is gone.
    await page.getByTestId('account-name-done').click();
    await page.getByTestId('account-view').waitFor();
    await expect.poll(() => page.getByTestId('account-name').textContent(), { timeout: 10_000 }).toBe('alice-web3.reown.id');
    expect(await page.getByTestId('account-choose-name').count()).toBe(0);

    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('shows an invalid name, a taken name and a declined signature beside the kept field, 360 px wide (dark)', async () => {
    await registerElsewhere(7, 'dana-taken.reown.id');
    const opened = await openAsNameless('dark', 6, 360);
    const { page, errors, account } = opened;
    await page.getByTestId('account-choose-name').click();
    await page.getByTestId('register-account-name-view').waitFor();

    // An invalid name, typed by keyboard: its message, the field marked invalid, nothing signed.
    const before = await signRequests(opened);
    await page.getByTestId('account-name-input').focus();
    await page.keyboard.type('dana taken');
    expect(await page.getByTestId('account-name-problem').textContent()).toBe('Use only letters, digits and hyphens');
    expect(await page.getByTestId('account-name-input').getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Enter');
    await checkView(opened, 'register-account-name-view', 'account-name-invalid-dark-mobile');
    expect(await signRequests(opened)).toBe(before);

    // A name another account holds: the wallet signs, the service refuses, the message shows and the name is kept.
    await page.getByTestId('account-name-input').fill('dana-taken');
    await page.getByTestId('account-name-register').click();
    await expect
      .poll(() => page.getByTestId('account-name-problem').textContent(), { timeout: 10_000 })
      .toBe('dana-taken.reown.id is already taken. Try another name.');
    expect(await page.getByTestId('account-name-input').inputValue()).toBe('dana-taken');
    await checkView(opened, 'register-account-name-view', 'account-name-taken-dark-mobile');
    expect(await reverseLookup(account)).toEqual([]);

    // A declined signature: its message; nothing registered.
    await page.getByTestId('account-name-input').fill('dana-free');
    await devWallet(page, "rejectNext('personal_sign')");
    await page.getByTestId('account-name-register').click();
    await expect
      .poll(() => page.getByTestId('account-name-problem').textContent(), { timeout: 10_000 })
      .toBe('The wallet declined to sign. Your name was not registered.');
    expect(await page.getByTestId('account-name-input').inputValue()).toBe('dana-free');
    expect(await reverseLookup(account)).toEqual([]);

    // Then it registers, and the success view is audited in dark too.
    await page.getByTestId('account-name-register').click();
    await page.getByTestId('register-account-name-success-view').waitFor({ timeout: 15_000 });
    await checkView(opened, 'register-account-name-success-view', 'account-name-success-dark-mobile');
    expect(await reverseLookup(account)).toEqual(['dana-free.reown.id']);

    const overflow = await page.evaluate(
      'document.querySelector(\'[data-testid="register-account-name-success-view"]\').scrollWidth - document.querySelector(\'[data-testid="register-account-name-success-view"]\').clientWidth',
    );
    expect(overflow).toBe(0);
    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    // The browser logs the service's refusal of the taken name itself; nothing else went wrong.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
