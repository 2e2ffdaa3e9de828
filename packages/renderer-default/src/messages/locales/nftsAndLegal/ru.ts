import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Russian texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const ruNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'Ваши NFT',
  'nfts.loading': 'Загрузка NFT',
  'nfts.failed': 'Не удалось загрузить NFT.',
  'nfts.failedHint': 'Проверьте подключение и попробуйте снова.',
  'nfts.retry': 'Повторить',
  'nfts.loadMore': 'Показать больше NFT',
  'nfts.loadingMore': 'Загрузка других NFT',
  'nfts.tokenId': 'ID токена {id}',
  'legal.agreeBoth': 'Я принимаю {terms} и {privacy}.',
  'legal.agreeTerms': 'Я принимаю {terms}.',
  'legal.agreePrivacy': 'Я принимаю {privacy}.',
  'legal.terms': 'условия использования',
  'legal.privacy': 'политику конфиденциальности',
  'legal.required': 'Примите условия выше, чтобы подключить кошелёк.',
  'connect.continueWithWallet': 'Продолжить с кошельком',
};
