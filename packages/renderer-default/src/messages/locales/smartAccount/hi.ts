import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Hindi texts of the Account view's account type line. */
export const hiSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'दिखाया गया खाता',
  'smartAccount.smartAccount': 'स्मार्ट खाता',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'पहले लेन-देन के साथ तैनात होता है',
  'smartAccount.switchToEoa': 'EOA पर जाएँ',
  'smartAccount.switchToSmartAccount': 'स्मार्ट खाते पर जाएँ',
  'smartAccount.fellBack': 'स्मार्ट खाता सेट नहीं हो सका: EOA दिखाया गया है',
};
