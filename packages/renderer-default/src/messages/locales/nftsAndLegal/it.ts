import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Italian texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const itNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'I tuoi NFT',
  'nfts.loading': 'Caricamento degli NFT',
  'nfts.failed': 'Impossibile caricare gli NFT.',
  'nfts.failedHint': 'Controlla la connessione e riprova.',
  'nfts.retry': 'Riprova',
  'nfts.loadMore': 'Mostra altri NFT',
  'nfts.loadingMore': 'Caricamento di altri NFT',
  'nfts.tokenId': 'ID del token {id}',
  'legal.agreeBoth': 'Accetto i {terms} e l’{privacy}.',
  'legal.agreeTerms': 'Accetto i {terms}.',
  'legal.agreePrivacy': 'Accetto l’{privacy}.',
  'legal.terms': 'termini di servizio',
  'legal.privacy': 'informativa sulla privacy',
  'legal.required': 'Accetta i termini qui sopra per collegare un wallet.',
  'connect.continueWithWallet': 'Continua con un wallet',
};
