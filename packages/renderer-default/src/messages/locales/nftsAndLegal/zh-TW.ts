import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Traditional Chinese texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const zhTWNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': '你的 NFT',
  'nfts.loading': '正在載入 NFT',
  'nfts.failed': '無法載入 NFT。',
  'nfts.failedHint': '請檢查網路連線後再試一次。',
  'nfts.retry': '重試',
  'nfts.loadMore': '顯示更多 NFT',
  'nfts.loadingMore': '正在載入更多 NFT',
  'nfts.tokenId': '代幣 ID {id}',
  'legal.agreeBoth': '我同意{terms}及{privacy}。',
  'legal.agreeTerms': '我同意{terms}。',
  'legal.agreePrivacy': '我同意{privacy}。',
  'legal.terms': '服務條款',
  'legal.privacy': '隱私權政策',
  'legal.required': '請先同意上方條款再連結錢包。',
  'connect.continueWithWallet': '使用錢包繼續',
};
