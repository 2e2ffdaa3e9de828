// The Send flow of the default modal on Solana, in real Chromium against the devnet's Solana engine and its dev
// Wallet Standard wallet: SOL and an SPL token (1.005 USDS) sent to fresh addresses, the engine's balances moving by
// exactly the amounts (the token's receiver given its associated account), ten fast clicks sending once, Max keeping
// the fee and the rent-exempt minimum back, an invalid Solana address and a decline shown beside the kept form, and
// an axe-core audit of Send, TokenSelect and SendPreview in light and dark, with screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import { checkView } from './sendPage.js';
import type { SendPage } from './sendPage.js';
import { openSolanaConnected, solanaReader, solanaSends, solanaWallet } from './sendSolanaPage.js';
import type { SolanaReader } from './sendSolanaPage.js';

const TEST_TIMEOUT_MS = 120_000;
/** What one signature costs on the engine, in lamports. */
const FEE = 5_000n;
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let engine: SolanaReader;
let sender: string;
/** The SPL token the dev Solana account holds: 6 decimals, 25 USDS. */
let usds: string;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false });
  browser = await launchBrowser();
  engine = solanaReader(devnet);
  sender = devnet.solana.accounts[0] ?? '';
  usds = devnet.solana.engine.createToken({ decimals: 6, holders: { [sender]: 25_000_000n }, symbol: 'USDS', name: 'Devnet Solana USD' });
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

/** From Account, opens Send and waits for SOL to be offered. */
async function openSend(opened: SendPage) {
  const { page } = opened;
  await page.getByTestId('wallet-feature-send').click();
  await page.getByTestId('send-view').waitFor();
  await expect.poll(() => page.getByTestId('send-token').textContent(), { timeout: 10_000 }).toContain('SOL');
}

/** Picks a token in TokenSelect, opened from Send's token row. */
async function chooseToken(opened: SendPage, symbol: string, audit?: string) {
  const { page } = opened;
  await page.getByTestId('send-token').click();
  await page.getByTestId(`token-select-${symbol}`).waitFor();
  if (audit) await checkView(opened, 'token-select-view', audit);
  await page.getByTestId(`token-select-${symbol}`).click();
  await page.getByTestId('send-view').waitFor();
  await expect.poll(() => page.getByTestId('send-token').textContent()).toContain(symbol);
}

/** Fills the form and opens SendPreview. */
async function preview(opened: SendPage, amount: string, to: string, audit?: string) {
  const { page } = opened;
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-to').fill(to);
  await page.getByTestId('send-preview').click();
  if (audit) await checkView(opened, 'send-preview-view', audit);
  await page.getByTestId('send-preview-view').waitFor();
}

/** Clicks the preview's Send ten times within 100 ms, in the page itself, a task apart, and returns how long it took. */
async function clickSendTenTimes(opened: SendPage): Promise<number> {
  return (await opened.page.evaluate(`(async () => {
    const button = document.querySelector('[data-testid="send-submit"]');
    const start = performance.now();
    for (let click = 0; click < 10; click += 1) {
      button.click();
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
    return performance.now() - start;
  })()`)) as number;
}

describe('Send in the default modal on Solana', () => {
  it('sends SOL and then 1.005 USDS to fresh addresses: exact balances on the engine, ten clicks send once (light)', async () => {
    const opened = await openSolanaConnected(browser, devnet, 'light');
    const { page, errors } = opened;
    await openSend(opened);
    await checkView(opened, 'send-view', 'send-solana-light-desktop');
    expect(await page.getByTestId('send-balance').textContent()).toBe('Balance: 100 SOL');
    expect(await page.getByTestId('send-to').getAttribute('placeholder')).toBe('Address');

    // 0.25 SOL to an address the engine has never seen.
    const solReceiver = Keypair.generate().publicKey.toBase58();
    await preview(opened, '0.25', solReceiver, 'send-preview-solana-light-desktop');
    expect(await page.getByTestId('send-preview-amount').textContent()).toBe('0.25 SOL');
    expect(await page.getByTestId('send-preview-to').textContent()).toBe(solReceiver);
    expect(await page.getByTestId('send-preview-network').textContent()).toContain('Solana Localnet');
    const senderBefore = await engine.lamports(sender);
    const requestsBefore = await solanaSends(page);
    // The wallet answers after 2 s, so the burst lands while the request is open and its state can be seen.
    await solanaWallet(page, 'setPromptDelay(2000)');
    expect(await clickSendTenTimes(opened)).toBeLessThan(100);
    await page.locator('[data-testid="send-submit"][disabled]').filter({ hasText: 'Sending…' }).waitFor();
    await page.getByTestId('send-sent-view').waitFor({ timeout: 15_000 });
    await solanaWallet(page, 'setPromptDelay(0)');
    expect((await solanaSends(page)) - requestsBefore).toBe(1);
    const signature = (await page.getByTestId('send-hash').textContent()) ?? '';
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await page.getByTestId('send-sent-view').textContent()).toContain('Signature');
    expect(await page.getByTestId('send-sent-amount').textContent()).toBe('0.25 SOL is on its way.');
    await checkView(opened, 'send-sent-view', 'send-sent-solana-light-desktop');
    const status = await engine.connection.getSignatureStatus(signature);
    expect(status.value?.err).toBeNull();
    expect(await engine.lamports(solReceiver)).toBe(250_000_000n);
    expect(await engine.lamports(sender)).toBe(senderBefore - 250_000_000n - FEE);
    // The localnet names no explorer: no link to one.
    expect(await page.getByTestId('send-explorer').count()).toBe(0);

    // Back to Account; a new Send starts empty, with the balance read again (99.749995 SOL, shown truncated).
    await page.getByTestId('send-done').click();
    await page.getByTestId('account-view').waitFor();
    await openSend(opened);
    expect(await page.getByTestId('send-amount').inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('send-balance').textContent(), { timeout: 10_000 }).toBe('Balance: 99.749 SOL');

    // 1.005 USDS to an address with no token account: the send creates it and exactly 1,005,000 units arrive.
    await chooseToken(opened, 'USDS', 'token-select-solana-light-desktop');
    expect(await page.getByTestId('send-balance').textContent()).toBe('Balance: 25 USDS');
    const tokenReceiver = Keypair.generate().publicKey.toBase58();
    await preview(opened, '1.005', tokenReceiver);
    expect(await page.getByTestId('send-preview-amount').textContent()).toBe('1.005 USDS');
    await expect(engine.token(usds, tokenReceiver)).rejects.toThrow();
    const before = await solanaSends(page);
    await page.getByTestId('send-submit').click();
    await page.getByTestId('send-sent-view').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('send-sent-amount').textContent()).toBe('1.005 USDS is on its way.');
    expect(await engine.token(usds, tokenReceiver)).toBe(1_005_000n);
    expect(await engine.token(usds, sender)).toBe(25_000_000n - 1_005_000n);
    expect((await solanaSends(page)) - before).toBe(1);

    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);

  it('refuses an address invalid for Solana, keeps the form after a decline, and Max keeps the rent-exempt minimum, 360 px wide (dark)', async () => {
    const opened = await openSolanaConnected(browser, devnet, 'dark', 360);
    const { page, errors } = opened;
    await openSend(opened);
    await checkView(opened, 'send-view', 'send-solana-dark-mobile');

    // An EVM address, and a name (names are resolved on EVM networks only): the message under the receiver.
    for (const to of [EVM_ADDRESS, 'alice.reown.id']) {
      await page.getByTestId('send-amount').fill('0.1');
      await page.getByTestId('send-to').fill(to);
      await page.getByTestId('send-to').press('Enter');
      expect(await page.getByTestId('send-to-error').textContent()).toBe('Enter a valid Solana address');
      expect(await page.getByTestId('send-to').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('send-preview-view').count()).toBe(0);
    }
    await checkView(opened, 'send-view', 'send-solana-invalid-dark-mobile');

    // A decline: the message, nothing sent, and the form as it was.
    const declinedReceiver = Keypair.generate().publicKey.toBase58();
    await preview(opened, '0.1', declinedReceiver, 'send-preview-solana-dark-mobile');
    const before = await solanaSends(page);
    await solanaWallet(page, "rejectNext('solana:signAndSendTransaction')");
    await page.getByTestId('send-submit').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('send-error').textContent(), { timeout: 10_000 }).toBe('Transaction declined');
    await checkView(opened, 'send-preview-view', 'send-preview-solana-declined-dark-mobile');
    expect((await solanaSends(page)) - before).toBe(1);
    expect(await engine.lamports(declinedReceiver)).toBe(0n);
    await page.getByTestId('modal-back').click();
    await page.getByTestId('send-view').waitFor();
    expect(await page.getByTestId('send-amount').inputValue()).toBe('0.1');
    expect(await page.getByTestId('send-to').inputValue()).toBe(declinedReceiver);
    expect(await page.getByTestId('send-token').textContent()).toContain('SOL');

    // Max: the balance less the fee and the rent-exempt minimum, exactly; sent, the sender keeps that minimum.
    const [balance, rent] = await Promise.all([engine.lamports(sender), engine.rentExemptMinimum()]);
    const max = balance - FEE - rent;
    await page.getByTestId('send-max').click();
    await expect.poll(() => page.getByTestId('send-amount').inputValue(), { timeout: 10_000 }).not.toBe('0.1');
    const filled = await page.getByTestId('send-amount').inputValue();
    expect(filled).toBe(`${max / 1_000_000_000n}.${(max % 1_000_000_000n).toString().padStart(9, '0')}`.replace(/\.?0+$/, ''));
    const maxReceiver = Keypair.generate().publicKey.toBase58();
    await page.getByTestId('send-to').fill(maxReceiver);
    await page.getByTestId('send-preview').click();
    await page.getByTestId('send-preview-view').waitFor();
    await page.getByTestId('send-submit').click();
    await page.getByTestId('send-sent-view').waitFor({ timeout: 15_000 });
    expect(await engine.lamports(maxReceiver)).toBe(max);
    expect(await engine.lamports(sender)).toBe(rent);

    // Nothing overflows the 360 px card.
    const overflow = await page.evaluate(
      'document.querySelector(\'[data-testid="send-sent-view"]\').scrollWidth - document.querySelector(\'[data-testid="send-sent-view"]\').clientWidth',
    );
    expect(overflow).toBe(0);
    await checkView(opened, 'send-sent-view', 'send-sent-solana-dark-mobile');

    for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
