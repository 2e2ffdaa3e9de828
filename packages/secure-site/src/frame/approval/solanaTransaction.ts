import { invalidParams } from '../errors.js';
import { base58Encode, base64Decode } from './format.js';

/** What the approval card shows of a Solana transaction. */
export interface SolanaTransactionSummary {
  /** Base58 address paying the fee (the message's first account). */
  readonly feePayer: string;
  readonly instructionCount: number;
  /** 'legacy' or the versioned message's version (0). */
  readonly version: 'legacy' | 0;
}

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;

// Solana's compact-u16 ("shortvec"): 7 bits a byte, at most 3 bytes.
function readShortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i += 1) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw invalidParams('Solana transaction is truncated');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, offset + i + 1];
  }
  throw invalidParams('Solana transaction has a bad length prefix');
}

/**
 * Reads the fee payer and instruction count of a serialized Solana transaction (legacy or version 0: signatures,
 * then the message's header, account keys, recent blockhash and instructions). Throws `Invalid params: ...`.
 */
export function summarizeSolanaTransaction(base64: unknown): SolanaTransactionSummary {
  if (typeof base64 !== 'string') throw invalidParams('Solana transaction must be a base64 string');
  const bytes = base64Decode(base64);
  if (!bytes) throw invalidParams('Solana transaction is not base64');
  const [signatures, signaturesAt] = readShortVec(bytes, 0);
  let offset = signaturesAt + signatures * SIGNATURE_BYTES;
  const prefix = bytes[offset];
  if (prefix === undefined) throw invalidParams('Solana transaction is truncated');
  let version: 'legacy' | 0 = 'legacy';
  if (prefix & 0x80) {
    if ((prefix & 0x7f) !== 0) throw invalidParams(`Solana transaction version ${prefix & 0x7f} is not supported`);
    version = 0;
    offset += 1;
  }
  offset += 3; // header: required signatures, read-only signed, read-only unsigned
  const [keyCount, keysAt] = readShortVec(bytes, offset);
  if (keyCount < 1) throw invalidParams('Solana transaction has no fee payer');
  const blockhashAt = keysAt + keyCount * KEY_BYTES;
  const [instructionCount, instructionsAt] = readShortVec(bytes, blockhashAt + KEY_BYTES);
  if (instructionsAt > bytes.length || (instructionCount > 0 && instructionsAt >= bytes.length)) {
    throw invalidParams('Solana transaction is truncated');
  }
  return { feePayer: base58Encode(bytes.subarray(keysAt, keysAt + KEY_BYTES)), instructionCount, version };
}
