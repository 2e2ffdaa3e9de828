import { describe, expect, it } from 'vitest';
import * as ecc from '@bitcoinerlab/secp256k1';
import { ECPairFactory } from 'ecpair';
import { Psbt, initEccLib, networks, payments } from 'bitcoinjs-lib';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { AdapterHost, Connector } from '../core/index.js';
import { bitcoin, bitcoinTestnet } from '../core/index.js';
import { bitcoinAddressType, validBitcoinAccounts } from './bitcoinAccounts.js';
import { createBip122Adapter } from './createBip122Adapter.js';

initEccLib(ecc);
const ECPair = ECPairFactory(ecc);
const network = networks.testnet;
const paymentKey = ECPair.fromPrivateKey(new Uint8Array(32).fill(1), { network });
const ordinalKey = ECPair.fromPrivateKey(new Uint8Array(32).fill(2), { network });
const xOnly = ordinalKey.publicKey.slice(1, 33);
const PAYMENT = payments.p2wpkh({ pubkey: paymentKey.publicKey, network }).address ?? '';
const ORDINAL = payments.p2tr({ internalPubkey: xOnly, network }).address ?? '';
const paymentAccount: WalletAccount = { address: PAYMENT, publicKey: paymentKey.publicKey, chains: ['bitcoin:testnet'], features: [] };
const ordinalAccount: WalletAccount = { address: ORDINAL, publicKey: xOnly, chains: ['bitcoin:testnet'], features: [] };

function fakeWallet(signed?: (psbt: Psbt) => Uint8Array, accounts: unknown[] = [ordinalAccount, paymentAccount]): Wallet {
  return {
    version: '1.0.0',
    name: 'Fake Bitcoin',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['bitcoin:testnet'],
    accounts: [],
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async ({ psbt }: { psbt: Uint8Array }) => {
          const parsed = Psbt.fromBuffer(psbt, { network });
          if (signed) return [{ signedPsbt: signed(parsed) }];
          parsed.signInput(0, paymentKey);
          return [{ signedPsbt: parsed.toBuffer() }];
        },
      },
    },
  };
}

const host: AdapterHost = {
  namespace: 'bip122',
  networks: [bitcoin, bitcoinTestnet],
  setConnectors: () => {},
  onAccountsChanged: () => {},
  onChainChanged: () => {},
  onDisconnect: () => {},
  rpcUrls: () => [],
  fetch: () => Promise.reject(new Error('no network')),
};

function connectorOf(wallet: Wallet): Connector {
  return { id: 'fake-bitcoin', name: wallet.name, type: 'ANNOUNCED', chain: 'bip122', provider: wallet };
}

function fixturePsbt(): Psbt {
  const psbt = new Psbt({ network });
  psbt.addInput({
    hash: '11'.repeat(32),
    index: 0,
    witnessUtxo: { script: payments.p2wpkh({ pubkey: paymentKey.publicKey, network }).output ?? new Uint8Array(), value: 20_000n },
  });
  psbt.addOutput({ address: PAYMENT, value: 19_000n });
  return psbt;
}

describe('bip122 adapter', () => {
  it('types addresses of the network: taproot holds ordinals, the rest pays', () => {
    expect(bitcoinAddressType(PAYMENT, network)).toBe('payment');
    expect(bitcoinAddressType(ORDINAL, network)).toBe('ordinal');
    expect(bitcoinAddressType(PAYMENT, networks.bitcoin)).toBeUndefined();
    expect(bitcoinAddressType('tb1qnotanaddress', network)).toBeUndefined();
    expect(validBitcoinAccounts([paymentAccount, { ...ordinalAccount, publicKey: new Uint8Array(5) }, 'x'], network).map((item) => item.type)).toEqual([
      'payment',
    ]);
  });

  it('connects with the payment address first by default, the ordinals one when preferred', async () => {
    const adapter = createBip122Adapter();
    adapter.setup(host);
    const wallet = fakeWallet();
    await expect(adapter.connect(connectorOf(wallet))).resolves.toEqual({
      address: PAYMENT,
      chainId: bitcoinTestnet.id,
      accounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINAL, type: 'ordinal' },
      ],
    });
    expect((await adapter.connect(connectorOf(wallet), { accountType: 'ordinal' })).address).toBe(ORDINAL);
    await expect(adapter.request(connectorOf(wallet), { method: 'getAccountAddresses' })).resolves.toEqual([
      { address: ORDINAL, intention: 'ordinal', publicKey: Buffer.from(xOnly).toString('hex') },
      { address: PAYMENT, intention: 'payment', publicKey: Buffer.from(paymentKey.publicKey).toString('hex') },
    ]);
    await expect(adapter.connect(connectorOf(fakeWallet(undefined, [{ address: 'bc1bogus', publicKey: new Uint8Array(33) }])))).rejects.toThrow(
      'no address',
    );
    await expect(adapter.getBalance()).rejects.toThrow('Unsupported chain');
  });

  it('checks a signed PSBT: same transaction, every asked input signed', async () => {
    const adapter = createBip122Adapter();
    adapter.setup(host);
    const psbt = fixturePsbt().toBase64();
    const params = { psbt, signInputs: [{ address: PAYMENT, index: 0 }] };
    const good = fakeWallet();
    await adapter.connect(connectorOf(good));
    const answer = (await adapter.request(connectorOf(good), { method: 'signPsbt', params })) as { psbt: string };
    const signed = Psbt.fromBase64(answer.psbt, { network });
    expect(signed.validateSignaturesOfInput(0, (pubkey, hash, signature) => ecc.verify(hash, pubkey, signature))).toBe(true);

    const redirected = fakeWallet((parsed) => {
      const tampered = new Psbt({ network });
      tampered.addInput({ hash: '11'.repeat(32), index: 0, witnessUtxo: parsed.data.inputs[0]?.witnessUtxo ?? { script: new Uint8Array(), value: 0n } });
      tampered.addOutput({ address: ORDINAL, value: 19_000n });
      tampered.signInput(0, paymentKey);
      return tampered.toBuffer();
    });
    await adapter.connect(connectorOf(redirected));
    await expect(adapter.request(connectorOf(redirected), { method: 'signPsbt', params })).rejects.toThrow('different transaction');

    const unsigned = fakeWallet((parsed) => parsed.toBuffer());
    await adapter.connect(connectorOf(unsigned));
    await expect(adapter.request(connectorOf(unsigned), { method: 'signPsbt', params })).rejects.toThrow('did not sign input 0');

    await expect(adapter.request(connectorOf(good), { method: 'signPsbt', params: { ...params, psbt: 'cHNidP8BAA==' } })).rejects.toThrow('Not a valid PSBT');
    await expect(adapter.request(connectorOf(good), { method: 'signPsbt', params: { ...params, signInputs: [{ address: PAYMENT, index: 3 }] } })).rejects.toThrow(
      'no input 3',
    );
    await expect(adapter.request(connectorOf(good), { method: 'signPsbt', params: { ...params, broadcast: true } })).rejects.toThrow('not offered');
  });
});
