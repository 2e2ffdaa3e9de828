// Email login to the embedded wallet in real Chromium against the devnet: the secure site runs on its own origin
// with its database (PGlite), its keys and a local SMTP mailbox. A visitor logs in with a code read from the
// mailbox, signs a message (verified with viem), sends ETH on the devnet chain and SOL on the Solana engine
// (each approved on the secure iframe's own card, the node's balances moving by exactly the amounts), stays
// logged in across a reload, changes the account's email (codes to the old and the new address), and signs out leaving no token, code or key in the page's storage, cookies or
// IndexedDB. A page on an origin the project does not allow cannot frame the secure site and shows the
// invalid-configuration alert. axe-core audits the email views in light and dark.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';
import { approveInFrame, loginByEmail, mails, namespaceState, nextCode, openEmailPage, secureFrame } from './emailLoginPage.js';
import { solanaReader } from './sendSolanaPage.js';

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));
const ANVIL_KEY_0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

function modalUrl(theme: 'light' | 'dark', base = devnet.url): string {
  return new URL(`/modal?namespaces=eip155,solana&enable=send&theme=${theme}`, base).toString();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** Everything the host page keeps: its storage keys and values, cookies and IndexedDB databases. */
async function pageLeftovers(page: Page) {
  const storage = (await page.evaluate(`(async () => ({
    local: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
    session: Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])),
    databases: (await indexedDB.databases()).map((db) => db.name),
  }))()`)) as { local: Record<string, string>; session: Record<string, string>; databases: string[] };
  const cookies = await page.context().cookies(devnet.url);
  return { ...storage, cookies: cookies.map((cookie) => `${cookie.name}=${cookie.value}`) };
}

async function sendFromAccount(page: Page, amount: string, to: string) {
  await page.getByTestId('wallet-feature-send').click();
  await page.getByTestId('send-view').waitFor();
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-to').fill(to);
  await page.getByTestId('send-preview').click();
  await page.getByTestId('send-preview-view').waitFor();
  await page.getByTestId('send-submit').click();
}

describe('email login to the embedded wallet', () => {
  it('logs in with a mailed code, signs, sends ETH and SOL, survives a reload, changes its email and signs out leaving nothing', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const { page, errors } = await openEmailPage(browser, modalUrl('light'));
    // A page that has not used email login makes no request to the secure site.
    const secureOrigin = new URL(devnet.secureSite.url).origin;
    const secureRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(secureOrigin)) secureRequests.push(request.url());
    });
    await page.waitForLoadState('networkidle');
    expect(secureRequests).toEqual([]);

    await page.getByTestId('connect-button').click();
    await page.getByTestId('email-input').waitFor();
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'email-connect-light');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await loginByEmail(page, devnet, email);
    const evm = await namespaceState(page, 'eip155');
    expect(evm).toMatchObject({ status: 'connected', connectorId: 'auth' });
    // Each namespace connects on its own; Solana's wallet code loads with its first connection, so it may follow.
    await expect.poll(() => namespaceState(page, 'solana'), { timeout: 15_000 }).toMatchObject({ status: 'connected', connectorId: 'auth' });
    const sol = await namespaceState(page, 'solana');
    const address = evm.address as Address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // A message signed by the embedded wallet, approved on the secure iframe's card, verifies with viem.
    const message = 'Signed by the embedded wallet in Chromium';
    const signing = page.evaluate(
      (text) => (window as unknown as { __connectConfig: { _internal: { signMessage(m: string, o: object): Promise<string> } } }).__connectConfig._internal.signMessage(text, { namespace: 'eip155' }),
      message,
    );
    await page.getByTestId('embedded-wallet-frame-area').waitFor({ timeout: 15_000 });
    await approveInFrame(page, async () => {
      expect(await auditPage(page)).toEqual([]);
      await shoot(page, 'email-approval-sign-light');
    });
    const signature = (await signing) as Hex;
    expect(await verifyMessage({ address, message, signature })).toBe(true);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Going back from the approval rejects the request (4001) and hides the secure site's card; nothing is signed.
    const declined = page.evaluate(() =>
      (window as unknown as { __connectConfig: { _internal: { signMessage(m: string, o: object): Promise<string> } } }).__connectConfig._internal
        .signMessage('never signed', { namespace: 'eip155' })
        .then(
          () => 'signed',
          (error: { code?: number; message?: string }) => `${error.code ?? ''} ${error.message ?? ''}`,
        ),
    );
    await page.getByTestId('embedded-wallet-frame-area').waitFor({ timeout: 15_000 });
    await (await secureFrame(page)).getByRole('button', { name: 'Approve' }).waitFor();
    await page.getByTestId('modal-back').click();
    expect(await declined).toMatch(/4001|rejected/i);
    await expect.poll(() => page.locator('iframe[title="Secure login"]').boundingBox().then((box) => (box?.width ?? 0) * (box?.height ?? 0))).toBe(0);
    if (await page.getByRole('dialog').count()) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    // ETH: fund the embedded account from a devnet account, then send 0.1 ETH through the modal.
    const [chain] = devnet.chains;
    if (!chain) throw new Error('The devnet started no chain');
    const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_KEY_0), transport: http(chain.rpcUrl) });
    const reader = createPublicClient({ transport: http(chain.rpcUrl) });
    const fundHash = await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null });
    await reader.waitForTransactionReceipt({ hash: fundHash });
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor();
    await sendFromAccount(page, '0.1', receiver);
    await page.getByTestId('embedded-wallet-frame-area').waitFor({ timeout: 15_000 });
    await approveInFrame(page, () => shoot(page, 'email-approval-send-light'));
    await page.getByTestId('send-sent-view').waitFor({ timeout: 30_000 });
    expect(await reader.getBalance({ address: receiver })).toBe(100_000_000_000_000_000n);
    await page.getByTestId('send-done').click();

    // SOL: fund the embedded Solana account on the engine, then send 0.25 SOL through the modal.
    const engine = solanaReader(devnet);
    const solAddress = sol.address as string;
    devnet.solana.engine.airdrop(solAddress, 2_000_000_000n);
    const solReceiver = Keypair.generate().publicKey.toBase58();
    await page.getByTestId('account-view').waitFor({ timeout: 15_000 });
    await page.getByTestId('account-namespace-solana').click();
    await expect.poll(() => page.getByTestId('account-name').getAttribute('title')).toBe(solAddress);
    await sendFromAccount(page, '0.25', solReceiver);
    await page.getByTestId('embedded-wallet-frame-area').waitFor({ timeout: 15_000 });
    await approveInFrame(page, () => shoot(page, 'email-approval-solana-light'));
    await page.getByTestId('send-sent-view').waitFor({ timeout: 30_000 });
    await expect.poll(() => engine.lamports(solReceiver), { timeout: 30_000 }).toBe(250_000_000n);
    await page.getByTestId('send-done').click();

    // A reload keeps the session: connected again without a code.
    const mailsBefore = (await mails(devnet, email)).length;
    await page.reload();
    await expect.poll(() => namespaceState(page, 'eip155'), { timeout: 30_000 }).toMatchObject({ status: 'connected', address });
    expect((await mails(devnet, email)).length).toBe(mailsBefore);

    // The email is changed from Account: a code to the current address, then one to the new address.
    const newEmail = `moved-${Date.now()}@example.com`;
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor();
    await page.getByTestId('account-update-email').click();
    await page.getByTestId('update-email-input').fill(newEmail);
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'email-update-light');
    const oldCodes = (await mails(devnet, email)).flatMap((mail) => (mail.code ? [mail.code] : []));
    await page.getByTestId('update-email-submit').click();
    await page.getByTestId('update-email-primary').waitFor({ timeout: 30_000 });
    await page.getByTestId('update-email-primary-otp-digit-1').click();
    await page.keyboard.type(await nextCode(devnet, email, oldCodes));
    await page.getByTestId('update-email-secondary').waitFor({ timeout: 30_000 });
    await page.getByTestId('update-email-secondary-otp-digit-1').click();
    await page.keyboard.type(await nextCode(devnet, newEmail));
    await page.getByTestId('account-view').waitFor({ timeout: 30_000 });

    // Sign out: nothing secret stays in the page's storage, cookies or IndexedDB.
    await page.getByTestId('account-disconnect').click();
    await expect.poll(() => namespaceState(page, 'eip155').then((state) => state.status), { timeout: 15_000 }).toBe('disconnected');
    await expect.poll(() => namespaceState(page, 'solana').then((state) => state.status), { timeout: 15_000 }).toBe('disconnected');
    const leftovers = await pageLeftovers(page);
    console.info('Page storage after sign-out:', JSON.stringify(leftovers));
    const codes = [...(await mails(devnet, email)), ...(await mails(devnet, newEmail))].flatMap((mail) => (mail.code ? [mail.code] : []));
    const everything = JSON.stringify(leftovers);
    expect(everything).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
    // A code on its own (not digits inside a hash or a timestamp).
    for (const code of codes) expect(everything).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));
    expect(everything).not.toContain(email);
    expect(everything).not.toContain(newEmail);
    expect(Object.keys(leftovers.local).filter((key) => /email|token|session|key|otp|code/i.test(key))).toEqual([]);
    // Key material would be 32 bytes of hex (EVM) or 64 bytes of base58 (Solana): the only such strings left are the
    // two transactions' own hash and signature, which the page lists as its recent transactions.
    const sent = JSON.parse(leftovers.local['@connect-modal/pendingTransactions'] ?? '[]') as { hash: string }[];
    const hashes = new Set(sent.map((transaction) => transaction.hash));
    expect(hashes.size).toBe(2);
    const longSecrets = [...everything.matchAll(/0x[0-9a-fA-F]{64}(?![0-9a-fA-F])|[1-9A-HJ-NP-Za-km-z]{80,}/g)].map((match) => match[0]);
    expect(longSecrets.filter((value) => !hashes.has(value))).toEqual([]);
    expect(leftovers.cookies).toEqual([]);
    expect(leftovers.databases).toEqual([]);
    // The secure site's own storage (in its iframe, its origin) holds no session either.
    const frame = await secureFrame(page);
    const frameStorage = (await frame.evaluate('JSON.stringify(localStorage)')) as string;
    expect(frameStorage).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);

    // The account now answers to the new address only: logging in with it gives the same wallet.
    await loginByEmail(page, devnet, newEmail);
    expect((await namespaceState(page, 'eip155')).address).toBe(address);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('shows the email views with no axe-core violation in dark', async () => {
    const email = `dark-${Date.now()}@example.com`;
    const { page, errors } = await openEmailPage(browser, modalUrl('dark'));
    await page.getByTestId('connect-button').click();
    await page.getByTestId('email-input').fill(email);
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'email-connect-dark');
    await page.getByTestId('email-submit').click();
    await page.getByTestId('email-verify-otp').waitFor({ timeout: 30_000 });
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'email-verify-otp-dark');
    // A wrong code is refused with the server's message; the form stays.
    await page.getByTestId('email-verify-otp-otp-digit-1').click();
    await page.keyboard.type('000000');
    await expect.poll(() => page.getByTestId('email-verify-otp-message').textContent(), { timeout: 15_000 }).not.toBe('');
    await shoot(page, 'email-verify-otp-wrong-dark');
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await page.close();
  }, 120_000);

  it('refuses a page whose origin the project does not allow: no frame, and the invalid-configuration alert', async () => {
    // Same server, another origin: localhost instead of 127.0.0.1.
    const other = devnet.url.replace('127.0.0.1', 'localhost');
    const { page } = await openEmailPage(browser, modalUrl('light', other));
    const projectId = (await page.evaluate('window.__demoConfig.projectId')) as string;
    const response = await fetch(new URL(`/?projectId=${encodeURIComponent(projectId)}`, devnet.secureSite.url));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors');
    expect(csp).not.toContain(new URL(other).origin);
    await page.getByTestId('connect-button').click();
    // Focusing the field prepares email login: the project's list is read and this origin is not on it.
    await page.getByTestId('email-input').fill(`refused-${Date.now()}@example.com`);
    await expect.poll(() => page.getByText('Invalid App Configuration').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('email-submit').isDisabled()).toBe(true);
    await shoot(page, 'email-invalid-origin');
    // Framing the secure site from this origin anyway: Chromium refuses the document (CSP frame-ancestors).
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.title = 'Framing attempt';
      frame.src = src;
      document.body.append(frame);
    }, `${devnet.secureSite.url.replace(/\/$/, '')}/?projectId=${encodeURIComponent(projectId)}`);
    await page.waitForTimeout(1_000);
    const secureOrigin = new URL(devnet.secureSite.url).origin;
    const framed = await Promise.all(page.frames().map(async (frame) => ({ url: frame.url(), ready: await frame.evaluate('Boolean(document.getElementById("secure-site-config"))').catch(() => false) })));
    expect(framed.filter((frame) => frame.url.startsWith(secureOrigin) && frame.ready)).toEqual([]);
    await page.close();
  }, 120_000);
});
