import type { SocialMessages } from '../enSocial.js';

/** Korean texts of social logins. */
export const koSocial: SocialMessages = {
  'view.ConnectingSocial': "소셜 로그인",
  'social.listLabel': "소셜 계정으로 로그인",
  'social.continueWith': "{provider}(으)로 계속",
  'social.waiting': "{provider} 창에서 계속하세요",
  'social.waitingBody': "그곳에서 로그인하고 승인하세요. 이 화면은 자동으로 넘어갑니다.",
  'social.blocked': "브라우저가 {provider} 창을 차단했습니다.",
  'social.blockedHint': "다시 시도하거나 이 창에서 계속하세요. 페이지가 {provider}(으)로 갔다가 돌아옵니다.",
  'social.retry': "다시 시도",
  'social.redirect': "이 창에서 계속",
  'social.redirecting': "{provider}(으)로 이동 중",
  'social.denied': "{provider}에서 로그인을 거부했습니다.",
  'social.failed': "{provider} 로그인이 완료되지 않았습니다.",
};
