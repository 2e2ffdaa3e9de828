import type { SocialMessages } from '../enSocial.js';

/** Ukrainian texts of social logins. */
export const ukSocial: SocialMessages = {
  'view.ConnectingSocial': "Вхід через соцмережу",
  'social.listLabel': "Увійти через обліковий запис соцмережі",
  'social.continueWith': "Продовжити з {provider}",
  'social.waiting': "Продовжте у вікні {provider}",
  'social.waitingBody': "Увійдіть там і підтвердьте. Цей екран перейде далі сам.",
  'social.blocked': "Браузер заблокував вікно {provider}.",
  'social.blockedHint': "Спробуйте ще раз або продовжте в цьому вікні: сторінка перейде на {provider} і повернеться.",
  'social.retry': "Спробувати ще раз",
  'social.redirect': "Продовжити в цьому вікні",
  'social.redirecting': "Переходимо на {provider}",
  'social.denied': "Ви відхилили вхід у {provider}.",
  'social.failed': "Вхід через {provider} не завершено.",
};
