import type { SocialMessages } from '../enSocial.js';

/** Hindi texts of social logins. */
export const hiSocial: SocialMessages = {
  'view.ConnectingSocial': "सोशल लॉगिन",
  'social.listLabel': "सोशल खाते से साइन इन करें",
  'social.continueWith': "{provider} के साथ जारी रखें",
  'social.waiting': "{provider} विंडो में जारी रखें",
  'social.waitingBody': "वहाँ साइन इन करें और स्वीकृति दें। यह स्क्रीन अपने आप आगे बढ़ेगी।",
  'social.blocked': "आपके ब्राउज़र ने {provider} विंडो को रोक दिया।",
  'social.blockedHint': "फिर से कोशिश करें, या इसी विंडो में जारी रखें: पेज {provider} पर जाकर वापस आएगा।",
  'social.retry': "फिर से कोशिश करें",
  'social.redirect': "इसी विंडो में जारी रखें",
  'social.redirecting': "आपको {provider} पर ले जा रहे हैं",
  'social.denied': "आपने {provider} पर साइन इन अस्वीकार किया।",
  'social.failed': "{provider} साइन इन पूरा नहीं हुआ।",
};
