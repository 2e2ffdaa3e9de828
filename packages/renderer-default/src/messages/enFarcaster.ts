/** English texts of Sign In With Farcaster (the ConnectingFarcaster view), part of `en`. */
export const enFarcaster = {
  'farcaster.heading': 'Sign in with Farcaster',
  'farcaster.scanHint': 'Scan the QR code with your phone\'s camera, or open the link on a device with Farcaster, then approve the sign-in.',
  'farcaster.qrLabel': 'QR code to sign in with Farcaster',
  'farcaster.preparing': 'Preparing the sign-in request',
  'farcaster.waiting': 'Waiting for approval in Farcaster',
  'farcaster.open': 'Open in Farcaster',
  'farcaster.expired': 'The sign-in request has expired. Try again.',
  'farcaster.refused': 'The Farcaster sign-in could not be verified. Try again.',
} as const;

/** The Farcaster texts of a locale. */
export type FarcasterMessages = Record<keyof typeof enFarcaster, string>;
