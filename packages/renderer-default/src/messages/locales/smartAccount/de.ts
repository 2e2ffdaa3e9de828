import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** German texts of the Account view's account type line. */
export const deSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Angezeigtes Konto',
  'smartAccount.smartAccount': 'Smart Account',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Wird mit der ersten Transaktion bereitgestellt',
  'smartAccount.switchToEoa': 'Zu EOA wechseln',
  'smartAccount.switchToSmartAccount': 'Zum Smart Account wechseln',
  'smartAccount.fellBack': 'Der Smart Account konnte nicht gesetzt werden: EOA wird angezeigt',
};
