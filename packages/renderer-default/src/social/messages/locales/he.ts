import type { SocialMessages } from '../enSocial.js';

/** Hebrew texts of social logins. */
export const heSocial: SocialMessages = {
  'view.ConnectingSocial': "התחברות חברתית",
  'social.listLabel': "התחברות עם חשבון חברתי",
  'social.continueWith': "המשך עם {provider}",
  'social.waiting': "המשך בחלון של {provider}",
  'social.waitingBody': "התחבר שם ואשר. המסך הזה יתקדם מעצמו.",
  'social.blocked': "הדפדפן חסם את החלון של {provider}.",
  'social.blockedHint': "נסה שוב, או המשך בחלון הזה: הדף עובר אל {provider} וחוזר.",
  'social.retry': "נסה שוב",
  'social.redirect': "המשך בחלון הזה",
  'social.redirecting': "מעביר אותך אל {provider}",
  'social.denied': "דחית את ההתחברות ב-{provider}.",
  'social.failed': "ההתחברות עם {provider} לא הושלמה.",
};
