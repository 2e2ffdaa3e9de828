// The solana adapter in real Chromium against the devnet's local Solana engine and its Wallet Standard dev wallet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';

const SOLANA_WALLET = 'dev-solana-wallet';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

async function openModalPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(new URL('/modal?namespaces=eip155,solana', devnet.url).toString());
  await page.evaluate('localStorage.clear()');
  await page.reload();
  await page.getByTestId('connect-button').waitFor();
  return { page, errors };
}

describe('Solana through the Wallet Standard and the local engine', () => {
  it('connects the dev Solana wallet and shows its SOL balance from the engine', async () => {
    const { page, errors } = await openModalPage();
    const [address] = devnet.solana.accounts;
    const lamports = devnet.solana.engine.getBalance(address ?? '');
    expect(lamports).toBe(100_000_000_000n);

    await page.getByTestId('connect-button').click();
    await page.getByTestId(`wallet-${SOLANA_WALLET}`).click();
    // The modal closes once connected; opening it again shows the account.
    await expect.poll(() => page.getByTestId('account-view').count()).toBe(0);
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor();
    expect(await page.getByTestId('account-name').getAttribute('title')).toBe(address);
    await expect.poll(() => page.getByTestId('account-balance').textContent(), { timeout: 10_000 }).toBe('100.000SOL');
    expect(await page.getByTestId('account-network').textContent()).toContain('Solana Localnet');
    const state = await page.evaluate(() => {
      const config = (window as unknown as { __connectConfig: { _internal: { accounts: { get(ns: string): { caipAddress?: string; status: string } }; networks: { getActiveNamespace(): string } } } }).__connectConfig;
      return { account: config._internal.accounts.get('solana'), active: config._internal.networks.getActiveNamespace() };
    });
    expect(state.active).toBe('solana');
    expect(state.account.caipAddress).toBe(`${devnet.solana.caipNetworkId}:${address}`);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('signs a message that verifies with ed25519, follows account changes, reports a declined signature and a wallet-side disconnect', async () => {
    const { page } = await openModalPage();
    await page.evaluate(async (id) => {
      const config = (window as unknown as { __connectConfig: { start(): void; ready(): Promise<void>; _internal: { connect(id: string, o: object): Promise<unknown> } } }).__connectConfig;
      await config.ready();
      await config._internal.connect(id, { namespace: 'solana' });
    }, SOLANA_WALLET);
    const signature = await page.evaluate(() =>
      (window as unknown as { __connectConfig: { _internal: { signMessage(m: string, o: object): Promise<string> } } }).__connectConfig._internal.signMessage('Sign in to the demo', { namespace: 'solana' }),
    );
    const [address] = devnet.solana.accounts;
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Sign in to the demo'), base58.decode(address ?? ''))).toBe(true);
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Something else'), base58.decode(address ?? ''))).toBe(false);

    // The user picks another account in the wallet, then disconnects the site from it.
    const [, second] = devnet.solana.accounts;
    const solanaAccount = () =>
      page.evaluate(() => (window as unknown as { __connectConfig: { _internal: { accounts: { get(ns: string): { address?: string; status: string } } } } }).__connectConfig._internal.accounts.get('solana'));
    await page.evaluate((id) => (window as unknown as { __devWallets: Record<string, { setAccount(index: number): void }> }).__devWallets[id]?.setAccount(1), SOLANA_WALLET);
    await expect.poll(() => solanaAccount().then((account) => account.address)).toBe(second);
    await page.evaluate((id) => (window as unknown as { __devWallets: Record<string, { setAccount(index: number): void }> }).__devWallets[id]?.setAccount(0), SOLANA_WALLET);
    await expect.poll(() => solanaAccount().then((account) => account.address)).toBe(address);

    await page.evaluate((id) => (window as unknown as { __devWallets: Record<string, { rejectNext(): void }> }).__devWallets[id]?.rejectNext(), SOLANA_WALLET);
    const declined = await page.evaluate(() =>
      (window as unknown as { __connectConfig: { _internal: { signMessage(m: string, o: object): Promise<string> } } }).__connectConfig._internal
        .signMessage('again', { namespace: 'solana' })
        .then(() => 'signed', (error: Error) => error.message),
    );
    expect(declined).toContain('Signature declined');

    await page.evaluate((id) => (window as unknown as { __devWallets: Record<string, { disconnect(): void }> }).__devWallets[id]?.disconnect(), SOLANA_WALLET);
    await expect.poll(() => solanaAccount().then((account) => account.status)).toBe('disconnected');
    await page.close();
  });

  it('builds a SOL transfer with the adapter; the wallet signs and sends it and it lands on the engine', async () => {
    const { page } = await openModalPage();
    const [from, to] = devnet.solana.accounts;
    const before = devnet.solana.engine.getBalance(to ?? '');
    const result = await page.evaluate(
      async ({ id, sender, receiver }) => {
        const w = window as unknown as { __connectConfig: never; __demoMultichain: { solana: Record<string, (...args: unknown[]) => Promise<unknown> | unknown> } };
        const config = w.__connectConfig as { ready(): Promise<void>; _internal: { connect(id: string, o: object): Promise<unknown> } };
        const solana = w.__demoMultichain.solana;
        await config.ready();
        await config._internal.connect(id, { namespace: 'solana' });
        const connection = await solana.getSolanaConnection?.(config);
        const transfer = await solana.buildSolTransfer?.({ connection, from: sender, to: receiver, lamports: 25_000_000n });
        const signature = await solana.signAndSendSolanaTransaction?.(config, transfer, { preflightCommitment: 'confirmed' });
        // Sign-only: two transfers signed in one prompt come back signed by the wallet, unchanged otherwise.
        const more = await Promise.all([1_000_000n, 2_000_000n].map((lamports) => solana.buildSolTransfer?.({ connection, from: sender, to: receiver, lamports })));
        const signed = (await solana.signAllSolanaTransactions?.(config, more)) as { serialize(): Uint8Array }[];
        const one = (await solana.signSolanaTransaction?.(config, more[0])) as { serialize(): Uint8Array };
        const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
        let badCommitment = '';
        await Promise.resolve(solana.signAndSendSolanaTransaction?.(config, transfer, { preflightCommitment: 'eventually' })).catch((error: Error) => {
          badCommitment = error.message;
        });
        return { signature, signed: signed.map((tx) => toBase64(tx.serialize())), one: toBase64(one.serialize()), badCommitment };
      },
      { id: SOLANA_WALLET, sender: from ?? '', receiver: to ?? '' },
    );
    expect(typeof result.signature).toBe('string');
    expect(devnet.solana.engine.signatureStatus(result.signature as string)?.err).toBeNull();
    expect(devnet.solana.engine.getBalance(to ?? '') - before).toBe(25_000_000n);
    const { Transaction } = await import('@solana/web3.js');
    for (const base64 of [...result.signed, result.one]) {
      expect(Transaction.from(Buffer.from(base64, 'base64')).verifySignatures()).toBe(true);
    }
    expect(result.badCommitment).toContain('Invalid preflight commitment');
    await page.close();
  });
});
