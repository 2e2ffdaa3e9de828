import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Arabic texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const arNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'رموزك غير القابلة للاستبدال',
  'nfts.loading': 'جارٍ تحميل NFT',
  'nfts.failed': 'تعذّر تحميل NFT.',
  'nfts.failedHint': 'تحقّق من اتصالك وحاول مرة أخرى.',
  'nfts.retry': 'إعادة المحاولة',
  'nfts.loadMore': 'عرض المزيد من NFT',
  'nfts.loadingMore': 'جارٍ تحميل المزيد من NFT',
  'nfts.tokenId': 'معرّف الرمز {id}',
  'legal.agreeBoth': 'أوافق على {terms} و{privacy}.',
  'legal.agreeTerms': 'أوافق على {terms}.',
  'legal.agreePrivacy': 'أوافق على {privacy}.',
  'legal.terms': 'شروط الخدمة',
  'legal.privacy': 'سياسة الخصوصية',
  'legal.required': 'وافق على الشروط أعلاه لربط محفظة.',
  'connect.continueWithWallet': 'المتابعة باستخدام محفظة',
};
