import type { AccountNameMessages } from '../../enAccountName.js';

/** Vietnamese texts of account names. */
export const viAccountName: AccountNameMessages = {
  'accountName.entry': 'Chọn tên cho tài khoản này',
  'accountName.body': 'Chọn một tên mà người khác có thể gửi tới thay cho địa chỉ của bạn. Tên kết thúc bằng {suffix}.',
  'accountName.label': 'Tên tài khoản',
  'accountName.tooShort': 'Dùng ít nhất 4 ký tự',
  'accountName.invalidCharacters': 'Chỉ dùng chữ cái, chữ số và dấu gạch nối',
  'accountName.suggestions': 'Gợi ý',
  'accountName.suggestionsLoading': 'Đang tải gợi ý',
  'accountName.suggestionsFailed': 'Lỗi khi lấy gợi ý tên',
  'accountName.available': 'Còn trống',
  'accountName.taken': 'Đã có người dùng',
  'accountName.register': 'Đăng ký',
  'accountName.registering': 'Đang chờ ví của bạn ký',
  'accountName.takenError': '{name} đã có người dùng. Hãy thử tên khác.',
  'accountName.declined': 'Ví đã từ chối ký. Tên của bạn chưa được đăng ký.',
  'accountName.failed': 'Lỗi khi đăng ký tên {name}',
  'accountName.successBody': '{name} giờ là tên tài khoản của bạn.',
  'accountName.done': 'Quay lại tài khoản',
};
