import type { MessageId } from '../messages/en.js';

/** The code of a secure-site or frame error, if it has one. */
function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Whether the Farcaster wait ended because the view stopped it (nothing to tell the visitor). */
export function isFarcasterAbort(error: unknown): boolean {
  return codeOf(error) === 'ABORTED';
}

/**
 * The text of a Farcaster sign-in failure the view words itself: an expired request, or one whose signed message
 * the secure site refused (wrong domain, nonce or signer). Undefined for other errors, worded as the modal words
 * any error.
 */
export function farcasterErrorKey(error: unknown): MessageId | undefined {
  const code = codeOf(error);
  if (code === 'FARCASTER_CHANNEL_EXPIRED' || code === 'FARCASTER_CHANNEL_USED' || code === 'FARCASTER_CHANNEL_UNKNOWN') return 'farcaster.expired';
  if (code === 'FARCASTER_SIGNATURE_INVALID') return 'farcaster.refused';
  return undefined;
}
