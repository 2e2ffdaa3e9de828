// Sign-in (SIWX) with the dev EVM wallet in real Chromium against the devnet's sign-in backend: the sign view and
// ConnectingSiwe (axe-core in light and dark, screenshots), the session kept across a reload without a new
// signature, a declined signature (EOA and smart account), and cancelling with sign-in optional and required.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import {
  EVM_WALLET,
  auditView,
  backendSessions,
  closePages,
  connectFromModal,
  expectAccountStatus,
  modalClosed,
  openSiwxPage,
  pageSessions,
  personalSigns,
  signView,
  truncated,
  walletControl,
} from './siwxPage.js';

// Whole flows in a real browser on a busy machine: generous.
const TEST_TIMEOUT_MS = 60_000;
/** The statement the demo's sign-in messages carry. */
const DEMO_STATEMENT = 'Sign in to the Connect modal demo.';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  [devnet, browser] = await Promise.all([startDevnet({ chainIds: [31337], walletConnect: false }), launchBrowser()]);
});

// A page left open by a failed test would share its tab's stored connection with the next test's page.
afterEach(() => closePages(browser));

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

describe.each(['light', 'dark'] as const)('sign-in with the dev EVM wallet, %s theme', (theme) => {
  it('asks once connected, signs through ConnectingSiwe, keeps the session at the backend and across a reload without signing again', async () => {
    const opened = await openSiwxPage(browser, devnet, `siwx=optional&theme=${theme}`);
    const { page, errors } = opened;
    const address = devnet.account;

    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-address').textContent()).toBe(truncated(address));
    expect(await page.getByTestId('siwx-address').getAttribute('title')).toBe(address);
    expect(await page.getByTestId('siwx-error').count()).toBe(0);
    await auditView(opened, 'siwx-view', `sign-${theme}`);

    // The backend's verification is held until ConnectingSiwe, which waits for it, has been audited.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/siwx/verify', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('siwx-sign').click();
    await auditView(opened, 'connecting-siwe-view', `connecting-${theme}`);
    expect(await page.getByTestId('connecting-siwe-view').textContent()).toContain('Sign in with Dev Wallet');
    release();
    await modalClosed(page);
    await expectAccountStatus(page, address, 'signedIn');
    expect(await personalSigns(page)).toBe(1);

    // The backend holds the session the page kept: the EIP-4361 message for this page, signed by the account.
    expect(await backendSessions(devnet, address)).toEqual([expect.objectContaining({ address, chainId: 'eip155:31337' })]);
    const [session, ...others] = await pageSessions(page, devnet);
    expect(others).toEqual([]);
    expect(session?.chainId).toBe('eip155:31337');
    expect(session?.address).toBe(address);
    const origin = new URL(devnet.url);
    expect(session?.message.startsWith(`${origin.host} wants you to sign in with your Ethereum account:\n${address}\n\n${DEMO_STATEMENT}\n\nURI: ${origin.origin}\n`)).toBe(true);
    expect(await verifyMessage({ address, message: session?.message ?? '', signature: (session?.signature ?? '0x') as `0x${string}` })).toBe(true);

    // A reload restores the connection and finds the session again: no sign view, no new signature.
    await page.reload();
    await expectAccountStatus(page, address, 'signedIn');
    expect(await page.getByTestId('siwx-view').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await personalSigns(page)).toBe(0);
    expect(await backendSessions(devnet, address)).toHaveLength(1);

    expect(opened.audits).toEqual({ [`sign-${theme}`]: [], [`connecting-${theme}`]: [] });
    expect(errors).toEqual([]);
    // The next test starts from a backend without this session.
    await page.getByTestId('demo-siwx-button').click();
    await expectAccountStatus(page, address, 'needed');
    expect(await backendSessions(devnet, address)).toEqual([]);
  }, TEST_TIMEOUT_MS);
});

describe('a declined signature', () => {
  it('shows exactly "Signature declined" on the sign view, and signing again succeeds', async () => {
    const opened = await openSiwxPage(browser, devnet, 'siwx=optional');
    const { page, errors } = opened;
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');

    await walletControl(page, EVM_WALLET, 'rejectNext("personal_sign")');
    await page.getByTestId('siwx-sign').click();
    expect(await signView(page)).toBe('failed');
    expect(await page.getByTestId('siwx-error').textContent()).toBe('Signature declined');
    await auditView(opened, 'siwx-view', 'declined-light');
    expect(opened.audits['declined-light']).toEqual([]);

    await page.getByTestId('siwx-sign').click();
    await modalClosed(page);
    await expectAccountStatus(page, devnet.account, 'signedIn');
    expect(await personalSigns(page)).toBe(2);
    expect(await backendSessions(devnet, devnet.account)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.getByTestId('demo-siwx-button').click();
    await expectAccountStatus(page, devnet.account, 'needed');
  }, TEST_TIMEOUT_MS);

  it('shows "This application might not support Smart Accounts" when the account is a smart account', async () => {
    const opened = await openSiwxPage(browser, devnet, 'siwx=optional&theme=dark');
    const { page, errors } = opened;
    const [chain] = devnet.chains;
    const owner = chain?.accounts[0] ?? '';
    // The wallet acts as the deployed smart account of the first dev account before the site connects.
    await walletControl(page, EVM_WALLET, `setAccount(${JSON.stringify(owner)})`);
    await walletControl(page, EVM_WALLET, `setSmartAccount({ factory: ${JSON.stringify(chain?.contracts.factory)} })`);
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-address').getAttribute('title')).toBe(chain?.contracts.smartAccount);

    await walletControl(page, EVM_WALLET, 'rejectNext("personal_sign")');
    await page.getByTestId('siwx-sign').click();
    expect(await signView(page)).toBe('failed');
    expect(await page.getByTestId('siwx-error').textContent()).toBe('This application might not support Smart Accounts');
    await auditView(opened, 'siwx-view', 'declined-smart-account-dark');
    expect(opened.audits['declined-smart-account-dark']).toEqual([]);
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);
});

describe('cancelling', () => {
  it('with sign-in optional closes the modal and keeps the wallet connected, not signed in; the page can sign in later', async () => {
    const { page, errors } = await openSiwxPage(browser, devnet, 'siwx=optional');
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    await page.getByTestId('siwx-cancel').click();
    await modalClosed(page);
    await expectAccountStatus(page, devnet.account, 'needed');
    expect((await walletControl<{ connected: boolean }[]>(page, EVM_WALLET, 'state()'))[0]?.connected).toBe(true);
    expect(await page.getByTestId('demo-account').getAttribute('data-status')).toBe('connected');
    expect(await personalSigns(page)).toBe(0);
    expect(await backendSessions(devnet, devnet.account)).toEqual([]);

    // Signing in from the page, with the modal closed, and signing out again.
    await page.getByTestId('demo-siwx-button').click();
    await expectAccountStatus(page, devnet.account, 'signedIn');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await backendSessions(devnet, devnet.account)).toHaveLength(1);
    await page.getByTestId('demo-siwx-button').click();
    await expectAccountStatus(page, devnet.account, 'needed');
    expect(await backendSessions(devnet, devnet.account)).toEqual([]);
    expect(await personalSigns(page)).toBe(1);
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);

  it('with sign-in required neither Escape nor the close button closes the sign view, and Cancel disconnects', async () => {
    const opened = await openSiwxPage(browser, devnet, 'siwx=required&theme=dark');
    const { page, errors } = opened;
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-view').textContent()).toContain('Signing in is required here: cancelling disconnects your wallet.');
    await auditView(opened, 'siwx-view', 'required-dark');
    expect(opened.audits['required-dark']).toEqual([]);

    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('siwx-view').isVisible()).toBe(true);
    // The close button is there but disabled; a click on it changes nothing.
    const close = page.getByTestId('modal-close');
    expect(await close.isDisabled()).toBe(true);
    await close.click({ force: true });
    await page.waitForTimeout(300);
    expect(await page.getByTestId('siwx-view').isVisible()).toBe(true);
    // A click outside the dialog does not close it either.
    await page.mouse.click(10, 10);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('siwx-view').isVisible()).toBe(true);

    await page.getByTestId('siwx-cancel').click();
    await modalClosed(page);
    await expect.poll(() => page.getByTestId('demo-account').getAttribute('data-status')).toBe('disconnected');
    expect(await page.getByTestId('demo-account-address').count()).toBe(0);
    expect(await personalSigns(page)).toBe(0);
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);
});

describe('a sign-in that cannot start', () => {
  it('says so, disconnects and goes back to Connect when the backend gives no nonce', async () => {
    const opened = await openSiwxPage(browser, devnet, 'siwx=optional');
    const { page } = opened;
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    // The sign-in backend goes away.
    await page.route('**/siwx/nonce', (route) => route.abort('connectionrefused'));
    await page.getByTestId('siwx-sign').click();

    await page.getByTestId('connect-view').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('toast').textContent()).toBe('A problem occurred while trying initialize authentication');
    expect(await page.getByTestId('toast').getAttribute('data-variant')).toBe('error');
    await auditView(opened, 'connect-view', 'init-failed-light');
    expect(opened.audits['init-failed-light']).toEqual([]);
    await expect.poll(() => page.getByTestId('demo-account').getAttribute('data-status')).toBe('disconnected');
    expect((await walletControl<{ connected: boolean }[]>(page, EVM_WALLET, 'state()'))[0]?.connected).toBe(false);
    expect(await personalSigns(page)).toBe(0);
  }, TEST_TIMEOUT_MS);
});
