import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Hindi texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const hiNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'आपके NFT',
  'nfts.loading': 'NFT लोड हो रहे हैं',
  'nfts.failed': 'NFT लोड नहीं हो सके।',
  'nfts.failedHint': 'अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'nfts.retry': 'फिर से कोशिश करें',
  'nfts.loadMore': 'और NFT दिखाएँ',
  'nfts.loadingMore': 'और NFT लोड हो रहे हैं',
  'nfts.tokenId': 'टोकन ID {id}',
  'legal.agreeBoth': 'मैं {terms} और {privacy} से सहमत हूँ।',
  'legal.agreeTerms': 'मैं {terms} से सहमत हूँ।',
  'legal.agreePrivacy': 'मैं {privacy} से सहमत हूँ।',
  'legal.terms': 'सेवा की शर्तों',
  'legal.privacy': 'गोपनीयता नीति',
  'legal.required': 'वॉलेट कनेक्ट करने के लिए ऊपर दी गई शर्तों से सहमत हों।',
  'connect.continueWithWallet': 'वॉलेट के साथ जारी रखें',
};
