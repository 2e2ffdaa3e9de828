import type { SocialMessages } from '../enSocial.js';

/** Simplified Chinese texts of social logins. */
export const zhCNSocial: SocialMessages = {
  'view.ConnectingSocial': "社交登录",
  'social.listLabel': "使用社交账号登录",
  'social.continueWith': "使用 {provider} 继续",
  'social.waiting': "请在 {provider} 窗口中继续",
  'social.waitingBody': "在那里登录并批准。此页面会自动继续。",
  'social.blocked': "浏览器拦截了 {provider} 窗口。",
  'social.blockedHint': "请重试，或在此窗口中继续：页面会前往 {provider} 然后返回。",
  'social.retry': "重试",
  'social.redirect': "在此窗口中继续",
  'social.redirecting': "正在前往 {provider}",
  'social.denied': "你拒绝了在 {provider} 的登录。",
  'social.failed': "{provider} 登录未完成。",
};
