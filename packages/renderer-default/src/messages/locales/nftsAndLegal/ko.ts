import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Korean texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const koNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': '내 NFT',
  'nfts.loading': 'NFT 불러오는 중',
  'nfts.failed': 'NFT를 불러올 수 없습니다.',
  'nfts.failedHint': '연결을 확인하고 다시 시도하세요.',
  'nfts.retry': '다시 시도',
  'nfts.loadMore': 'NFT 더 보기',
  'nfts.loadingMore': 'NFT 더 불러오는 중',
  'nfts.tokenId': '토큰 ID {id}',
  'legal.agreeBoth': '{terms} 및 {privacy}에 동의합니다.',
  'legal.agreeTerms': '{terms}에 동의합니다.',
  'legal.agreePrivacy': '{privacy}에 동의합니다.',
  'legal.terms': '서비스 약관',
  'legal.privacy': '개인정보 처리방침',
  'legal.required': '지갑을 연결하려면 위의 약관에 동의하세요.',
  'connect.continueWithWallet': '지갑으로 계속하기',
};
