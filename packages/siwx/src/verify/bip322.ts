import { sha256 } from '@noble/hashes/sha2.js';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { RawTx, RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer';
import type { BitcoinAddress } from './bitcoinAddress.js';
import { equalBytes } from './bytes.js';
import { hash160 } from './bitcoinHashes.js';

const MESSAGE_TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'));

/** BIP-322's message hash: the BIP-340 tagged hash `BIP0322-signed-message` of the message bytes. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const data = new Uint8Array(64 + message.length);
  data.set(MESSAGE_TAG, 0);
  data.set(MESSAGE_TAG, 32);
  data.set(message, 64);
  return sha256(data);
}

/** The txid (display order) of BIP-322's virtual `to_spend` transaction for `message` and `script`. */
export function bip322ToSpendId(message: Uint8Array, script: Uint8Array): Uint8Array {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]), sequence: 0 }],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  });
  return sha256(sha256(raw)).reverse();
}

/** BIP-322's virtual `to_sign` transaction (simple form): spends `to_spend` output 0 into one OP_RETURN output. */
export function bip322ToSign(message: Uint8Array, script: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, lockTime: 0, allowUnknownVersion: true, allowUnknownOutputs: true });
  tx.addInput({ txid: bip322ToSpendId(message, script), index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } });
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return tx;
}

function decodeWitness(signature: Uint8Array): Uint8Array[] | undefined {
  try {
    const stack = RawWitness.decode(signature);
    // The decoder must have consumed every byte: re-encoding gives the input back only then.
    return equalBytes(RawWitness.encode(stack), signature) ? stack : undefined;
  } catch {
    return undefined;
  }
}

function verifyP2wpkh(hash: Uint8Array, stack: Uint8Array[], toSign: Transaction): boolean {
  const [signature, publicKey] = stack;
  if (stack.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false;
  if (!equalBytes(hash160(publicKey), hash)) return false;
  if (signature[signature.length - 1] !== SigHash.ALL) return false;
  // BIP-143 script code of a P2WPKH spend: the P2PKH script of the key hash.
  const scriptCode = Script.encode(['DUP', 'HASH160', hash, 'EQUALVERIFY', 'CHECKSIG']);
  const digest = toSign.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n);
  try {
    return secp256k1.verify(signature.subarray(0, -1), digest, publicKey, { prehash: false, format: 'der', lowS: true });
  } catch {
    return false;
  }
}

function verifyP2tr(outputKey: Uint8Array, script: Uint8Array, stack: Uint8Array[], toSign: Transaction): boolean {
  const [signature] = stack;
  // Key-path spend only: one 64-byte signature (SIGHASH_DEFAULT) or 65 with SIGHASH_ALL; no annex.
  if (stack.length !== 1 || !signature) return false;
  let hashType: number;
  if (signature.length === 64) hashType = SigHash.DEFAULT;
  else if (signature.length === 65 && signature[64] === SigHash.ALL) hashType = SigHash.ALL;
  else return false;
  const digest = toSign.preimageWitnessV1(0, [script], hashType, [0n]);
  try {
    return schnorr.verify(signature.subarray(0, 64), digest, outputKey);
  } catch {
    return false;
  }
}

/**
 * Checks a BIP-322 "simple" signature (the serialized witness stack of `to_sign`) for a P2WPKH or P2TR address:
 * ECDSA with SIGHASH_ALL by a key hashing to the P2WPKH program, or a BIP-340 key-path signature by the P2TR
 * output key. Other address types and malformed witnesses are `false`.
 */
export function verifyBip322Simple(address: BitcoinAddress, message: Uint8Array, signature: Uint8Array): boolean {
  if (address.type !== 'p2wpkh' && address.type !== 'p2tr') return false;
  const stack = decodeWitness(signature);
  if (!stack) return false;
  const toSign = bip322ToSign(message, address.script);
  return address.type === 'p2wpkh'
    ? verifyP2wpkh(address.hash, stack, toSign)
    : verifyP2tr(address.outputKey, address.script, stack, toSign);
}
