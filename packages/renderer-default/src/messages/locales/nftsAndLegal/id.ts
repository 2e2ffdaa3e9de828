import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Indonesian texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const idNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'NFT Anda',
  'nfts.loading': 'Memuat NFT',
  'nfts.failed': 'NFT tidak dapat dimuat.',
  'nfts.failedHint': 'Periksa koneksi Anda lalu coba lagi.',
  'nfts.retry': 'Coba lagi',
  'nfts.loadMore': 'Tampilkan NFT lainnya',
  'nfts.loadingMore': 'Memuat NFT lainnya',
  'nfts.tokenId': 'ID token {id}',
  'legal.agreeBoth': 'Saya menyetujui {terms} dan {privacy}.',
  'legal.agreeTerms': 'Saya menyetujui {terms}.',
  'legal.agreePrivacy': 'Saya menyetujui {privacy}.',
  'legal.terms': 'ketentuan layanan',
  'legal.privacy': 'kebijakan privasi',
  'legal.required': 'Setujui ketentuan di atas untuk menghubungkan dompet.',
  'connect.continueWithWallet': 'Lanjutkan dengan dompet',
};
