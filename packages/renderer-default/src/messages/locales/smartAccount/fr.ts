import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** French texts of the Account view's account type line. */
export const frSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Compte affiché',
  'smartAccount.smartAccount': 'Compte intelligent',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Déployé avec sa première transaction',
  'smartAccount.switchToEoa': 'Passer à l’EOA',
  'smartAccount.switchToSmartAccount': 'Passer au compte intelligent',
  'smartAccount.fellBack': 'Le compte intelligent n’a pas pu être choisi : l’EOA est affiché',
};
