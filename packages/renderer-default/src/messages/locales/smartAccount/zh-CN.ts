import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Simplified Chinese texts of the Account view's account type line. */
export const zhCNSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': '显示的账户',
  'smartAccount.smartAccount': '智能账户',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': '随首笔交易部署',
  'smartAccount.switchToEoa': '切换到 EOA',
  'smartAccount.switchToSmartAccount': '切换到智能账户',
  'smartAccount.fellBack': '无法设置智能账户：显示 EOA',
};
