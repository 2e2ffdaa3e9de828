import type { FarcasterMessages } from '../../enFarcaster.js';

/** Vietnamese texts of Sign In With Farcaster. */
export const viFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Đăng nhập bằng Farcaster',
  'farcaster.scanHint': 'Quét mã QR bằng camera điện thoại hoặc mở liên kết trên thiết bị có Farcaster, sau đó chấp thuận đăng nhập.',
  'farcaster.qrLabel': 'Mã QR để đăng nhập bằng Farcaster',
  'farcaster.preparing': 'Đang chuẩn bị yêu cầu đăng nhập',
  'farcaster.waiting': 'Đang chờ chấp thuận trong Farcaster',
  'farcaster.open': 'Mở trong Farcaster',
  'farcaster.expired': 'Yêu cầu đăng nhập đã hết hạn. Hãy thử lại.',
  'farcaster.refused': 'Không thể xác minh đăng nhập Farcaster. Hãy thử lại.',
};
