import type { AccountNameMessages } from '../../enAccountName.js';

/** Traditional Chinese texts of account names. */
export const zhTWAccountName: AccountNameMessages = {
  'accountName.entry': '為此帳戶選擇名稱',
  'accountName.body': '選擇一個名稱，別人可以用它代替你的地址向你轉帳。名稱以 {suffix} 結尾。',
  'accountName.label': '帳戶名稱',
  'accountName.tooShort': '至少使用 4 個字元',
  'accountName.invalidCharacters': '只能使用字母、數字和連字號',
  'accountName.suggestions': '推薦名稱',
  'accountName.suggestionsLoading': '正在載入推薦名稱',
  'accountName.suggestionsFailed': '取得名稱推薦時發生錯誤',
  'accountName.available': '可用',
  'accountName.taken': '已被使用',
  'accountName.register': '註冊',
  'accountName.registering': '正在等待錢包簽名',
  'accountName.takenError': '{name} 已被使用，請換一個名稱。',
  'accountName.declined': '錢包拒絕了簽名，名稱未註冊。',
  'accountName.failed': '註冊名稱 {name} 時發生錯誤',
  'accountName.successBody': '{name} 現在是你的帳戶名稱。',
  'accountName.done': '返回帳戶',
};
