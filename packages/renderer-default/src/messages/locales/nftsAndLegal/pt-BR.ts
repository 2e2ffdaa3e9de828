import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Brazilian Portuguese texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const ptBRNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'Seus NFTs',
  'nfts.loading': 'Carregando NFTs',
  'nfts.failed': 'Não foi possível carregar os NFTs.',
  'nfts.failedHint': 'Verifique sua conexão e tente novamente.',
  'nfts.retry': 'Tentar novamente',
  'nfts.loadMore': 'Mostrar mais NFTs',
  'nfts.loadingMore': 'Carregando mais NFTs',
  'nfts.tokenId': 'ID do token {id}',
  'legal.agreeBoth': 'Concordo com os {terms} e a {privacy}.',
  'legal.agreeTerms': 'Concordo com os {terms}.',
  'legal.agreePrivacy': 'Concordo com a {privacy}.',
  'legal.terms': 'termos de serviço',
  'legal.privacy': 'política de privacidade',
  'legal.required': 'Aceite os termos acima para conectar uma carteira.',
  'connect.continueWithWallet': 'Continuar com uma carteira',
};
