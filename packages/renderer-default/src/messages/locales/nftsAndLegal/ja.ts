import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Japanese texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const jaNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'あなたの NFT',
  'nfts.loading': 'NFT を読み込み中',
  'nfts.failed': 'NFT を読み込めませんでした。',
  'nfts.failedHint': '接続を確認して、もう一度お試しください。',
  'nfts.retry': '再試行',
  'nfts.loadMore': 'NFT をさらに表示',
  'nfts.loadingMore': 'さらに NFT を読み込み中',
  'nfts.tokenId': 'トークン ID {id}',
  'legal.agreeBoth': '{terms}と{privacy}に同意します。',
  'legal.agreeTerms': '{terms}に同意します。',
  'legal.agreePrivacy': '{privacy}に同意します。',
  'legal.terms': '利用規約',
  'legal.privacy': 'プライバシーポリシー',
  'legal.required': 'ウォレットを接続するには、上の規約に同意してください。',
  'connect.continueWithWallet': 'ウォレットで続ける',
};
