import type { SocialMessages } from '../enSocial.js';

/** Persian texts of social logins. */
export const faSocial: SocialMessages = {
  'view.ConnectingSocial': "ورود اجتماعی",
  'social.listLabel': "ورود با حساب اجتماعی",
  'social.continueWith': "ادامه با {provider}",
  'social.waiting': "در پنجره {provider} ادامه دهید",
  'social.waitingBody': "آنجا وارد شوید و تأیید کنید. این صفحه خودش جلو می‌رود.",
  'social.blocked': "مرورگر شما پنجره {provider} را مسدود کرد.",
  'social.blockedHint': "دوباره تلاش کنید، یا در همین پنجره ادامه دهید: صفحه به {provider} می‌رود و برمی‌گردد.",
  'social.retry': "تلاش دوباره",
  'social.redirect': "ادامه در همین پنجره",
  'social.redirecting': "در حال رفتن به {provider}",
  'social.denied': "شما ورود در {provider} را رد کردید.",
  'social.failed': "ورود با {provider} کامل نشد.",
};
