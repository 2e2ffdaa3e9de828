import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Simplified Chinese texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const zhCNNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': '你的 NFT',
  'nfts.loading': '正在加载 NFT',
  'nfts.failed': '无法加载 NFT。',
  'nfts.failedHint': '请检查网络连接后重试。',
  'nfts.retry': '重试',
  'nfts.loadMore': '显示更多 NFT',
  'nfts.loadingMore': '正在加载更多 NFT',
  'nfts.tokenId': '代币 ID {id}',
  'legal.agreeBoth': '我同意{terms}和{privacy}。',
  'legal.agreeTerms': '我同意{terms}。',
  'legal.agreePrivacy': '我同意{privacy}。',
  'legal.terms': '服务条款',
  'legal.privacy': '隐私政策',
  'legal.required': '请先同意上方条款再连接钱包。',
  'connect.continueWithWallet': '使用钱包继续',
};
