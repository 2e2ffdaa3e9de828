import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Vietnamese texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const viNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'NFT của bạn',
  'nfts.loading': 'Đang tải NFT',
  'nfts.failed': 'Không thể tải NFT.',
  'nfts.failedHint': 'Hãy kiểm tra kết nối và thử lại.',
  'nfts.retry': 'Thử lại',
  'nfts.loadMore': 'Hiện thêm NFT',
  'nfts.loadingMore': 'Đang tải thêm NFT',
  'nfts.tokenId': 'ID token {id}',
  'legal.agreeBoth': 'Tôi đồng ý với {terms} và {privacy}.',
  'legal.agreeTerms': 'Tôi đồng ý với {terms}.',
  'legal.agreePrivacy': 'Tôi đồng ý với {privacy}.',
  'legal.terms': 'điều khoản dịch vụ',
  'legal.privacy': 'chính sách quyền riêng tư',
  'legal.required': 'Hãy đồng ý với điều khoản ở trên để kết nối ví.',
  'connect.continueWithWallet': 'Tiếp tục với ví',
};
