import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Turkish texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const trNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'NFT’leriniz',
  'nfts.loading': 'NFT’ler yükleniyor',
  'nfts.failed': 'NFT’ler yüklenemedi.',
  'nfts.failedHint': 'Bağlantınızı kontrol edip tekrar deneyin.',
  'nfts.retry': 'Tekrar dene',
  'nfts.loadMore': 'Daha fazla NFT göster',
  'nfts.loadingMore': 'Daha fazla NFT yükleniyor',
  'nfts.tokenId': 'Token kimliği {id}',
  'legal.agreeBoth': '{terms} ve {privacy} metinlerini kabul ediyorum.',
  'legal.agreeTerms': '{terms} metnini kabul ediyorum.',
  'legal.agreePrivacy': '{privacy} metnini kabul ediyorum.',
  'legal.terms': 'hizmet şartları',
  'legal.privacy': 'gizlilik politikası',
  'legal.required': 'Cüzdan bağlamak için yukarıdaki şartları kabul edin.',
  'connect.continueWithWallet': 'Bir cüzdanla devam et',
};
