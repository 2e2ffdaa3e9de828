import type { FarcasterMessages } from '../../enFarcaster.js';

/** Traditional Chinese texts of Sign In With Farcaster. */
export const zhTWFarcaster: FarcasterMessages = {
  'farcaster.heading': '使用 Farcaster 登入',
  'farcaster.scanHint': '用手機相機掃描 QR 碼，或在裝有 Farcaster 的裝置上開啟連結，然後核准登入。',
  'farcaster.qrLabel': '使用 Farcaster 登入的 QR 碼',
  'farcaster.preparing': '正在準備登入要求',
  'farcaster.waiting': '正在等待 Farcaster 中的核准',
  'farcaster.open': '在 Farcaster 中開啟',
  'farcaster.expired': '登入要求已過期。請再試一次。',
  'farcaster.refused': '無法驗證 Farcaster 登入。請再試一次。',
};
