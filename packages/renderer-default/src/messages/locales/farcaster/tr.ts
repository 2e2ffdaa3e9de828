import type { FarcasterMessages } from '../../enFarcaster.js';

/** Turkish texts of Sign In With Farcaster. */
export const trFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Farcaster ile giriş yap',
  'farcaster.scanHint': 'QR kodunu telefonunuzun kamerasıyla tarayın veya bağlantıyı Farcaster bulunan bir cihazda açın, ardından girişi onaylayın.',
  'farcaster.qrLabel': 'Farcaster ile giriş için QR kodu',
  'farcaster.preparing': 'Giriş isteği hazırlanıyor',
  'farcaster.waiting': 'Farcaster\'da onay bekleniyor',
  'farcaster.open': 'Farcaster\'da aç',
  'farcaster.expired': 'Giriş isteğinin süresi doldu. Tekrar deneyin.',
  'farcaster.refused': 'Farcaster girişi doğrulanamadı. Tekrar deneyin.',
};
