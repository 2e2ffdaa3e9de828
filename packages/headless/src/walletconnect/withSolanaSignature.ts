import { base58 } from '@scure/base';

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;

/** A compact-u16 (Solana's short vector length) at `offset`: its value and the bytes it takes. */
function readShortVec(bytes: Uint8Array, offset: number): { value: number; size: number } | undefined {
  let value = 0;
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[offset + size];
    if (byte === undefined) return undefined;
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  return undefined;
}

/**
 * A serialised Solana transaction (legacy or versioned) with `signature` in the slot of `signer`, for wallets
 * that answer a signing request with the signature alone (the original WalletConnect answer). Undefined when
 * the bytes are not a transaction `signer` must sign.
 */
export function withSolanaSignature(transaction: Uint8Array, signer: string, signature: Uint8Array): Uint8Array | undefined {
  if (signature.length !== SIGNATURE_BYTES) return undefined;
  const count = readShortVec(transaction, 0);
  if (!count) return undefined;
  const messageStart = count.size + count.value * SIGNATURE_BYTES;
  const first = transaction[messageStart];
  if (first === undefined) return undefined;
  // A versioned message starts with 0x80 | version; the header (required signatures first) follows it.
  const headerStart = first & 0x80 ? messageStart + 1 : messageStart;
  const required = transaction[headerStart];
  const keys = readShortVec(transaction, headerStart + 3);
  if (required === undefined || !keys) return undefined;
  let signerKey: Uint8Array;
  try {
    signerKey = base58.decode(signer);
  } catch {
    return undefined;
  }
  const keysStart = headerStart + 3 + keys.size;
  for (let index = 0; index < Math.min(required, keys.value, count.value); index += 1) {
    const key = transaction.subarray(keysStart + index * KEY_BYTES, keysStart + (index + 1) * KEY_BYTES);
    if (key.length === KEY_BYTES && key.every((byte, position) => byte === signerKey[position])) {
      const signed = Uint8Array.from(transaction);
      signed.set(signature, count.size + index * SIGNATURE_BYTES);
      return signed;
    }
  }
  return undefined;
}
