import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Korean texts of the Account view's account type line. */
export const koSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': '표시된 계정',
  'smartAccount.smartAccount': '스마트 계정',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': '첫 거래와 함께 배포됩니다',
  'smartAccount.switchToEoa': 'EOA로 전환',
  'smartAccount.switchToSmartAccount': '스마트 계정으로 전환',
  'smartAccount.fellBack': '스마트 계정을 설정할 수 없습니다: EOA를 표시합니다',
};
