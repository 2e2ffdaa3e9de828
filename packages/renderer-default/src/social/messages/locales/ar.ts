import type { SocialMessages } from '../enSocial.js';

/** Arabic texts of social logins. */
export const arSocial: SocialMessages = {
  'view.ConnectingSocial': "تسجيل الدخول الاجتماعي",
  'social.listLabel': "تسجيل الدخول بحساب اجتماعي",
  'social.continueWith': "المتابعة باستخدام {provider}",
  'social.waiting': "تابع في نافذة {provider}",
  'social.waitingBody': "سجّل الدخول هناك ووافق. ستنتقل هذه الشاشة تلقائيًا.",
  'social.blocked': "حظر متصفحك نافذة {provider}.",
  'social.blockedHint': "حاول مرة أخرى، أو تابع في هذه النافذة: تنتقل الصفحة إلى {provider} ثم تعود.",
  'social.retry': "حاول مرة أخرى",
  'social.redirect': "المتابعة في هذه النافذة",
  'social.redirecting': "جارٍ نقلك إلى {provider}",
  'social.denied': "لقد رفضت تسجيل الدخول لدى {provider}.",
  'social.failed': "لم يكتمل تسجيل الدخول عبر {provider}.",
};
