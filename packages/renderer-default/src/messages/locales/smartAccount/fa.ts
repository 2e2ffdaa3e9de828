import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Persian texts of the Account view's account type line. */
export const faSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'حساب نمایش‌داده‌شده',
  'smartAccount.smartAccount': 'حساب هوشمند',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'با اولین تراکنش مستقر می‌شود',
  'smartAccount.switchToEoa': 'تغییر به EOA',
  'smartAccount.switchToSmartAccount': 'تغییر به حساب هوشمند',
  'smartAccount.fellBack': 'حساب هوشمند تنظیم نشد: EOA نمایش داده می‌شود',
};
