import type { FarcasterMessages } from '../../enFarcaster.js';

/** Indonesian texts of Sign In With Farcaster. */
export const idFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Masuk dengan Farcaster',
  'farcaster.scanHint': 'Pindai kode QR dengan kamera ponsel Anda, atau buka tautan di perangkat yang memiliki Farcaster, lalu setujui proses masuk.',
  'farcaster.qrLabel': 'Kode QR untuk masuk dengan Farcaster',
  'farcaster.preparing': 'Menyiapkan permintaan masuk',
  'farcaster.waiting': 'Menunggu persetujuan di Farcaster',
  'farcaster.open': 'Buka di Farcaster',
  'farcaster.expired': 'Permintaan masuk telah kedaluwarsa. Coba lagi.',
  'farcaster.refused': 'Proses masuk Farcaster tidak dapat diverifikasi. Coba lagi.',
};
