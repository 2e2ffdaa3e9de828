/** How long a WalletConnect pairing URI lives after it is created: 4 minutes. */
export const PAIRING_LIFETIME_MS = 4 * 60 * 1000;

/** A pairing URI with less than this left counts as expired: 10 seconds. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000;

/** Whether a pairing URI expiring at `expiry` (epoch ms) is expired at `now`, margin included. */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  // A wallet scanning a URI that expires mid-handshake fails after the user acted: treat it as gone already.
  return expiry === undefined || expiry - now < PAIRING_EXPIRY_MARGIN_MS;
}
