import type { FarcasterMessages } from '../../enFarcaster.js';

/** Persian texts of Sign In With Farcaster. */
export const faFarcaster: FarcasterMessages = {
  'farcaster.heading': 'ورود با Farcaster',
  'farcaster.scanHint': 'کد QR را با دوربین تلفن خود اسکن کنید یا پیوند را در دستگاهی که Farcaster دارد باز کنید، سپس ورود را تأیید کنید.',
  'farcaster.qrLabel': 'کد QR برای ورود با Farcaster',
  'farcaster.preparing': 'در حال آماده‌سازی درخواست ورود',
  'farcaster.waiting': 'در انتظار تأیید در Farcaster',
  'farcaster.open': 'باز کردن در Farcaster',
  'farcaster.expired': 'درخواست ورود منقضی شده است. دوباره تلاش کنید.',
  'farcaster.refused': 'ورود با Farcaster تأیید نشد. دوباره تلاش کنید.',
};
