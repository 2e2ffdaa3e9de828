import type { FarcasterMessages } from '../../enFarcaster.js';

/** Ukrainian texts of Sign In With Farcaster. */
export const ukFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Увійти через Farcaster',
  'farcaster.scanHint': 'Відскануйте QR-код камерою телефона або відкрийте посилання на пристрої з Farcaster, а потім підтвердьте вхід.',
  'farcaster.qrLabel': 'QR-код для входу через Farcaster',
  'farcaster.preparing': 'Підготовка запиту на вхід',
  'farcaster.waiting': 'Очікування підтвердження у Farcaster',
  'farcaster.open': 'Відкрити у Farcaster',
  'farcaster.expired': 'Термін дії запиту на вхід минув. Спробуйте ще раз.',
  'farcaster.refused': 'Не вдалося перевірити вхід через Farcaster. Спробуйте ще раз.',
};
