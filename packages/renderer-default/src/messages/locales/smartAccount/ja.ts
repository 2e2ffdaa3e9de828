import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Japanese texts of the Account view's account type line. */
export const jaSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': '表示中のアカウント',
  'smartAccount.smartAccount': 'スマートアカウント',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': '最初のトランザクションでデプロイされます',
  'smartAccount.switchToEoa': 'EOA に切り替え',
  'smartAccount.switchToSmartAccount': 'スマートアカウントに切り替え',
  'smartAccount.fellBack': 'スマートアカウントを設定できませんでした: EOA を表示しています',
};
