import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Italian texts of the Account view's account type line. */
export const itSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Account mostrato',
  'smartAccount.smartAccount': 'Account smart',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Distribuito con la sua prima transazione',
  'smartAccount.switchToEoa': 'Passa all’EOA',
  'smartAccount.switchToSmartAccount': 'Passa all’account smart',
  'smartAccount.fellBack': 'Impossibile impostare l’account smart: viene mostrato l’EOA',
};
