// Sign-in (SIWX) with the dev Solana and Bitcoin wallets in real Chromium against the devnet's sign-in backend:
// Sign In With Solana through the wallet's own `solana:signIn` (the session's message is the text the wallet
// composed) and, for a wallet without it, a signed message; Bitcoin BIP-322 for segwit (payment) and taproot
// (ordinals) addresses.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { networks } from 'bitcoinjs-lib';
import { devBitcoinKeys, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';
import {
  BITCOIN_WALLET,
  SOLANA_WALLET,
  auditView,
  backendSessions,
  closePages,
  connectFromModal,
  expectAccountStatus,
  modalClosed,
  openSiwxPage,
  pageSessions,
  signView,
  truncated,
  walletControl,
} from './siwxPage.js';
import type { BackendSession } from './siwxPage.js';

const TEST_TIMEOUT_MS = 60_000;
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
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

/** What a dev Wallet Standard wallet was asked, feature by feature. */
function walletCalls(page: Page, id: string): Promise<{ feature: string; detail: unknown }[]> {
  return walletControl(page, id, 'calls');
}

/** Serves the dev Solana wallet without `solana:signIn`, as wallets that lack Sign In With Solana are. */
async function withoutSolanaSignIn(page: Page): Promise<void> {
  await page.route('**/dev-wallet-multichain.js', async (route) => {
    const response = await route.fetch();
    const script = await response.text();
    // The script's first line sets the wallets' config; the next turns the feature off before they install.
    expect(script.startsWith('window.__devMultichainWalletConfig = ')).toBe(true);
    await route.fulfill({ response, body: script.replace('\n', '\nwindow.__devMultichainWalletConfig.solana.signIn = false;\n') });
  });
}

/** Signs in from the sign view and returns the session the page kept, as the backend has it. */
async function signInFromView(page: Page, address: string): Promise<BackendSession> {
  await page.getByTestId('siwx-sign').click();
  await modalClosed(page);
  await expectAccountStatus(page, address, 'signedIn');
  const session = (await pageSessions(page, devnet)).find((candidate) => candidate.address === address);
  if (!session) throw new Error(`The page kept no session of ${address}`);
  return session;
}

function expectEd25519(session: BackendSession) {
  const message = new TextEncoder().encode(session.message);
  expect(ed25519.verify(base58.decode(session.signature), message, base58.decode(session.address))).toBe(true);
}

describe('Sign In With Solana', () => {
  it('asks the wallet for solana:signIn: the session holds the message the wallet composed and signed', async () => {
    const opened = await openSiwxPage(browser, devnet, 'siwx=optional&namespaces=eip155,solana');
    const { page, errors } = opened;
    const [address = ''] = devnet.solana.accounts;
    await connectFromModal(page, SOLANA_WALLET);
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-address').textContent()).toBe(truncated(address));
    expect(await page.getByTestId('siwx-view').textContent()).toContain('Solana Localnet');
    await auditView(opened, 'siwx-view', 'solana-light');

    const session = await signInFromView(page, address);
    expect(session.chainId).toBe(devnet.solana.caipNetworkId);
    expect(await backendSessions(devnet, address)).toEqual([expect.objectContaining({ address, chainId: devnet.solana.caipNetworkId })]);
    // The wallet was asked for its sign-in with the fields of the message, never to sign a text.
    const calls = await walletCalls(page, SOLANA_WALLET);
    const features = calls.map((call) => call.feature);
    expect(features).toContain('solana:signIn');
    expect(features).not.toContain('solana:signMessage');
    const [input] = calls.find((call) => call.feature === 'solana:signIn')?.detail as Record<string, string>[];
    const origin = new URL(devnet.url);
    const reference = devnet.solana.caipNetworkId.slice('solana:'.length);
    expect(input).toMatchObject({ address, domain: origin.host, uri: origin.origin, version: '1', statement: DEMO_STATEMENT, chainId: reference });
    // The session's message is the text the wallet composed from those fields, laid out as Sign In With Solana lays
    // it out, and the account's key signed exactly it.
    expect(session.message).toBe(
      [
        `${origin.host} wants you to sign in with your Solana account:`,
        address,
        '',
        DEMO_STATEMENT,
        '',
        `URI: ${origin.origin}`,
        'Version: 1',
        `Chain ID: ${reference}`,
        `Nonce: ${input?.nonce ?? 'missing'}`,
        `Issued At: ${input?.issuedAt ?? 'missing'}`,
      ].join('\n'),
    );
    expectEd25519(session);

    expect(opened.audits).toEqual({ 'solana-light': [] });
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);

  it('signs the message with solana:signMessage when the wallet has no solana:signIn', async () => {
    const { page, errors } = await openSiwxPage(browser, devnet, 'siwx=optional&namespaces=eip155,solana', withoutSolanaSignIn);
    const [, address = ''] = devnet.solana.accounts;
    // The second dev account: its session is not the first test's.
    await walletControl(page, SOLANA_WALLET, 'setAccount(1)');
    await connectFromModal(page, SOLANA_WALLET);
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-address').getAttribute('title')).toBe(address);

    const session = await signInFromView(page, address);
    const calls = await walletCalls(page, SOLANA_WALLET);
    expect(calls.map((call) => call.feature)).not.toContain('solana:signIn');
    // The wallet signed the modal's message as is, and that text is the session's.
    const [asked, ...more] = calls.filter((call) => call.feature === 'solana:signMessage').flatMap((call) => call.detail as { account: string; message: string }[]);
    expect(more).toEqual([]);
    expect(asked?.account).toBe(address);
    expect(new TextDecoder().decode(base64.decode(asked?.message ?? ''))).toBe(session.message);
    expect(session.chainId).toBe(devnet.solana.caipNetworkId);
    expect(session.message.startsWith(`${new URL(devnet.url).host} wants you to sign in with your Solana account:\n${address}\n`)).toBe(true);
    expect(session.message).toContain(`Chain ID: ${devnet.solana.caipNetworkId.slice('solana:'.length)}`);
    expectEd25519(session);
    expect(await backendSessions(devnet, address)).toHaveLength(1);
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);
});

describe('Bitcoin sign-in (BIP-322)', () => {
  it('signs the segwit payment address in, then the taproot ordinals address once it becomes the account', async () => {
    const opened = await openSiwxPage(browser, devnet, 'siwx=optional&namespaces=eip155,bip122');
    const { page, errors } = opened;
    const [payment, ordinals] = devBitcoinKeys(networks.testnet);
    if (!payment || !ordinals) throw new Error('No dev Bitcoin keys');
    expect(payment.address.startsWith('tb1q')).toBe(true);
    expect(ordinals.address.startsWith('tb1p')).toBe(true);

    await connectFromModal(page, BITCOIN_WALLET);
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-address').getAttribute('title')).toBe(payment.address);
    await auditView(opened, 'siwx-view', 'bitcoin-light');
    const segwit = await signInFromView(page, payment.address);
    expect(segwit.chainId).toBe(BITCOIN_TESTNET);
    expect(segwit.message.startsWith(`${new URL(devnet.url).host} wants you to sign in with your Bitcoin account:\n${payment.address}\n`)).toBe(true);
    // A BIP-322 simple signature of P2WPKH: the witness (signature, public key) of the payment key.
    const segwitWitness = witnessItems(segwit.signature);
    expect(segwitWitness).toHaveLength(2);
    expect(Buffer.from(segwitWitness[1] ?? []).toString('hex')).toBe(Buffer.from(payment.publicKey).toString('hex'));

    // Preferring the ordinal account type makes the taproot address the account: it is asked for, once.
    await page.evaluate('window.__connectConfig._internal.accounts.setPreferredAccountType("bip122", "ordinal")');
    expect(await signView(page)).toBe('needed');
    expect(await page.getByTestId('siwx-address').getAttribute('title')).toBe(ordinals.address);
    const taproot = await signInFromView(page, ordinals.address);
    expect(taproot.chainId).toBe(BITCOIN_TESTNET);
    // P2TR key path: one 64-byte Schnorr signature.
    expect(witnessItems(taproot.signature).map((item) => item.length)).toEqual([64]);

    // Both signatures were asked as BIP-322, each by its own address.
    const signed = (await walletCalls(page, BITCOIN_WALLET)).filter((call) => call.feature === 'bitcoin:signMessage');
    expect(signed.map((call) => (call.detail as { account: string; protocol: string }[])[0])).toEqual([
      expect.objectContaining({ account: payment.address, protocol: 'bip322' }),
      expect.objectContaining({ account: ordinals.address, protocol: 'bip322' }),
    ]);
    expect(await backendSessions(devnet, payment.address)).toHaveLength(1);
    expect(await backendSessions(devnet, ordinals.address)).toHaveLength(1);

    // Back to the payment address: it has its session, nothing is asked.
    await page.evaluate('window.__connectConfig._internal.accounts.setPreferredAccountType("bip122", "payment")');
    await expectAccountStatus(page, payment.address, 'signedIn');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(opened.audits).toEqual({ 'bitcoin-light': [] });
    expect(errors).toEqual([]);
  }, TEST_TIMEOUT_MS);
});

/** The items of a BIP-322 simple signature: a base64 witness stack (a count, then each item with its length). */
function witnessItems(signature: string): Uint8Array[] {
  const bytes = base64.decode(signature);
  const items: Uint8Array[] = [];
  let offset = 1;
  for (let index = 0; index < (bytes[0] ?? 0); index += 1) {
    const length = bytes[offset] ?? 0;
    items.push(bytes.slice(offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  expect(offset).toBe(bytes.length);
  return items;
}
