import { Psbt } from 'bitcoinjs-lib';
import type { Network as BitcoinNetwork } from 'bitcoinjs-lib';
import { ConnectError } from '../core/index.js';
import { invalidWalletResponse, sameBytes } from '../walletStandard/index.js';

function sameUnsignedTransaction(a: Psbt, b: Psbt): boolean {
  if (a.version !== b.version || a.locktime !== b.locktime) return false;
  const [ai, bi, ao, bo] = [a.txInputs, b.txInputs, a.txOutputs, b.txOutputs];
  return (
    ai.length === bi.length &&
    ao.length === bo.length &&
    ai.every((input, index) => {
      const other = bi[index];
      return other !== undefined && sameBytes(input.hash, other.hash) && input.index === other.index && input.sequence === other.sequence;
    }) &&
    ao.every((output, index) => {
      const other = bo[index];
      return other !== undefined && sameBytes(output.script, other.script) && output.value === other.value;
    })
  );
}

/** Parses a PSBT (base64) with bitcoinjs-lib; a clear error when it is not one. */
export function parsePsbt(base64: string, network: BitcoinNetwork): Psbt {
  try {
    return Psbt.fromBase64(base64, { network });
  } catch (error) {
    throw new ConnectError('INVALID_PSBT', 'Not a valid PSBT', { cause: error });
  }
}

/**
 * Checks a PSBT a wallet signed: it parses, spends and pays exactly what the request's PSBT did, and carries a
 * signature (or final witness) on every input it was asked to sign.
 */
export function checkSignedPsbt(signedBase64: string, request: Psbt, indexes: readonly number[], network: BitcoinNetwork): Psbt {
  let signed: Psbt;
  try {
    signed = Psbt.fromBase64(signedBase64, { network });
  } catch (error) {
    throw invalidWalletResponse('The wallet returned a PSBT that does not parse', error);
  }
  if (!sameUnsignedTransaction(signed, request)) throw invalidWalletResponse('The wallet returned a different transaction from the one it was asked to sign');
  for (const index of indexes) {
    const input = signed.data.inputs[index];
    const isSigned =
      input !== undefined &&
      ((input.partialSig?.length ?? 0) > 0 || input.tapKeySig !== undefined || (input.tapScriptSig?.length ?? 0) > 0 ||
        input.finalScriptWitness !== undefined || input.finalScriptSig !== undefined);
    if (!isSigned) throw invalidWalletResponse(`The wallet did not sign input ${index}`);
  }
  return signed;
}
