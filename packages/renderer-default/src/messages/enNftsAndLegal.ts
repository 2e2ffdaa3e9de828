/** English texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const enNftsAndLegal = {
  'nfts.listLabel': 'Your NFTs',
  'nfts.loading': 'Loading NFTs',
  'nfts.failed': 'NFTs could not be loaded.',
  'nfts.failedHint': 'Check your connection and try again.',
  'nfts.retry': 'Try again',
  'nfts.loadMore': 'Show more NFTs',
  'nfts.loadingMore': 'Loading more NFTs',
  'nfts.tokenId': 'Token ID {id}',

  'legal.agreeBoth': 'I agree to the {terms} and the {privacy}.',
  'legal.agreeTerms': 'I agree to the {terms}.',
  'legal.agreePrivacy': 'I agree to the {privacy}.',
  'legal.terms': 'terms of service',
  'legal.privacy': 'privacy policy',
  'legal.required': 'Agree to the terms above to connect a wallet.',

  'connect.continueWithWallet': 'Continue with a wallet',
} as const;

/** The ids of these texts. */
export type NftsAndLegalMessageId = keyof typeof enNftsAndLegal;

/** These texts in one locale. */
export type NftsAndLegalMessages = Record<NftsAndLegalMessageId, string>;
