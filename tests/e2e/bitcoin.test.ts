// The bip122 adapter in real Chromium with the devnet's Wallet Standard Bitcoin dev wallet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as ecc from '@bitcoinerlab/secp256k1';
import { Psbt, initEccLib, networks, payments } from 'bitcoinjs-lib';
import { bitcoinMessageHash, devBitcoinKeys, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from './browser.js';

const BITCOIN_WALLET = 'dev-bitcoin-wallet';
const network = networks.testnet;

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  initEccLib(ecc);
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
  await page.goto(new URL('/modal?namespaces=eip155,bip122', devnet.url).toString());
  await page.evaluate('localStorage.clear()');
  await page.reload();
  await page.getByTestId('connect-button').waitFor();
  return { page, errors };
}

interface PageAccount {
  address?: string;
  caipAddress?: string;
  allAccounts: { address: string; type: string }[];
}

function account(page: Page): Promise<PageAccount> {
  return page.evaluate(() =>
    (window as unknown as { __connectConfig: { _internal: { accounts: { get(ns: string): PageAccount } } } }).__connectConfig._internal.accounts.get('bip122'),
  );
}

/** A PSBT spending one P2WPKH output of the payment address and one P2TR output of the ordinals address. */
function fixturePsbt(): Psbt {
  const [payment, ordinals] = devBitcoinKeys(network);
  if (!payment || !ordinals) throw new Error('no keys');
  const psbt = new Psbt({ network });
  psbt.addInput({
    hash: '11'.repeat(32),
    index: 0,
    witnessUtxo: { script: payments.p2wpkh({ pubkey: payment.publicKey, network }).output ?? new Uint8Array(), value: 150_000n },
  });
  psbt.addInput({
    hash: '22'.repeat(32),
    index: 1,
    witnessUtxo: { script: payments.p2tr({ internalPubkey: ordinals.publicKey, network }).output ?? new Uint8Array(), value: 10_000n },
    tapInternalKey: ordinals.publicKey,
  });
  psbt.addOutput({ address: payment.address, value: 155_000n });
  return psbt;
}

describe('Bitcoin through the Wallet Standard', () => {
  it('connects the dev Bitcoin wallet with payment and ordinals addresses, payment first', async () => {
    const { page, errors } = await openModalPage();
    const [payment, ordinals] = devBitcoinKeys(network);
    await page.getByTestId('connect-button').click();
    await page.getByTestId(`wallet-${BITCOIN_WALLET}`).click();
    await expect.poll(async () => (await account(page)).address, { timeout: 10_000 }).toBe(payment?.address);
    const connected = await account(page);
    expect(connected.caipAddress).toBe(`bip122:000000000933ea01ad0ee984209779ba:${payment?.address}`);
    expect(connected.allAccounts).toEqual([
      { address: payment?.address, namespace: 'bip122', type: 'payment' },
      { address: ordinals?.address, namespace: 'bip122', type: 'ordinal' },
    ]);
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor();
    expect(await page.getByTestId('account-name').getAttribute('title')).toBe(payment?.address);
    // Balances are not offered for bip122: no request for one is made.
    expect(errors).toEqual([]);

    // Preferring the ordinal account type makes the ordinals address the account's address.
    await page.evaluate(() =>
      (window as unknown as { __connectConfig: { _internal: { accounts: { setPreferredAccountType(ns: string, t: string): void } } } }).__connectConfig._internal.accounts.setPreferredAccountType('bip122', 'ordinal'),
    );
    expect((await account(page)).address).toBe(ordinals?.address);
    await page.close();
  }, 90_000);

  it('has the wallet sign a PSBT that validates with bitcoinjs-lib, and a message that recovers to the payment key', async () => {
    const { page } = await openModalPage();
    const [payment, ordinals] = devBitcoinKeys(network);
    const psbt = fixturePsbt();
    const result = await page.evaluate(
      async ({ id, base64, paymentAddress, ordinalsAddress }) => {
        const w = window as unknown as {
          __connectConfig: { ready(): Promise<void>; _internal: { connect(id: string, o: object): Promise<unknown>; signMessage(m: string, o: object): Promise<string> } };
          __demoMultichain: { bip122: { signBitcoinPsbt(config: unknown, args: object): Promise<{ toBase64(): string }> } };
        };
        const config = w.__connectConfig;
        await config.ready();
        await config._internal.connect(id, { namespace: 'bip122' });
        const signed = await w.__demoMultichain.bip122.signBitcoinPsbt(config, {
          psbt: base64,
          signInputs: [
            { address: paymentAddress, index: 0 },
            { address: ordinalsAddress, index: 1 },
          ],
        });
        const signature = await config._internal.signMessage('Hello from the demo', { namespace: 'bip122' });
        const foreign = await w.__demoMultichain.bip122
          .signBitcoinPsbt(config, { psbt: base64, signInputs: [{ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', index: 0 }] })
          .then(() => 'signed', (error: Error) => error.message);
        const broken = await w.__demoMultichain.bip122
          .signBitcoinPsbt(config, { psbt: 'cHNidP8BAA==', signInputs: [{ address: paymentAddress, index: 0 }] })
          .then(() => 'signed', (error: Error) => error.message);
        return { psbt: signed.toBase64(), signature, foreign, broken };
      },
      { id: BITCOIN_WALLET, base64: psbt.toBase64(), paymentAddress: payment?.address ?? '', ordinalsAddress: ordinals?.address ?? '' },
    );
    const signed = Psbt.fromBase64(result.psbt, { network });
    const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
      pubkey.length === 32 ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature);
    expect(signed.validateSignaturesOfInput(0, validator)).toBe(true);
    expect(signed.validateSignaturesOfInput(1, validator)).toBe(true);
    signed.finalizeAllInputs();
    const tx = signed.extractTransaction(true);
    expect(tx.ins).toHaveLength(2);
    expect(tx.outs[0]?.value).toBe(155_000n);

    const bytes = Buffer.from(result.signature, 'base64');
    expect(bytes).toHaveLength(65);
    const recoveryId = ((bytes[0] ?? 0) - 27) & 3;
    const recovered = ecc.recover(bitcoinMessageHash(new TextEncoder().encode('Hello from the demo')), bytes.subarray(1), recoveryId as 0 | 1 | 2 | 3, true);
    expect(Buffer.from(recovered ?? []).toString('hex')).toBe(Buffer.from(payment?.publicKey ?? []).toString('hex'));

    expect(result.foreign).toContain('is not an address of the connected wallet');
    expect(result.broken).toContain('Not a valid PSBT');
    await page.close();
  });
});
