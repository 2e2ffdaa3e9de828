import { base64 } from '@scure/base';
import { ValidationError } from '../../core/index.js';

/** Bytes that are only read: a Uint8Array, or @solana/kit's read-only view of one. */
export type ReadonlyBytes = Omit<Uint8Array, 'copyWithin' | 'fill' | 'reverse' | 'set' | 'sort'> & { readonly [index: number]: number };

/** A transaction built with @solana/kit: its message bytes and its signatures by signer address, in signer order. */
export interface SolanaKitTransaction {
  readonly messageBytes: ReadonlyBytes;
  readonly signatures: Readonly<Record<string, ReadonlyBytes | null>>;
}

/** What a @solana/web3.js 1.x Transaction or VersionedTransaction offers to put it on the wire. */
interface SerializableTransaction {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array;
}

/** The largest transaction Solana accepts, in bytes (its packet size less headers). */
export const SOLANA_TRANSACTION_MAX_BYTES = 1232;

const NOT_A_TRANSACTION = '"transaction" must be a @solana/web3.js Transaction or VersionedTransaction, or a @solana/kit transaction';

function isKitTransaction(value: unknown): value is SolanaKitTransaction {
  if (typeof value !== 'object' || value === null) return false;
  const { messageBytes, signatures } = value as Partial<SolanaKitTransaction>;
  return messageBytes instanceof Uint8Array && typeof signatures === 'object' && signatures !== null;
}

function isSerializable(value: unknown): value is SerializableTransaction {
  return typeof value === 'object' && value !== null && typeof (value as { serialize?: unknown }).serialize === 'function';
}

/** A compact-u16, as the wire format counts signatures. */
function shortVec(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      bytes.push(byte);
      return bytes;
    }
    bytes.push(byte | 0x80);
  }
}

/** A @solana/kit transaction on the wire: the signature count, each signature (zeros while unsigned), the message. */
function kitWireBytes(transaction: SolanaKitTransaction): Uint8Array {
  const signatures = Object.values(transaction.signatures);
  const count = shortVec(signatures.length);
  const bytes = new Uint8Array(count.length + signatures.length * 64 + transaction.messageBytes.length);
  bytes.set(count, 0);
  signatures.forEach((signature, index) => {
    if (signature && signature.length !== 64) throw new ValidationError('A Solana signature is 64 bytes', signature);
    if (signature) bytes.set(signature, count.length + index * 64);
  });
  bytes.set(transaction.messageBytes, count.length + signatures.length * 64);
  return bytes;
}

/**
 * A transaction as the wallet methods take it: its wire bytes in base64. Unsigned slots stay empty for the wallet
 * to fill (a web3.js transaction is serialised without requiring or checking signatures).
 */
export function solanaWireBase64(transaction: unknown): string {
  let bytes: Uint8Array;
  if (isKitTransaction(transaction)) bytes = kitWireBytes(transaction);
  else if (isSerializable(transaction)) {
    try {
      bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
    } catch (error) {
      // web3.js says what is missing: "Transaction recentBlockhash required", "Transaction fee payer required".
      throw new ValidationError(error instanceof Error ? error.message : NOT_A_TRANSACTION, transaction);
    }
    if (!(bytes instanceof Uint8Array)) throw new ValidationError(NOT_A_TRANSACTION, transaction);
  } else {
    throw new ValidationError(NOT_A_TRANSACTION, transaction);
  }
  if (bytes.length > SOLANA_TRANSACTION_MAX_BYTES) {
    throw new ValidationError(`A Solana transaction is at most ${SOLANA_TRANSACTION_MAX_BYTES} bytes; this one is ${bytes.length}`, bytes.length);
  }
  return base64.encode(bytes);
}
