import type { FarcasterMessages } from '../../enFarcaster.js';

/** Russian texts of Sign In With Farcaster. */
export const ruFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Войти через Farcaster',
  'farcaster.scanHint': 'Отсканируйте QR-код камерой телефона или откройте ссылку на устройстве с Farcaster, затем подтвердите вход.',
  'farcaster.qrLabel': 'QR-код для входа через Farcaster',
  'farcaster.preparing': 'Подготовка запроса на вход',
  'farcaster.waiting': 'Ожидание подтверждения в Farcaster',
  'farcaster.open': 'Открыть в Farcaster',
  'farcaster.expired': 'Срок действия запроса на вход истёк. Попробуйте снова.',
  'farcaster.refused': 'Не удалось проверить вход через Farcaster. Попробуйте снова.',
};
