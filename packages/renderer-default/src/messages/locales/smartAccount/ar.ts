import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Arabic texts of the Account view's account type line. */
export const arSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'الحساب المعروض',
  'smartAccount.smartAccount': 'حساب ذكي',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'يُنشر مع أول معاملة له',
  'smartAccount.switchToEoa': 'التبديل إلى EOA',
  'smartAccount.switchToSmartAccount': 'التبديل إلى الحساب الذكي',
  'smartAccount.fellBack': 'تعذّر تعيين الحساب الذكي: يُعرض EOA',
};
