// Sign-in (SIWX) as the dev EVM wallet changes account, and with smart accounts, in real Chromium against the
// devnet's sign-in backend: one prompt per account and chain, no prompt again for an account that has a session or
// cancelled once, and ERC-1271 (deployed) and ERC-6492 (counterfactual) sign-ins whose session is the smart account's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, getAddress, http } from 'viem';
import type { Address, Hex } from 'viem';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import {
  EVM_WALLET,
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
import type { SiwxPage } from './siwxPage.js';

const TEST_TIMEOUT_MS = 60_000;
/** The suffix of an ERC-6492 signature. */
const ERC6492_MAGIC = '6492649264926492649264926492649264926492649264926492649264926492';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  [devnet, browser] = await Promise.all([startDevnet({ chainIds: [31337, 31338], walletConnect: false }), launchBrowser()]);
});

// A page left open by a failed test would share its tab's stored connection with the next test's page.
afterEach(() => closePages(browser));

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

function chain() {
  const [first] = devnet.chains;
  if (!first) throw new Error('The devnet has no chain');
  return first;
}

function account(index: number): Address {
  const found = chain().accounts[index];
  if (!found) throw new Error(`No dev account ${index}`);
  return found;
}

/** Acts as the user picking another account in the wallet. */
function switchTo(page: SiwxPage['page'], address: string) {
  return walletControl(page, EVM_WALLET, `setAccount(${JSON.stringify(address)})`);
}

/** No sign view shows up, now or a moment later (a prompt would follow the sign-in check within that time). */
async function expectNoPrompt(page: SiwxPage['page']) {
  await page.waitForTimeout(400);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('changing account in the wallet', () => {
  it('asks once per account: never again for an account with a session, nor for one that cancelled', async () => {
    const { page, errors } = await openSiwxPage(browser, devnet, 'siwx=optional');
    const [a, b, c] = [account(1), account(2), account(3)];
    expect(a).toBe(devnet.account);

    // Signed in as A.
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    await page.getByTestId('siwx-sign').click();
    await modalClosed(page);
    await expectAccountStatus(page, a, 'signedIn');

    // The wallet moves to B: the sign view asks for B, once.
    await switchTo(page, b);
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-address').getAttribute('title')).toBe(b);
    expect(await page.getByTestId('siwx-address').textContent()).toBe(truncated(b));
    await page.getByTestId('siwx-sign').click();
    await modalClosed(page);
    await expectAccountStatus(page, b, 'signedIn');

    // Back to A, and to B again: both have their sessions, nothing is asked.
    await switchTo(page, a);
    await expectAccountStatus(page, a, 'signedIn');
    await expectNoPrompt(page);
    await switchTo(page, b);
    await expectAccountStatus(page, b, 'signedIn');
    await expectNoPrompt(page);

    // A third account C: asked, cancelled; switching away and back to C never asks again.
    await switchTo(page, c);
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-address').getAttribute('title')).toBe(c);
    await page.getByTestId('siwx-cancel').click();
    await modalClosed(page);
    await expectAccountStatus(page, c, 'needed');
    await switchTo(page, a);
    await expectAccountStatus(page, a, 'signedIn');
    await switchTo(page, c);
    await expectAccountStatus(page, c, 'needed');
    await expectNoPrompt(page);

    // Two signatures asked of the wallet in all: A's and B's.
    expect(await personalSigns(page)).toBe(2);
    const sessions = [...(await backendSessions(devnet, a)), ...(await backendSessions(devnet, b)), ...(await backendSessions(devnet, c))];
    expect(sessions.map((session) => session.address)).toEqual([a, b]);
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);

  it('asks again on another network of the app, once: each chain has its own session', async () => {
    const { page, errors } = await openSiwxPage(browser, devnet, 'siwx=optional');
    const address = account(5);
    await switchTo(page, address);
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    await page.getByTestId('siwx-sign').click();
    await modalClosed(page);
    await expectAccountStatus(page, address, 'signedIn');

    // The wallet moves to the app's other network: the same account is asked to sign in there.
    await walletControl(page, EVM_WALLET, 'switchChain(31338)');
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-view').textContent()).toContain('Devnet 31338');
    await page.getByTestId('siwx-sign').click();
    await modalClosed(page);
    await expectAccountStatus(page, address, 'signedIn');
    expect((await backendSessions(devnet, address)).map((session) => session.chainId).sort()).toEqual(['eip155:31337', 'eip155:31338']);

    // Back and forth: both chains have their sessions.
    await walletControl(page, EVM_WALLET, 'switchChain(31337)');
    await expect.poll(() => page.getByTestId('demo-account-network').textContent()).toBe('Devnet 31337');
    await expectAccountStatus(page, address, 'signedIn');
    await expectNoPrompt(page);
    expect(await personalSigns(page)).toBe(2);
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);

  it("a switch from the modal's Networks view to a chain with no session shows the sign view for that chain, and signs there", async () => {
    const { page, errors } = await openSiwxPage(browser, devnet, 'siwx=optional');
    const address = account(6);
    await switchTo(page, address);
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    await page.getByTestId('siwx-sign').click();
    await modalClosed(page);
    await expectAccountStatus(page, address, 'signedIn');

    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-network').click();
    await page.getByTestId('network-31338').click();
    // The sign view opened by the switch stays: the Networks view does not go back over it.
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-view').textContent()).toContain('Devnet 31338');
    await page.getByTestId('siwx-sign').click();
    await modalClosed(page);
    await expectAccountStatus(page, address, 'signedIn');
    expect((await backendSessions(devnet, address)).map((session) => session.chainId).sort()).toEqual(['eip155:31337', 'eip155:31338']);
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);

  it('keeps the session across a reload when the wallet reports its address in lower case', async () => {
    const { page, errors } = await openSiwxPage(browser, devnet, 'siwx=optional');
    const lower = account(4).toLowerCase();
    // Many wallets give addresses without their checksum; the backend's session has it.
    await switchTo(page, lower);
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    await page.getByTestId('siwx-sign').click();
    await modalClosed(page);
    await expectAccountStatus(page, lower, 'signedIn');
    expect((await backendSessions(devnet, lower)).map((session) => session.address)).toEqual([account(4)]);

    await page.reload();
    await expectAccountStatus(page, lower, 'signedIn');
    await expectNoPrompt(page);
    expect(await personalSigns(page)).toBe(0);
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);
});

describe('smart accounts', () => {
  const client = () => createPublicClient({ transport: http(chain().rpcUrl) });

  /** Connects as the smart account the factory makes for the first dev account with `salt`, and signs in. */
  async function signInAsSmartAccount(salt: string | undefined): Promise<{ opened: SiwxPage; address: string }> {
    const opened = await openSiwxPage(browser, devnet, 'siwx=optional');
    const { page } = opened;
    const mode = JSON.stringify({ factory: chain().contracts.factory, ...(salt === undefined ? {} : { salt }) });
    await switchTo(page, account(0));
    await walletControl(page, EVM_WALLET, `setSmartAccount(${mode})`);
    await connectFromModal(page, EVM_WALLET);
    expect(await signView(page)).toBe('needed');
    const address = (await page.getByTestId('siwx-address').getAttribute('title')) ?? '';
    await page.getByTestId('siwx-sign').click();
    await modalClosed(page);
    await expectAccountStatus(page, address, 'signedIn');
    return { opened, address };
  }

  it('signs the deployed smart account in through ERC-1271: the session is the smart account\'s', async () => {
    const { opened, address } = await signInAsSmartAccount(undefined);
    expect(address).toBe(chain().contracts.smartAccount);
    expect(await client().getCode({ address: address as Address })).not.toBeUndefined();

    expect(await backendSessions(devnet, address)).toEqual([expect.objectContaining({ address: getAddress(address), chainId: 'eip155:31337' })]);
    const [session, ...more] = await pageSessions(opened.page, devnet);
    expect(more).toEqual([]);
    expect(session?.address).toBe(getAddress(address));
    expect(session?.signature.endsWith(ERC6492_MAGIC)).toBe(false);
    // The owner's key signed; the account's isValidSignature accepts it on the chain.
    expect(await client().verifyMessage({ address: address as Address, message: session?.message ?? '', signature: (session?.signature ?? '0x') as Hex })).toBe(true);
    expect(await backendSessions(devnet, account(0))).toEqual([]);
    expect(opened.errors).toEqual([]);
  }, TEST_TIMEOUT_MS);

  it('signs a counterfactual smart account in through ERC-6492, without deploying it', async () => {
    const { opened, address } = await signInAsSmartAccount('6492');
    expect(address).not.toBe(chain().contracts.smartAccount);
    expect(await client().getCode({ address: address as Address })).toBeUndefined();

    expect(await backendSessions(devnet, address)).toEqual([expect.objectContaining({ address: getAddress(address), chainId: 'eip155:31337' })]);
    const [session, ...more] = await pageSessions(opened.page, devnet);
    expect(more).toEqual([]);
    expect(session?.address).toBe(getAddress(address));
    expect(session?.signature.endsWith(ERC6492_MAGIC)).toBe(true);
    expect(await client().verifyMessage({ address: address as Address, message: session?.message ?? '', signature: (session?.signature ?? '0x') as Hex })).toBe(true);
    // Verifying simulated the deployment; the account is still counterfactual.
    expect(await client().getCode({ address: address as Address })).toBeUndefined();
    expect(opened.errors).toEqual([]);
  }, TEST_TIMEOUT_MS);
});
