import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { BitcoinAddress } from './bitcoinAddress.js';
import { hash160, hash256 } from './bitcoinHashes.js';
import { equalBytes } from './bytes.js';

const MESSAGE_PREFIX = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n');

function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length);
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >>> 8);
  return Uint8Array.of(0xfe, length & 0xff, (length >>> 8) & 0xff, (length >>> 16) & 0xff, length >>> 24);
}

/** The digest a legacy Bitcoin message signature signs: double SHA-256 of the prefixed, length-tagged message. */
export function bitcoinSignedMessageHash(message: Uint8Array): Uint8Array {
  const length = compactSize(message.length);
  const data = new Uint8Array(MESSAGE_PREFIX.length + length.length + message.length);
  data.set(MESSAGE_PREFIX, 0);
  data.set(length, MESSAGE_PREFIX.length);
  data.set(message, MESSAGE_PREFIX.length + length.length);
  return hash256(data);
}

/** The address kind each BIP-137 header range (27 + recovery id + offset) stands for. */
function headerKind(header: number): 'p2pkh-uncompressed' | 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh' | undefined {
  if (header >= 27 && header <= 30) return 'p2pkh-uncompressed';
  if (header >= 31 && header <= 34) return 'p2pkh';
  if (header >= 35 && header <= 38) return 'p2sh-p2wpkh';
  if (header >= 39 && header <= 42) return 'p2wpkh';
  return undefined;
}

function recoverKey(signature: Uint8Array, digest: Uint8Array): InstanceType<typeof secp256k1.Point> | undefined {
  const header = signature[0] ?? 0;
  try {
    return secp256k1.Signature.fromBytes(signature.subarray(1), 'compact')
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(digest);
  } catch {
    return undefined;
  }
}

/**
 * Checks a BIP-137 signature (65 bytes: header, r, s) over the legacy signed-message digest. The header must
 * match the address type (27-30 P2PKH uncompressed, 31-34 P2PKH compressed, 35-38 P2SH-P2WPKH, 39-42 P2WPKH)
 * and the recovered key must derive the address. P2TR has no BIP-137 form: `false`.
 */
export function verifyBip137(address: BitcoinAddress, message: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== 65 || address.type === 'p2tr') return false;
  const kind = headerKind(signature[0] ?? 0);
  if (!kind) return false;
  const point = recoverKey(signature, bitcoinSignedMessageHash(message));
  if (!point) return false;
  const compressed = point.toBytes(true);
  switch (kind) {
    case 'p2pkh-uncompressed':
      return address.type === 'p2pkh' && equalBytes(hash160(point.toBytes(false)), address.hash);
    case 'p2pkh':
      return address.type === 'p2pkh' && equalBytes(hash160(compressed), address.hash);
    case 'p2sh-p2wpkh': {
      // The P2SH redeem script of a nested P2WPKH: OP_0 PUSH20 <hash160(key)>.
      const redeemScript = new Uint8Array(22);
      redeemScript.set([0x00, 0x14], 0);
      redeemScript.set(hash160(compressed), 2);
      return address.type === 'p2sh' && equalBytes(hash160(redeemScript), address.hash);
    }
    case 'p2wpkh':
      return address.type === 'p2wpkh' && equalBytes(hash160(compressed), address.hash);
  }
}
