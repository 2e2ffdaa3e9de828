// Social logins to the embedded wallet in real Chromium against the devnet: the secure site is a standard OpenID
// Connect / OAuth 2 client of the devnet's OpenID provider (oidc-provider), which stands in for Google, X, Discord,
// GitHub, Apple and Facebook and serves its pages with Cross-Origin-Opener-Policy, as the real ones do. Each
// provider logs in through the popup the click opens; one logs in by redirect after the browser blocked the
// popup; each signs a message (verified with viem), survives a reload and signs out. A denied sign-in shows the
// provider's answer. axe-core audits the socials and the ConnectingSocial view in light and dark.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';
import { namespaceState, openEmailPage } from './emailLoginPage.js';
import { connectedAddress, signAndVerify, signInAtProvider, storedSocial } from './socialLoginPage.js';

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
// Pages share the origin's storage: one left open would react to the next test's logins, so every test closes all.
const TEST_TIMEOUT = 90_000;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

function modalUrl(theme: 'light' | 'dark'): string {
  return new URL(`/modal?namespaces=eip155,solana&theme=${theme}`, devnet.url).toString();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** A page with a clean slate, the provider's remembered session gone too (cookies are per host, not port). */
async function freshPage(theme: 'light' | 'dark' = 'light') {
  for (const open of browser.context.pages()) await open.close();
  await browser.context.clearCookies();
  return openEmailPage(browser, modalUrl(theme));
}

/** Reload keeps the session; signing out through the Account view ends it and forgets the social name. */
async function reloadAndSignOut(page: Page, address: string) {
  await page.reload();
  expect(await connectedAddress(page)).toBe(address);
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-disconnect').click();
  await expect.poll(() => namespaceState(page, 'eip155').then((state) => state.status), { timeout: 15_000 }).toBe('disconnected');
  expect(await storedSocial(page)).toEqual({ provider: null, username: null });
  await page.reload();
  await page.getByTestId('connect-button').waitFor();
  expect((await namespaceState(page, 'eip155')).status).toBe('disconnected');
}

const EXPECTED_USERNAMES = { google: 'alice@devnet.localhost', x: 'alice', discord: 'alice', github: 'alice', apple: 'alice@devnet.localhost', facebook: 'Alice Devnet' } as const;

describe('social login through the devnet OpenID provider', () => {
  it('lists the socials in the order of the config, each a keyboard-reachable button, audited in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors } = await freshPage(theme);
      await page.getByTestId('connect-button').click();
      const list = page.getByTestId('social-list');
      await list.waitFor({ timeout: 15_000 });
      const ids = await list.locator('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')));
      expect(ids).toEqual(['social-google', 'social-x', 'social-discord', 'social-farcaster', 'social-github', 'social-apple', 'social-facebook']);
      await expect.poll(() => page.getByRole('button', { name: 'Continue with GitHub' }).count()).toBe(1);
      expect(await auditPage(page)).toEqual([]);
      await shoot(page, `social-connect-${theme}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  }, TEST_TIMEOUT);

  for (const provider of ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const) {
    it(`logs in with ${provider} in a popup, signs, survives a reload and signs out`, async () => {
      const { page, errors } = await freshPage();
      await page.getByTestId('connect-button').click();
      const popupOpened = page.waitForEvent('popup');
      // Keyboard: the button is focused and pressed like any other.
      await page.getByTestId(`social-${provider}`).focus();
      await page.keyboard.press('Enter');
      const popup = await popupOpened;
      await page.getByTestId('connecting-social').waitFor();
      if (provider === 'google') {
        expect(await auditPage(page)).toEqual([]);
        await shoot(page, 'social-connecting-light');
      }
      await signInAtProvider(popup, devnet.secureSite.oidc.issuer, 'alice');
      const address = await connectedAddress(page);
      expect(await storedSocial(page)).toEqual({ provider, username: EXPECTED_USERNAMES[provider] });
      if (!popup.isClosed()) await popup.close();
      await signAndVerify(page, address, `Signed after a ${provider} login`);
      await reloadAndSignOut(page, address);
      expect(errors).toEqual([]);
      await page.close();
    }, TEST_TIMEOUT);
  }

  it('logs in by redirect when the browser blocks the popup, and the same person gets the same account', async () => {
    const { page } = await freshPage('dark');
    // The browser blocks every window this page opens.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByTestId('connect-button').click();
    await page.getByTestId('social-github').click();
    await page.getByTestId('social-blocked').waitFor();
    expect(await page.getByTestId('social-blocked').textContent()).toContain('Your browser blocked the GitHub window.');
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'social-popup-blocked-dark');
    await page.getByTestId('social-redirect').click();
    await signInAtProvider(page, devnet.secureSite.oidc.issuer, 'bob');
    // Back on the app page, which finishes the login on load.
    await page.waitForURL((url) => url.href === modalUrl('dark'), { timeout: 30_000 });
    const address = await connectedAddress(page);
    expect(await storedSocial(page)).toEqual({ provider: 'github', username: 'bob' });
    await signAndVerify(page, address, 'Signed after a redirect login');
    await reloadAndSignOut(page, address);

    // Bob again, now through the popup: the provider remembers him and his consent, so the window goes straight
    // back to the secure site and closes itself; the identity leads back to the same account.
    await page.getByTestId('connect-button').click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('social-github').click();
    const popup = await popupOpened;
    expect(await connectedAddress(page)).toBe(address);
    await expect.poll(() => popup.isClosed(), { timeout: 15_000 }).toBe(true);
    await page.close();
  }, TEST_TIMEOUT);

  it('says clearly that the person declined at the provider, and offers to try again', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await freshPage(theme);
      await page.getByTestId('connect-button').click();
      const popupOpened = page.waitForEvent('popup');
      await page.getByTestId('social-discord').click();
      await signInAtProvider(await popupOpened, devnet.secureSite.oidc.issuer, 'alice', 'deny');
      const error = page.getByTestId('social-error');
      await error.waitFor({ timeout: 30_000 });
      expect(await error.textContent()).toBe('You declined the sign-in at Discord.');
      await page.getByTestId('social-retry').waitFor();
      expect(await auditPage(page)).toEqual([]);
      await shoot(page, `social-denied-${theme}`);
      expect((await namespaceState(page, 'eip155')).status).toBe('disconnected');
      await page.close();
    }
  }, TEST_TIMEOUT);
});
