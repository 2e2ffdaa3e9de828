import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Vietnamese texts of the Account view's account type line. */
export const viSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Tài khoản đang hiển thị',
  'smartAccount.smartAccount': 'Tài khoản thông minh',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Được triển khai cùng giao dịch đầu tiên',
  'smartAccount.switchToEoa': 'Chuyển sang EOA',
  'smartAccount.switchToSmartAccount': 'Chuyển sang tài khoản thông minh',
  'smartAccount.fellBack': 'Không thể đặt tài khoản thông minh: đang hiển thị EOA',
};
