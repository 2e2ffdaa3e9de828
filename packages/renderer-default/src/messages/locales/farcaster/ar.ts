import type { FarcasterMessages } from '../../enFarcaster.js';

/** Arabic texts of Sign In With Farcaster. */
export const arFarcaster: FarcasterMessages = {
  'farcaster.heading': 'تسجيل الدخول باستخدام Farcaster',
  'farcaster.scanHint': 'امسح رمز QR بكاميرا هاتفك، أو افتح الرابط على جهاز عليه Farcaster، ثم وافق على تسجيل الدخول.',
  'farcaster.qrLabel': 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  'farcaster.preparing': 'جارٍ تجهيز طلب تسجيل الدخول',
  'farcaster.waiting': 'في انتظار الموافقة في Farcaster',
  'farcaster.open': 'فتح في Farcaster',
  'farcaster.expired': 'انتهت صلاحية طلب تسجيل الدخول. حاول مرة أخرى.',
  'farcaster.refused': 'تعذّر التحقق من تسجيل الدخول عبر Farcaster. حاول مرة أخرى.',
};
