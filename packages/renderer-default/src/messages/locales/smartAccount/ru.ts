import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Russian texts of the Account view's account type line. */
export const ruSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Показан счёт',
  'smartAccount.smartAccount': 'Смарт-аккаунт',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Развёртывается с первой транзакцией',
  'smartAccount.switchToEoa': 'Перейти на EOA',
  'smartAccount.switchToSmartAccount': 'Перейти на смарт-аккаунт',
  'smartAccount.fellBack': 'Не удалось выбрать смарт-аккаунт: показан EOA',
};
