import type { AccountNameMessages } from '../../enAccountName.js';

/** Russian texts of account names. */
export const ruAccountName: AccountNameMessages = {
  'accountName.entry': 'Выберите имя для этого аккаунта',
  'accountName.body': 'Выберите имя, на которое вам смогут отправлять вместо адреса. Оно заканчивается на {suffix}.',
  'accountName.label': 'Имя аккаунта',
  'accountName.tooShort': 'Используйте не менее 4 символов',
  'accountName.invalidCharacters': 'Используйте только буквы, цифры и дефисы',
  'accountName.suggestions': 'Варианты',
  'accountName.suggestionsLoading': 'Загрузка вариантов',
  'accountName.suggestionsFailed': 'Ошибка получения вариантов имени',
  'accountName.available': 'Свободно',
  'accountName.taken': 'Занято',
  'accountName.register': 'Зарегистрировать',
  'accountName.registering': 'Ожидание подписи кошелька',
  'accountName.takenError': 'Имя {name} уже занято. Попробуйте другое.',
  'accountName.declined': 'Кошелёк отказался подписать. Имя не зарегистрировано.',
  'accountName.failed': 'Ошибка регистрации имени {name}',
  'accountName.successBody': 'Теперь {name} — имя вашего аккаунта.',
  'accountName.done': 'Вернуться к аккаунту',
};
