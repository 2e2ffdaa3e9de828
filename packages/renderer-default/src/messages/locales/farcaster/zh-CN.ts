import type { FarcasterMessages } from '../../enFarcaster.js';

/** Simplified Chinese texts of Sign In With Farcaster. */
export const zhCNFarcaster: FarcasterMessages = {
  'farcaster.heading': '使用 Farcaster 登录',
  'farcaster.scanHint': '用手机相机扫描二维码，或在装有 Farcaster 的设备上打开链接，然后批准登录。',
  'farcaster.qrLabel': '使用 Farcaster 登录的二维码',
  'farcaster.preparing': '正在准备登录请求',
  'farcaster.waiting': '正在等待 Farcaster 中的批准',
  'farcaster.open': '在 Farcaster 中打开',
  'farcaster.expired': '登录请求已过期。请重试。',
  'farcaster.refused': '无法验证 Farcaster 登录。请重试。',
};
