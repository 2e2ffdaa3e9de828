// Runs inside the browser page (bundled into the multichain dev-wallet script): no Node APIs.
import * as ecc from '@bitcoinerlab/secp256k1';
import { Transaction, crypto as bitcoinCrypto, initEccLib, opcodes, payments, script as bitcoinScript } from 'bitcoinjs-lib';
import type { ECPairInterface } from 'ecpair';

/** The address kinds the dev wallet signs BIP-322 "simple" messages for. */
export type Bip322AddressType = 'p2wpkh' | 'p2tr';

const MESSAGE_TAG = bitcoinCrypto.sha256(new TextEncoder().encode('BIP0322-signed-message'));

/** BIP-322's message hash: SHA-256 of tag hash, tag hash and the message bytes (tag `BIP0322-signed-message`). */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const data = new Uint8Array(64 + message.length);
  data.set(MESSAGE_TAG, 0);
  data.set(MESSAGE_TAG, 32);
  data.set(message, 64);
  return bitcoinCrypto.sha256(data);
}

/** BIP-322's virtual `to_sign` transaction: spends output 0 of `to_spend` (which commits to the message) into OP_RETURN. */
function toSignTransaction(message: Uint8Array, outputScript: Uint8Array): Transaction {
  const toSpend = new Transaction();
  toSpend.version = 0;
  toSpend.locktime = 0;
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, bitcoinScript.compile([opcodes.OP_0, bip322MessageHash(message)]));
  toSpend.addOutput(outputScript, 0n);
  const toSign = new Transaction();
  toSign.version = 0;
  toSign.locktime = 0;
  toSign.addInput(toSpend.getHash(), 0, 0);
  toSign.addOutput(bitcoinScript.compile([opcodes.OP_RETURN]), 0n);
  return toSign;
}

function compactSize(value: number): number[] {
  if (value < 0xfd) return [value];
  return [0xfd, value & 0xff, value >> 8];
}

/** Serializes a witness stack: item count, then each item with its length (Bitcoin compact sizes). */
function encodeWitnessStack(stack: readonly Uint8Array[]): Uint8Array {
  const parts: number[] = [...compactSize(stack.length)];
  for (const item of stack) parts.push(...compactSize(item.length), ...item);
  return Uint8Array.from(parts);
}

/**
 * Signs `message` with BIP-322 "simple": the serialized witness that spends `to_sign`. P2WPKH: ECDSA (DER,
 * SIGHASH_ALL) and the compressed public key; P2TR: a 64-byte BIP-340 key-path signature (SIGHASH_DEFAULT) by
 * `pair` tweaked with no script tree, `pair` being the untweaked internal key.
 */
export function signBip322Simple(message: Uint8Array, pair: ECPairInterface, type: Bip322AddressType): Uint8Array {
  if (type === 'p2wpkh') {
    const payment = payments.p2wpkh({ pubkey: pair.publicKey });
    const output = payment.output;
    const scriptCode = payments.p2pkh({ hash: payment.hash }).output;
    if (!output || !scriptCode) throw new Error('Could not build the P2WPKH scripts of the key');
    const digest = toSignTransaction(message, output).hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL);
    const signature = bitcoinScript.signature.encode(pair.sign(digest), Transaction.SIGHASH_ALL);
    return encodeWitnessStack([signature, pair.publicKey]);
  }
  // Taproot payments need bitcoinjs-lib's curve library (a no-op once set).
  initEccLib(ecc);
  const internalKey = pair.publicKey.slice(1, 33);
  const output = payments.p2tr({ internalPubkey: internalKey }).output;
  if (!output) throw new Error('Could not build the P2TR script of the key');
  const digest = toSignTransaction(message, output).hashForWitnessV1(0, [output], [0n], Transaction.SIGHASH_DEFAULT);
  const tweaked = pair.tweak(bitcoinCrypto.taggedHash('TapTweak', internalKey));
  return encodeWitnessStack([tweaked.signSchnorr(digest)]);
}
