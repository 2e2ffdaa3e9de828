import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Hebrew texts of the Account view's account type line. */
export const heSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'החשבון המוצג',
  'smartAccount.smartAccount': 'חשבון חכם',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'נפרס עם העסקה הראשונה שלו',
  'smartAccount.switchToEoa': 'מעבר ל-EOA',
  'smartAccount.switchToSmartAccount': 'מעבר לחשבון החכם',
  'smartAccount.fellBack': 'לא ניתן היה להגדיר את החשבון החכם: מוצג ה-EOA',
};
