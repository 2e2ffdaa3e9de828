import { SwapError } from '@connect-modal/headless';
import { sendErrorMessage } from '../send/sendErrorMessage.js';

/** Texts of the swap refusals the form words itself; the others keep the service's or the product's message. */
const TEXTS: Partial<Record<SwapError['code'], string>> = {
  SWAP_INSUFFICIENT_LIQUIDITY: 'Not enough liquidity for this amount; try a smaller one',
  SWAP_QUOTE_EXPIRED: 'The quote has expired; a new one is on its way',
  SWAP_APPROVAL_DECLINED: 'The approval was declined; nothing was sent to your wallet',
};

/**
 * The text a failed quote or swap shows: 'Transaction declined' for a decline in the wallet, the form's words
 * for insufficient liquidity and an expired quote, else the refusal's own message ('Insufficient DEV balance',
 * 'Network not supported for Swaps', …).
 */
export function swapErrorMessage(error: Error): string {
  if (error instanceof SwapError) return TEXTS[error.code] ?? error.message;
  return sendErrorMessage(error);
}
