import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Ukrainian texts of the Account view's account type line. */
export const ukSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Показаний рахунок',
  'smartAccount.smartAccount': 'Смарт-акаунт',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Розгортається з першою транзакцією',
  'smartAccount.switchToEoa': 'Перейти на EOA',
  'smartAccount.switchToSmartAccount': 'Перейти на смарт-акаунт',
  'smartAccount.fellBack': 'Не вдалося вибрати смарт-акаунт: показано EOA',
};
