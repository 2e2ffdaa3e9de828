import type { FarcasterMessages } from '../../enFarcaster.js';

/** Brazilian Portuguese texts of Sign In With Farcaster. */
export const ptBRFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Entrar com Farcaster',
  'farcaster.scanHint': 'Escaneie o código QR com a câmera do celular ou abra o link em um dispositivo com Farcaster e depois aprove o login.',
  'farcaster.qrLabel': 'Código QR para entrar com Farcaster',
  'farcaster.preparing': 'Preparando a solicitação de login',
  'farcaster.waiting': 'Aguardando aprovação no Farcaster',
  'farcaster.open': 'Abrir no Farcaster',
  'farcaster.expired': 'A solicitação de login expirou. Tente novamente.',
  'farcaster.refused': 'Não foi possível verificar o login com Farcaster. Tente novamente.',
};
