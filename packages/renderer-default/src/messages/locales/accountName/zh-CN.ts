import type { AccountNameMessages } from '../../enAccountName.js';

/** Simplified Chinese texts of account names. */
export const zhCNAccountName: AccountNameMessages = {
  'accountName.entry': '为此账户选择名称',
  'accountName.body': '选择一个名称，别人可以用它代替你的地址向你转账。名称以 {suffix} 结尾。',
  'accountName.label': '账户名称',
  'accountName.tooShort': '至少使用 4 个字符',
  'accountName.invalidCharacters': '只能使用字母、数字和连字符',
  'accountName.suggestions': '推荐名称',
  'accountName.suggestionsLoading': '正在加载推荐名称',
  'accountName.suggestionsFailed': '获取名称推荐时出错',
  'accountName.available': '可用',
  'accountName.taken': '已被占用',
  'accountName.register': '注册',
  'accountName.registering': '正在等待钱包签名',
  'accountName.takenError': '{name} 已被占用，请换一个名称。',
  'accountName.declined': '钱包拒绝了签名，名称未注册。',
  'accountName.failed': '注册名称 {name} 时出错',
  'accountName.successBody': '{name} 现在是你的账户名称。',
  'accountName.done': '返回账户',
};
