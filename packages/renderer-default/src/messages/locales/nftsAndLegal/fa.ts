import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Persian texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const faNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'NFTهای شما',
  'nfts.loading': 'در حال بارگذاری NFT',
  'nfts.failed': 'NFTها بارگذاری نشدند.',
  'nfts.failedHint': 'اتصال خود را بررسی کنید و دوباره تلاش کنید.',
  'nfts.retry': 'تلاش دوباره',
  'nfts.loadMore': 'نمایش NFTهای بیشتر',
  'nfts.loadingMore': 'در حال بارگذاری NFTهای بیشتر',
  'nfts.tokenId': 'شناسه توکن {id}',
  'legal.agreeBoth': 'با {terms} و {privacy} موافقم.',
  'legal.agreeTerms': 'با {terms} موافقم.',
  'legal.agreePrivacy': 'با {privacy} موافقم.',
  'legal.terms': 'شرایط خدمات',
  'legal.privacy': 'سیاست حریم خصوصی',
  'legal.required': 'برای اتصال کیف پول، با شرایط بالا موافقت کنید.',
  'connect.continueWithWallet': 'ادامه با کیف پول',
};
