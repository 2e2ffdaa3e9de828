// Email login in real Chromium with the secure site on PostgreSQL (Debian's server, a throwaway cluster) and two
// secure-site instances sharing it: the devnet's own, and a second one on another port with the same server key.
// A visitor logs in through the first and signs; logging in with the same address through the second gives the
// same embedded wallet (its keys read from the shared database and decrypted there), which signs too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import type { Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { createSecureSite, generateServerKey } from '@connect-modal/secure-site';
import type { SecureSite } from '@connect-modal/secure-site';
import { startPostgres } from '../../packages/secure-site/src/server/testing/startPostgres.js';
import type { TestPostgres } from '../../packages/secure-site/src/server/testing/startPostgres.js';
import { launchBrowser } from './browser.js';
import { approveInFrame, loginByEmail, namespaceState, openEmailPage } from './emailLoginPage.js';

let postgres: TestPostgres;
let devnet: Devnet;
let second: SecureSite;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  postgres = await startPostgres();
  const serverKey = generateServerKey();
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false, secureSite: { databaseUrl: postgres.url, serverKey } });
  const projectId = '0d0e0f0a0b0c0d0e0f0a0b0c0d0e0f0a';
  second = await createSecureSite({
    serverKey,
    databaseUrl: postgres.url,
    smtpUrl: devnet.secureSite.mailbox.smtpUrl,
    allowedOrigins: { [projectId]: [new URL(devnet.url).origin] },
    evmRpcUrls: Object.fromEntries(devnet.chains.map((chain) => [String(chain.chainId), chain.rpcUrl])),
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await second?.stop();
  await devnet?.stop();
  await postgres?.stop();
});

async function signThroughFrame(page: Page, message: string): Promise<Hex> {
  const signing = page.evaluate(
    (text) => (window as unknown as { __connectConfig: { _internal: { signMessage(m: string, o: object): Promise<string> } } }).__connectConfig._internal.signMessage(text, { namespace: 'eip155' }),
    message,
  );
  await page.getByTestId('embedded-wallet-frame-area').waitFor({ timeout: 15_000 });
  await approveInFrame(page);
  return (await signing) as Hex;
}

describe('email login with PostgreSQL and two secure-site instances', () => {
  it('logs in and signs through each instance with one account kept in the shared database', async () => {
    const email = `postgres-${Date.now()}@example.com`;
    expect(devnet.secureSite.url).not.toBe(second.url);

    const first = await openEmailPage(browser, new URL('/modal', devnet.url).toString());
    expect(await loginByEmail(first.page, devnet, email)).toEqual({ deviceApproved: false });
    const address = (await namespaceState(first.page, 'eip155')).address as Address;
    expect(await verifyMessage({ address, message: 'through instance one', signature: await signThroughFrame(first.page, 'through instance one') })).toBe(true);
    // A reload restores the session from the first instance's database rows.
    await first.page.reload();
    await expect.poll(() => namespaceState(first.page, 'eip155'), { timeout: 30_000 }).toMatchObject({ status: 'connected', address });
    await first.page.close();

    // The second instance: another origin, so a new device and session (approved from the mail), but the same
    // account and keys.
    const secondUrl = new URL('/modal', devnet.url);
    secondUrl.searchParams.set('secureSite', second.url.replace(/\/$/, ''));
    const other = await openEmailPage(browser, secondUrl.toString());
    expect(await loginByEmail(other.page, devnet, email)).toEqual({ deviceApproved: true });
    expect((await namespaceState(other.page, 'eip155')).address).toBe(address);
    expect(await verifyMessage({ address, message: 'through instance two', signature: await signThroughFrame(other.page, 'through instance two') })).toBe(true);
    const frames = other.page.frames().map((frame) => new URL(frame.url()).origin);
    expect(frames).toContain(new URL(second.url).origin);
    expect(first.errors).toEqual([]);
    expect(other.errors).toEqual([]);
    await other.page.close();
  }, 240_000);
});
