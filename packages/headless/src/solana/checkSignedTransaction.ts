import { VersionedTransaction } from '@solana/web3.js';
import { invalidWalletResponse, sameBytes } from '../walletStandard/walletAnswers.js';

/** The signature in `signer`'s slot of a serialised transaction, if it has that slot. */
export function signatureOf(transaction: VersionedTransaction, signer: string): Uint8Array | undefined {
  const index = transaction.message.staticAccountKeys.findIndex((key) => key.toBase58() === signer);
  return index >= 0 && index < transaction.message.header.numRequiredSignatures ? transaction.signatures[index] : undefined;
}

/** The signature in `signer`'s slot of a serialised transaction's bytes, if it has that slot. */
export function signatureOfSerialized(bytes: Uint8Array, signer: string): Uint8Array | undefined {
  return signatureOf(VersionedTransaction.deserialize(bytes), signer);
}

/**
 * Checks a transaction a wallet signed: it parses, carries the same message as the one sent for signing, and
 * has a non-empty signature in the slot of `signer`.
 */
export function checkSignedTransaction(signed: Uint8Array, unsigned: Uint8Array, signer: string): Uint8Array {
  let parsed: VersionedTransaction;
  let original: VersionedTransaction;
  try {
    parsed = VersionedTransaction.deserialize(signed);
    original = VersionedTransaction.deserialize(unsigned);
  } catch (error) {
    throw invalidWalletResponse('The wallet returned a transaction that does not parse', error);
  }
  if (!sameBytes(parsed.message.serialize(), original.message.serialize())) {
    throw invalidWalletResponse('The wallet returned a different transaction from the one it was asked to sign');
  }
  const signature = signatureOf(parsed, signer);
  if (!signature || signature.every((byte) => byte === 0)) throw invalidWalletResponse('The wallet did not sign the transaction');
  return signed;
}
