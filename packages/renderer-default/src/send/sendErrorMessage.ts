import type { ErrorText } from '../messages/errorText.js';

/**
 * The text a failed send shows beside the form, in the modal's language (`text` is `useErrorText()`): a check's
 * own text, 'Transaction declined' when the visitor declined in the wallet (viem's named error on EVM, a Solana
 * wallet's code 4001), a node's or wallet's known error by its class, else viem's short message (what the node or
 * the wallet said), else the error's message.
 */
export function sendErrorMessage(error: Error, text: ErrorText): string {
  return text(error);
}
