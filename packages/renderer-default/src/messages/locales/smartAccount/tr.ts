import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Turkish texts of the Account view's account type line. */
export const trSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'Gösterilen hesap',
  'smartAccount.smartAccount': 'Akıllı hesap',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'İlk işlemiyle dağıtılır',
  'smartAccount.switchToEoa': 'EOA’ya geç',
  'smartAccount.switchToSmartAccount': 'Akıllı hesaba geç',
  'smartAccount.fellBack': 'Akıllı hesap ayarlanamadı: EOA gösteriliyor',
};
