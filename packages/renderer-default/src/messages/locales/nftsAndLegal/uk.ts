import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Ukrainian texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const ukNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'Ваші NFT',
  'nfts.loading': 'Завантаження NFT',
  'nfts.failed': 'Не вдалося завантажити NFT.',
  'nfts.failedHint': 'Перевірте з’єднання та спробуйте ще раз.',
  'nfts.retry': 'Спробувати ще раз',
  'nfts.loadMore': 'Показати більше NFT',
  'nfts.loadingMore': 'Завантаження інших NFT',
  'nfts.tokenId': 'ID токена {id}',
  'legal.agreeBoth': 'Я приймаю {terms} та {privacy}.',
  'legal.agreeTerms': 'Я приймаю {terms}.',
  'legal.agreePrivacy': 'Я приймаю {privacy}.',
  'legal.terms': 'умови використання',
  'legal.privacy': 'політику конфіденційності',
  'legal.required': 'Прийміть умови вище, щоб підключити гаманець.',
  'connect.continueWithWallet': 'Продовжити з гаманцем',
};
