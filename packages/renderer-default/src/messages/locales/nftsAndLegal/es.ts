import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Spanish texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const esNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'Tus NFT',
  'nfts.loading': 'Cargando NFT',
  'nfts.failed': 'No se pudieron cargar los NFT.',
  'nfts.failedHint': 'Comprueba tu conexión e inténtalo de nuevo.',
  'nfts.retry': 'Reintentar',
  'nfts.loadMore': 'Mostrar más NFT',
  'nfts.loadingMore': 'Cargando más NFT',
  'nfts.tokenId': 'ID del token {id}',
  'legal.agreeBoth': 'Acepto los {terms} y la {privacy}.',
  'legal.agreeTerms': 'Acepto los {terms}.',
  'legal.agreePrivacy': 'Acepto la {privacy}.',
  'legal.terms': 'términos del servicio',
  'legal.privacy': 'política de privacidad',
  'legal.required': 'Acepta los términos de arriba para conectar una billetera.',
  'connect.continueWithWallet': 'Continuar con una billetera',
};
