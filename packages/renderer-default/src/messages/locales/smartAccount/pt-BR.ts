import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Brazilian Portuguese texts of the Account view's account type line. */
export const ptBRSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Conta exibida',
  'smartAccount.smartAccount': 'Conta inteligente',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Implantada com a primeira transação',
  'smartAccount.switchToEoa': 'Mudar para EOA',
  'smartAccount.switchToSmartAccount': 'Mudar para conta inteligente',
  'smartAccount.fellBack': 'Não foi possível usar a conta inteligente: a EOA é exibida',
};
