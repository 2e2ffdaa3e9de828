import type { SocialMessages } from '../enSocial.js';

/** Vietnamese texts of social logins. */
export const viSocial: SocialMessages = {
  'view.ConnectingSocial': "Đăng nhập mạng xã hội",
  'social.listLabel': "Đăng nhập bằng tài khoản mạng xã hội",
  'social.continueWith': "Tiếp tục với {provider}",
  'social.waiting': "Tiếp tục trong cửa sổ {provider}",
  'social.waitingBody': "Đăng nhập ở đó và chấp thuận. Màn hình này sẽ tự chuyển tiếp.",
  'social.blocked': "Trình duyệt đã chặn cửa sổ {provider}.",
  'social.blockedHint': "Thử lại, hoặc tiếp tục trong cửa sổ này: trang sẽ đến {provider} rồi quay lại.",
  'social.retry': "Thử lại",
  'social.redirect': "Tiếp tục trong cửa sổ này",
  'social.redirecting': "Đang chuyển bạn đến {provider}",
  'social.denied': "Bạn đã từ chối đăng nhập tại {provider}.",
  'social.failed': "Đăng nhập bằng {provider} chưa hoàn tất.",
};
