import type { AccountNameMessages } from '../../enAccountName.js';

/** Japanese texts of account names. */
export const jaAccountName: AccountNameMessages = {
  'accountName.entry': 'このアカウントの名前を選ぶ',
  'accountName.body': 'アドレスの代わりに送金先として使える名前を選んでください。名前は {suffix} で終わります。',
  'accountName.label': 'アカウント名',
  'accountName.tooShort': '4文字以上にしてください',
  'accountName.invalidCharacters': '英字、数字、ハイフンのみ使用できます',
  'accountName.suggestions': '候補',
  'accountName.suggestionsLoading': '候補を読み込み中',
  'accountName.suggestionsFailed': '名前の候補を取得できませんでした',
  'accountName.available': '利用可能',
  'accountName.taken': '使用済み',
  'accountName.register': '登録',
  'accountName.registering': 'ウォレットの署名を待っています',
  'accountName.takenError': '{name} はすでに使われています。別の名前をお試しください。',
  'accountName.declined': 'ウォレットが署名を拒否しました。名前は登録されていません。',
  'accountName.failed': '名前 {name} の登録中にエラーが発生しました',
  'accountName.successBody': '{name} がアカウントの名前になりました。',
  'accountName.done': 'アカウントに戻る',
};
