import type { SocialMessages } from '../enSocial.js';

/** Japanese texts of social logins. */
export const jaSocial: SocialMessages = {
  'view.ConnectingSocial': "ソーシャルログイン",
  'social.listLabel': "ソーシャルアカウントでサインイン",
  'social.continueWith': "{provider}で続ける",
  'social.waiting': "{provider}のウィンドウで続けてください",
  'social.waitingBody': "そちらでサインインして承認してください。この画面は自動で進みます。",
  'social.blocked': "ブラウザが{provider}のウィンドウをブロックしました。",
  'social.blockedHint': "もう一度試すか、このウィンドウで続けてください。ページは{provider}に移動して戻ってきます。",
  'social.retry': "もう一度試す",
  'social.redirect': "このウィンドウで続ける",
  'social.redirecting': "{provider}に移動しています",
  'social.denied': "{provider}でのサインインを拒否しました。",
  'social.failed': "{provider}でのサインインが完了しませんでした。",
};
