import type { SocialMessages } from '../enSocial.js';

/** Russian texts of social logins. */
export const ruSocial: SocialMessages = {
  'view.ConnectingSocial': "Вход через соцсеть",
  'social.listLabel': "Войти через аккаунт соцсети",
  'social.continueWith': "Продолжить с {provider}",
  'social.waiting': "Продолжите в окне {provider}",
  'social.waitingBody': "Войдите там и подтвердите. Этот экран перейдёт дальше сам.",
  'social.blocked': "Браузер заблокировал окно {provider}.",
  'social.blockedHint': "Попробуйте ещё раз или продолжите в этом окне: страница перейдёт на {provider} и вернётся.",
  'social.retry': "Попробовать снова",
  'social.redirect': "Продолжить в этом окне",
  'social.redirecting': "Переходим на {provider}",
  'social.denied': "Вы отклонили вход в {provider}.",
  'social.failed': "Вход через {provider} не завершён.",
};
