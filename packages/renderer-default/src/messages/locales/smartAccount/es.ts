import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Spanish texts of the Account view's account type line. */
export const esSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Cuenta mostrada',
  'smartAccount.smartAccount': 'Cuenta inteligente',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Se despliega con su primera transacción',
  'smartAccount.switchToEoa': 'Cambiar a EOA',
  'smartAccount.switchToSmartAccount': 'Cambiar a cuenta inteligente',
  'smartAccount.fellBack': 'No se pudo usar la cuenta inteligente: se muestra la EOA',
};
