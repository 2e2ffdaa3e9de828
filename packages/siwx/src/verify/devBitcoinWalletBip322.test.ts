import { base64 } from '@scure/base';
import { installDevBitcoinWallet } from '@connect-modal/devnet';
import type { Wallet, WalletAccount, WindowRegisterWalletEventCallback } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { verifySiwxSignature } from './verifySiwxSignature.js';

const CHAINS = { mainnet: 'bip122:000000000019d6689c085ae165831e93', testnet: 'bip122:000000000933ea01ad0ee984209779ba' } as const;

interface SignMessageFeature {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: string }[]
  ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>;
}

/** Installs the dev Bitcoin wallet on a bare event target (no browser) and connects it. */
async function connectedWallet(network: 'mainnet' | 'testnet') {
  const target = new EventTarget();
  let wallet: Wallet | undefined;
  target.addEventListener('wallet-standard:register-wallet', (event) => {
    (event as CustomEvent<WindowRegisterWalletEventCallback>).detail({ register: (registered) => ((wallet = registered), () => undefined) });
  });
  installDevBitcoinWallet({ name: 'Dev Bitcoin', icon: 'data:image/svg+xml,<svg/>', network, persist: false }, target as unknown as Window);
  if (!wallet) throw new Error('The dev wallet did not register');
  const connect = wallet.features['bitcoin:connect'] as { connect(input: { purposes: string[] }): Promise<{ accounts: WalletAccount[] }> };
  const { accounts } = await connect.connect({ purposes: ['payment', 'ordinals'] });
  const [payment, ordinals] = accounts;
  if (!payment || !ordinals) throw new Error('The dev wallet gave no payment and ordinals accounts');
  return { feature: wallet.features['bitcoin:signMessage'] as SignMessageFeature, payment, ordinals };
}

const message = `example.com wants you to sign in with your Bitcoin account:\n\nNonce: 32891756\nIssued At: 2025-01-01T00:00:00Z`;
const bytes = new TextEncoder().encode(message);

describe('dev Bitcoin wallet BIP-322 signatures, checked by the sign-in verifier', () => {
  for (const network of ['mainnet', 'testnet'] as const) {
    it(`signs BIP-322 simple for its P2WPKH and P2TR accounts on ${network}`, async () => {
      const { feature, payment, ordinals } = await connectedWallet(network);
      expect(payment.address).toMatch(network === 'mainnet' ? /^bc1q/ : /^tb1q/);
      expect(ordinals.address).toMatch(network === 'mainnet' ? /^bc1p/ : /^tb1p/);
      const answers = await feature.signMessage(
        { account: payment, message: bytes, protocol: 'bip322' },
        { account: ordinals, message: bytes, protocol: 'BIP322' },
      );
      const [forPayment, forOrdinals] = answers.map((answer) => base64.encode(answer.signature));
      // A witness of two items (DER signature + hash type, 33-byte key), and of one 64-byte Schnorr signature.
      expect(answers[0]?.signature[0]).toBe(2);
      expect(answers[1]?.signature).toHaveLength(66);
      expect(answers.every((answer) => new TextDecoder().decode(answer.signedMessage) === message)).toBe(true);
      const check = (address: string, text: string, signature: string) =>
        verifySiwxSignature({ chainId: CHAINS[network], address, signed: { message: text, signature } });
      expect(await check(payment.address, message, forPayment ?? '')).toBe(true);
      expect(await check(ordinals.address, message, forOrdinals ?? '')).toBe(true);
      expect(await check(payment.address, `${message} `, forPayment ?? '')).toBe(false);
      expect(await check(ordinals.address, `${message} `, forOrdinals ?? '')).toBe(false);
      expect(await check(ordinals.address, message, forPayment ?? '')).toBe(false);
      expect(await check(payment.address, message, forOrdinals ?? '')).toBe(false);
    });
  }

  it('keeps BIP-137 as the default: valid for the P2WPKH account, never for the taproot one', async () => {
    const { feature, payment, ordinals } = await connectedWallet('testnet');
    const [legacyPayment, legacyOrdinals] = await feature.signMessage({ account: payment, message: bytes }, { account: ordinals, message: bytes, protocol: 'ecdsa' });
    expect(legacyPayment?.signature).toHaveLength(65);
    expect(legacyPayment?.signature[0]).toBeGreaterThanOrEqual(39);
    const check = (address: string, signature: Uint8Array | undefined) =>
      verifySiwxSignature({ chainId: CHAINS.testnet, address, signed: { message, signature: base64.encode(signature ?? new Uint8Array()) } });
    expect(await check(payment.address, legacyPayment?.signature)).toBe(true);
    expect(await check(ordinals.address, legacyOrdinals?.signature)).toBe(false);
  });

  it('refuses a protocol it does not know', async () => {
    const { feature, payment } = await connectedWallet('testnet');
    await expect(feature.signMessage({ account: payment, message: bytes, protocol: 'bip137' })).rejects.toThrow(
      "Unsupported message signing protocol bip137: use 'ecdsa' or 'bip322'",
    );
  });
});
