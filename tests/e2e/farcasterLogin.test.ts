// Sign In With Farcaster to the embedded wallet in real Chromium against the devnet: the secure site opens a
// request at the devnet's Farcaster relay stand-in, the modal shows its URL as a QR code, and the dev Farcaster app
// page, opened from that URL in a second tab, approves it with the test fid's custody key. The secure site checks
// the signed message with the Farcaster auth client's own verification (its domain, its nonce, the signer owning
// the fid in the ID registry on the devnet chain); the page is then connected, signs a message approved in the
// secure iframe (verified with viem), stays connected across a reload and signs out. A request signed by a key
// that does not own the fid shows its error and can be started again. axe-core audits the view in light and dark.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';
import { approveInFrame, namespaceState, openEmailPage } from './emailLoginPage.js';
import { farcasterUser, openFarcasterView, shownUrl, storedSocial } from './farcasterLoginPage.js';

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false });
  browser = await launchBrowser();
}, 120_000);

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

describe('Sign In With Farcaster', () => {
  it('shows a refused sign-in (a key that does not own the fid) and starts again, audited in dark', async () => {
    const { page, errors } = await openEmailPage(browser, modalUrl('dark'));
    const opened = await openFarcasterView(page);
    console.info(`ConnectingFarcaster opened by ${opened}`);
    const url = await shownUrl(page);
    expect(url.startsWith(`${devnet.farcaster?.appUrl}?channelToken=`)).toBe(true);
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'farcaster-qr-dark');

    // Someone else's key signs the request: the secure site refuses it and the view says so.
    const channelToken = new URL(url).searchParams.get('channelToken') ?? '';
    await devnet.farcaster?.approve(channelToken, { user: { ...farcasterUser(devnet), custodyKey: generatePrivateKey() } });
    await page.getByTestId('farcaster-error').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('farcaster-error').textContent()).toBe('The Farcaster sign-in could not be verified. Try again.');
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'farcaster-refused-dark');
    expect(await namespaceState(page, 'eip155')).toMatchObject({ status: 'disconnected' });

    // Try again, from the keyboard: a new request with a new URL.
    await page.getByTestId('farcaster-retry').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('farcaster-view').getAttribute('data-state'), { timeout: 15_000 }).toBe('waiting');
    expect(await shownUrl(page)).not.toBe(url);
    // The refusal is the secure site's HTTP 401, which the browser logs for the frame's request; nothing else.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
    await page.close();
  });

  it('signs in by QR code through the dev Farcaster app, signs a message, survives a reload and signs out', async () => {
    const { page, errors } = await openEmailPage(browser, modalUrl('light'));
    await openFarcasterView(page);
    const url = await shownUrl(page);
    expect(await page.getByTestId('farcaster-url').textContent()).toBe(url);
    expect(await page.getByTestId('farcaster-open').getAttribute('href')).toBe(url);
    // The link and the copy button are reached from the keyboard.
    await page.getByTestId('farcaster-open').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('farcaster-url-copy');
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'farcaster-qr-light');

    // The dev Farcaster app, opened from the QR code's URL in a second tab, shows the request and approves it.
    const app = await page.context().newPage();
    await app.goto(url);
    const secureHost = new URL(devnet.secureSite.url).host;
    expect(await app.getByTestId('farcaster-domain').textContent()).toBe(secureHost);
    expect(await app.getByTestId('farcaster-nonce').textContent()).toMatch(/^[A-Za-z0-9]{8,}$/);
    await shoot(app, 'farcaster-dev-app');
    await app.getByRole('button', { name: 'Approve' }).click();
    await app.getByRole('status').waitFor();
    expect(await app.getByRole('status').textContent()).toContain('@devcaster approved the sign-in');
    await app.close();

    await expect.poll(() => namespaceState(page, 'eip155').then((state) => state.status), { timeout: 30_000 }).toBe('connected');
    const evm = await namespaceState(page, 'eip155');
    expect(evm.connectorId).toBe('auth');
    const address = evm.address as Address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await storedSocial(page)).toEqual({ provider: 'farcaster', username: 'devcaster' });
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
    if (await page.getByRole('dialog').count()) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    // A message signed by the embedded wallet, approved on the secure iframe's card, verifies with viem.
    const message = 'Signed in with Farcaster';
    const signing = page.evaluate(
      (text) => (window as unknown as { __connectConfig: { _internal: { signMessage(m: string, o: object): Promise<string> } } }).__connectConfig._internal.signMessage(text, { namespace: 'eip155' }),
      message,
    );
    await page.getByTestId('embedded-wallet-frame-area').waitFor({ timeout: 15_000 });
    await approveInFrame(page);
    const signature = (await signing) as Hex;
    expect(await verifyMessage({ address, message, signature })).toBe(true);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A reload keeps the session, with no new request to Farcaster.
    await page.reload();
    await expect.poll(() => namespaceState(page, 'eip155'), { timeout: 30_000 }).toMatchObject({ status: 'connected', address });
    expect(await storedSocial(page)).toEqual({ provider: 'farcaster', username: 'devcaster' });

    // Sign out clears the session and what the page kept of the login.
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor({ timeout: 15_000 });
    await page.getByTestId('account-disconnect').click();
    await expect.poll(() => namespaceState(page, 'eip155').then((state) => state.status), { timeout: 15_000 }).toBe('disconnected');
    expect(await storedSocial(page)).toEqual({ provider: null, username: null });
    await page.reload();
    await page.getByTestId('connect-button').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1_000);
    expect(await namespaceState(page, 'eip155')).toMatchObject({ status: 'disconnected' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
