import type { SocialMessages } from '../enSocial.js';

/** Turkish texts of social logins. */
export const trSocial: SocialMessages = {
  'view.ConnectingSocial': "Sosyal giriş",
  'social.listLabel': "Sosyal hesapla giriş yap",
  'social.continueWith': "{provider} ile devam et",
  'social.waiting': "{provider} penceresinde devam edin",
  'social.waitingBody': "Orada giriş yapıp onaylayın. Bu ekran kendiliğinden ilerler.",
  'social.blocked': "Tarayıcınız {provider} penceresini engelledi.",
  'social.blockedHint': "Tekrar deneyin ya da bu pencerede devam edin: sayfa {provider} sitesine gidip geri döner.",
  'social.retry': "Tekrar dene",
  'social.redirect': "Bu pencerede devam et",
  'social.redirecting': "{provider} sitesine yönlendiriliyorsunuz",
  'social.denied': "{provider} girişini reddettiniz.",
  'social.failed': "{provider} girişi tamamlanmadı.",
};
