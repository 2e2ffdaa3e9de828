import type { ErrorText } from '../messages/errorText.js';
import { sendErrorMessage } from '../send/sendErrorMessage.js';

/**
 * The text a failed quote or swap shows, in the modal's language (`text` is `useErrorText()`): 'Transaction
 * declined' for a decline in the wallet, the form's words for insufficient liquidity, an expired quote and a
 * declined approval, the product's refusals by code ('Insufficient DEV balance', 'Network not supported for
 * Swaps', …), else the service's own message.
 */
export function swapErrorMessage(error: Error, text: ErrorText): string {
  return sendErrorMessage(error, text);
}
