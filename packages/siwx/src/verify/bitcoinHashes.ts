import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** RIPEMD-160 of SHA-256: the hash in P2PKH, P2SH and P2WPKH addresses. */
export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data));
}

/** SHA-256 of SHA-256. */
export function hash256(data: Uint8Array): Uint8Array {
  return sha256(sha256(data));
}
