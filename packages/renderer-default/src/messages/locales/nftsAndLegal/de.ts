import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** German texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const deNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'Deine NFTs',
  'nfts.loading': 'NFTs werden geladen',
  'nfts.failed': 'NFTs konnten nicht geladen werden.',
  'nfts.failedHint': 'Prüfe deine Verbindung und versuche es erneut.',
  'nfts.retry': 'Erneut versuchen',
  'nfts.loadMore': 'Mehr NFTs anzeigen',
  'nfts.loadingMore': 'Weitere NFTs werden geladen',
  'nfts.tokenId': 'Token-ID {id}',
  'legal.agreeBoth': 'Ich stimme den {terms} und der {privacy} zu.',
  'legal.agreeTerms': 'Ich stimme den {terms} zu.',
  'legal.agreePrivacy': 'Ich stimme der {privacy} zu.',
  'legal.terms': 'Nutzungsbedingungen',
  'legal.privacy': 'Datenschutzerklärung',
  'legal.required': 'Stimme oben den Bedingungen zu, um eine Wallet zu verbinden.',
  'connect.continueWithWallet': 'Mit einer Wallet fortfahren',
};
