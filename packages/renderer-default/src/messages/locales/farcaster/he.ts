import type { FarcasterMessages } from '../../enFarcaster.js';

/** Hebrew texts of Sign In With Farcaster. */
export const heFarcaster: FarcasterMessages = {
  'farcaster.heading': 'התחברות עם Farcaster',
  'farcaster.scanHint': 'סרקו את קוד ה-QR במצלמת הטלפון, או פתחו את הקישור במכשיר עם Farcaster, ואז אשרו את ההתחברות.',
  'farcaster.qrLabel': 'קוד QR להתחברות עם Farcaster',
  'farcaster.preparing': 'מכין את בקשת ההתחברות',
  'farcaster.waiting': 'ממתין לאישור ב-Farcaster',
  'farcaster.open': 'פתיחה ב-Farcaster',
  'farcaster.expired': 'תוקף בקשת ההתחברות פג. נסו שוב.',
  'farcaster.refused': 'לא ניתן היה לאמת את ההתחברות עם Farcaster. נסו שוב.',
};
