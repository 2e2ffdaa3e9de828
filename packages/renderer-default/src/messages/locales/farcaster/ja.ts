import type { FarcasterMessages } from '../../enFarcaster.js';

/** Japanese texts of Sign In With Farcaster. */
export const jaFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Farcasterでサインイン',
  'farcaster.scanHint': 'スマートフォンのカメラでQRコードを読み取るか、Farcasterのある端末でリンクを開き、サインインを承認してください。',
  'farcaster.qrLabel': 'FarcasterでサインインするためのQRコード',
  'farcaster.preparing': 'サインインリクエストを準備しています',
  'farcaster.waiting': 'Farcasterでの承認を待っています',
  'farcaster.open': 'Farcasterで開く',
  'farcaster.expired': 'サインインリクエストの有効期限が切れました。もう一度お試しください。',
  'farcaster.refused': 'Farcasterのサインインを確認できませんでした。もう一度お試しください。',
};
