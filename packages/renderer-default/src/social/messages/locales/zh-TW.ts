import type { SocialMessages } from '../enSocial.js';

/** Traditional Chinese texts of social logins. */
export const zhTWSocial: SocialMessages = {
  'view.ConnectingSocial': "社群登入",
  'social.listLabel': "使用社群帳號登入",
  'social.continueWith': "使用 {provider} 繼續",
  'social.waiting': "請在 {provider} 視窗中繼續",
  'social.waitingBody': "在那裡登入並核准。此畫面會自動繼續。",
  'social.blocked': "瀏覽器封鎖了 {provider} 視窗。",
  'social.blockedHint': "請重試，或在此視窗中繼續：頁面會前往 {provider} 再返回。",
  'social.retry': "重試",
  'social.redirect': "在此視窗中繼續",
  'social.redirecting': "正在前往 {provider}",
  'social.denied': "你拒絕了在 {provider} 的登入。",
  'social.failed': "{provider} 登入未完成。",
};
