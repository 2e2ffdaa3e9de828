import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { equalBytes } from './bytes.js';

function decodeBase58(text: string, length: number): Uint8Array | undefined {
  try {
    const bytes = base58.decode(text);
    return bytes.length === length ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a Solana sign-in signature: `address` is the base58 32-byte ed25519 public key, `signature` the base58
 * 64-byte ed25519 signature over exactly the UTF-8 bytes of `message` (RFC 8032, strict point encodings).
 * `publicKey`, when given, must name the same key. Anything malformed is `false`.
 */
export function verifySolanaSignature(address: string, message: string, signature: string, publicKey?: string): boolean {
  const key = decodeBase58(address, 32);
  const sig = decodeBase58(signature, 64);
  if (!key || !sig) return false;
  if (publicKey !== undefined) {
    const stated = decodeBase58(publicKey, 32);
    if (!stated || !equalBytes(stated, key)) return false;
  }
  try {
    return ed25519.verify(sig, new TextEncoder().encode(message), key, { zip215: false });
  } catch {
    return false;
  }
}
