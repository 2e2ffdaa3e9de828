// Smart accounts (ERC-4337) of the embedded wallet in real Chromium against the devnet: EntryPoint v0.8 and the
// account factory on the devnet chain and the alto bundler on its own port. A new email user gets a counterfactual
// smart account (shown in the Account view, no code on the chain), signs a message that verifies as ERC-6492, sends
// ETH through the bundler (the user operation deploys the account; the recipient's balance moves by exactly the
// amount), then signs a message that verifies as ERC-1271; switching to the EOA shows and uses the EOA's address.
// axe-core audits the Account view with each account type, in light and dark.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, isErc6492Signature, parseEther } from 'viem';
import type { Address, Hex, PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Page } from 'playwright-core';
import { ANVIL_PRIVATE_KEYS, signableSimpleAccountFactoryAbi, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';
import { approveInFrame, loginByEmail, namespaceState, openEmailPage } from './emailLoginPage.js';
import { connectedAddress, signInAtProvider } from './socialLoginPage.js';

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let reader: PublicClient;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // One chain, one bundler for the whole file.
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false, smartAccounts: true });
  browser = await launchBrowser();
  const [chain] = devnet.chains;
  if (!chain) throw new Error('The devnet started no chain');
  reader = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) }) as PublicClient;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

function modalUrl(theme: 'light' | 'dark'): string {
  return new URL(`/modal?namespaces=eip155,solana&enable=send&theme=${theme}`, devnet.url).toString();
}

/** Signs `message` with the connected eip155 account, approving on the secure iframe's card. */
async function signInPage(page: Page, message: string): Promise<Hex> {
  const signing = page.evaluate(
    (text) => (window as unknown as { __connectConfig: { _internal: { signMessage(m: string, o: object): Promise<string> } } }).__connectConfig._internal.signMessage(text, { namespace: 'eip155' }),
    message,
  );
  await page.getByTestId('embedded-wallet-frame-area').waitFor({ timeout: 15_000 });
  await approveInFrame(page);
  const signature = (await signing) as Hex;
  if (await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return signature;
}

async function openAccount(page: Page) {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-view').waitFor();
}

async function auditAccount(page: Page, name: string) {
  expect(await auditPage(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

describe('smart accounts of the embedded wallet', () => {
  it('a new email user gets a counterfactual smart account: ERC-6492, a send through the bundler, then ERC-1271; the switch to the EOA', async () => {
    const email = `smart-${Date.now()}@example.com`;
    const { page, errors } = await openEmailPage(browser, modalUrl('light'));
    await loginByEmail(page, devnet, email);
    const smartAccounts = devnet.smartAccounts?.[31337];
    if (!smartAccounts) throw new Error('The devnet has no smart accounts');

    // The connected address is the smart account: the factory's counterfactual address of the user's key, no code yet.
    const evm = await namespaceState(page, 'eip155');
    expect(evm).toMatchObject({ status: 'connected', connectorId: 'auth' });
    const smart = evm.address as Address;
    const user = await page.evaluate(() =>
      (window as unknown as { __connectConfig: { options: { connectors: { id: string; getState?(): { user?: { accounts?: { address: string; type: string }[] } } }[] } } }).__connectConfig.options.connectors
        .find((connector) => connector.id === 'auth')
        ?.getState?.().user,
    );
    const eoa = user?.accounts?.find((account) => account.type === 'eoa')?.address as Address;
    expect(user?.accounts).toEqual([
      { address: smart, type: 'smartAccount' },
      { address: eoa, type: 'eoa' },
    ]);
    expect(await reader.readContract({ address: smartAccounts.factory, abi: signableSimpleAccountFactoryAbi, functionName: 'getAddress', args: [eoa, 0n] })).toBe(smart);
    expect(await reader.getCode({ address: smart })).toBeUndefined();
    // Funding the counterfactual address (the account pays its user operations' gas) leaves it undeployed.
    const [chain] = devnet.chains;
    const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[5]), chain: chain!.chain, transport: http(chain!.rpcUrl) });
    await reader.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }) });
    expect(await reader.getCode({ address: smart })).toBeUndefined();

    await openAccount(page);
    await expect.poll(() => page.getByTestId('account-type').getAttribute('data-account-type')).toBe('smartAccount');
    expect(await page.getByTestId('account-type-name').textContent()).toBe('Smart account');
    expect(await page.getByTestId('account-type').textContent()).toContain('Deployed with its first transaction');
    expect(await page.getByTestId('account-name').getAttribute('title')).toBe(smart);
    await auditAccount(page, 'smart-account-view-smart-light');
    // The smart-account enabled networks are kept as the SPEC's comma-separated storage value.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('@connect-modal/smartAccountEnabledNetworks'))).toBe('31337');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Before deployment the signature is ERC-6492: verifiable against the chain all the same.
    const before = await signInPage(page, 'Hello from a counterfactual smart account');
    expect(isErc6492Signature(before)).toBe(true);
    expect(await reader.verifyMessage({ address: smart, message: 'Hello from a counterfactual smart account', signature: before })).toBe(true);

    // ETH through the bundler: the account sends 0.1 ETH from the modal; the user operation deploys it.
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    await openAccount(page);
    await page.getByTestId('wallet-feature-send').click();
    await page.getByTestId('send-view').waitFor();
    await page.getByTestId('send-amount').fill('0.1');
    await page.getByTestId('send-to').fill(receiver);
    await page.getByTestId('send-preview').click();
    await page.getByTestId('send-preview-view').waitFor().catch(async (error: unknown) => {
      await page.screenshot({ path: `${SCREENSHOTS}smart-account-send-failed.png` });
      throw error;
    });
    await page.getByTestId('send-submit').click();
    await page.getByTestId('embedded-wallet-frame-area').waitFor({ timeout: 15_000 });
    await approveInFrame(page);
    await page.getByTestId('send-sent-view').waitFor({ timeout: 60_000 });
    expect(await reader.getBalance({ address: receiver })).toBe(100_000_000_000_000_000n);
    expect((await reader.getCode({ address: smart }))?.length ?? 0).toBeGreaterThan(2);
    await page.getByTestId('send-done').click();
    // Back in Account, the line no longer says the account is yet to be deployed.
    await page.getByTestId('account-view').waitFor();
    await expect.poll(() => page.getByTestId('account-type').textContent(), { timeout: 15_000 }).toBe('Account shownSmart accountSwitch to EOA');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Deployed: a plain ERC-1271 signature.
    const after = await signInPage(page, 'Hello from a deployed smart account');
    expect(isErc6492Signature(after)).toBe(false);
    expect(await reader.verifyMessage({ address: smart, message: 'Hello from a deployed smart account', signature: after })).toBe(true);

    // The Account view switches to the EOA (from the keyboard): it shows and signs with the EOA's address.
    await openAccount(page);
    await page.getByTestId('account-type-switch').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('account-type').getAttribute('data-account-type'), { timeout: 30_000 }).toBe('eoa');
    expect(await page.getByTestId('account-type-name').textContent()).toBe('EOA');
    await expect.poll(() => page.getByTestId('account-name').getAttribute('title')).toBe(eoa);
    await expect.poll(() => namespaceState(page, 'eip155').then((state) => state.address)).toBe(eoa);
    await auditAccount(page, 'smart-account-view-eoa-light');
    expect(await page.evaluate(() => localStorage.getItem('@connect-modal/preferredAccountTypes'))).toMatch(/"eip155":"eoa"/);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const byEoa = await signInPage(page, 'Hello from the EOA');
    expect(isErc6492Signature(byEoa)).toBe(false);
    expect(await reader.verifyMessage({ address: eoa, message: 'Hello from the EOA', signature: byEoa })).toBe(true);

    // The account state lists both accounts with their types, the one in use first.
    const allAccounts = await page.evaluate(() =>
      (window as unknown as { __connectConfig: { _internal: { accounts: { get(n: string): { allAccounts: { address: string; type: string }[] } } } } }).__connectConfig._internal.accounts.get('eip155').allAccounts,
    );
    expect(allAccounts).toEqual([
      { address: eoa, type: 'eoa', namespace: 'eip155' },
      { address: smart, type: 'smartAccount', namespace: 'eip155' },
    ]);

    // In dark, after a reload: the EOA stays the account shown; switching back shows the smart account again.
    await page.goto(modalUrl('dark'));
    await expect.poll(() => namespaceState(page, 'eip155'), { timeout: 30_000 }).toMatchObject({ status: 'connected', address: eoa });
    await openAccount(page);
    await expect.poll(() => page.getByTestId('account-type').getAttribute('data-account-type')).toBe('eoa');
    await auditAccount(page, 'smart-account-view-eoa-dark');
    await page.getByTestId('account-type-switch').click();
    await expect.poll(() => page.getByTestId('account-type').getAttribute('data-account-type'), { timeout: 30_000 }).toBe('smartAccount');
    await expect.poll(() => page.getByTestId('account-name').getAttribute('title')).toBe(smart);
    await auditAccount(page, 'smart-account-view-smart-dark');
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('a social login shows the smart account from the first moment, as an email login does', async () => {
    for (const open of browser.context.pages()) await open.close();
    const { page, errors } = await openEmailPage(browser, modalUrl('light'));
    await page.getByTestId('connect-button').click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('social-github').click();
    await signInAtProvider(await popupOpened, devnet.secureSite.oidc.issuer, 'bob');
    // No reload: the address the page connects with is already the smart account, with both accounts typed.
    const address = (await connectedAddress(page)) as Address;
    const user = await page.evaluate(() =>
      (window as unknown as { __connectConfig: { options: { connectors: { id: string; getState?(): { user?: { accounts?: { address: string; type: string }[] } } }[] } } }).__connectConfig.options.connectors
        .find((connector) => connector.id === 'auth')
        ?.getState?.().user,
    );
    const eoa = user?.accounts?.find((account) => account.type === 'eoa')?.address as Address;
    expect(user?.accounts).toEqual([
      { address, type: 'smartAccount' },
      { address: eoa, type: 'eoa' },
    ]);
    const factory = devnet.smartAccounts?.[31337]?.factory;
    if (!factory) throw new Error('The devnet has no smart accounts');
    expect(await reader.readContract({ address: factory, abi: signableSimpleAccountFactoryAbi, functionName: 'getAddress', args: [eoa, 0n] })).toBe(address);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
