import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Indonesian texts of the Account view's account type line. */
export const idSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Akun yang ditampilkan',
  'smartAccount.smartAccount': 'Akun pintar',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Diterapkan bersama transaksi pertamanya',
  'smartAccount.switchToEoa': 'Beralih ke EOA',
  'smartAccount.switchToSmartAccount': 'Beralih ke akun pintar',
  'smartAccount.fellBack': 'Akun pintar tidak dapat diatur: EOA ditampilkan',
};
