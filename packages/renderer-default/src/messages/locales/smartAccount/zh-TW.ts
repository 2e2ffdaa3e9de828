import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Traditional Chinese texts of the Account view's account type line. */
export const zhTWSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': '顯示的帳戶',
  'smartAccount.smartAccount': '智慧帳戶',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': '隨第一筆交易部署',
  'smartAccount.switchToEoa': '切換到 EOA',
  'smartAccount.switchToSmartAccount': '切換到智慧帳戶',
  'smartAccount.fellBack': '無法設定智慧帳戶：顯示 EOA',
};
