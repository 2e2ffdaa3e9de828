import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Hebrew texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const heNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'ה-NFT שלך',
  'nfts.loading': 'טוען NFT',
  'nfts.failed': 'לא ניתן היה לטעון את ה-NFT.',
  'nfts.failedHint': 'בדוק את החיבור ונסה שוב.',
  'nfts.retry': 'נסה שוב',
  'nfts.loadMore': 'הצג עוד NFT',
  'nfts.loadingMore': 'טוען עוד NFT',
  'nfts.tokenId': 'מזהה אסימון {id}',
  'legal.agreeBoth': 'אני מסכים ל{terms} ול{privacy}.',
  'legal.agreeTerms': 'אני מסכים ל{terms}.',
  'legal.agreePrivacy': 'אני מסכים ל{privacy}.',
  'legal.terms': 'תנאי השירות',
  'legal.privacy': 'מדיניות הפרטיות',
  'legal.required': 'אשר את התנאים שלמעלה כדי לחבר ארנק.',
  'connect.continueWithWallet': 'המשך עם ארנק',
};
