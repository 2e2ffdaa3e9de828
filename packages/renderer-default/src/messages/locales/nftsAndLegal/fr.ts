import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** French texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const frNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'Vos NFT',
  'nfts.loading': 'Chargement des NFT',
  'nfts.failed': 'Impossible de charger les NFT.',
  'nfts.failedHint': 'Vérifiez votre connexion et réessayez.',
  'nfts.retry': 'Réessayer',
  'nfts.loadMore': 'Afficher plus de NFT',
  'nfts.loadingMore': 'Chargement d’autres NFT',
  'nfts.tokenId': 'ID du jeton {id}',
  'legal.agreeBoth': 'J’accepte les {terms} et la {privacy}.',
  'legal.agreeTerms': 'J’accepte les {terms}.',
  'legal.agreePrivacy': 'J’accepte la {privacy}.',
  'legal.terms': 'conditions d’utilisation',
  'legal.privacy': 'politique de confidentialité',
  'legal.required': 'Acceptez les conditions ci-dessus pour connecter un portefeuille.',
  'connect.continueWithWallet': 'Continuer avec un portefeuille',
};
