import type { AccountNameMessages } from '../../enAccountName.js';

/** Ukrainian texts of account names. */
export const ukAccountName: AccountNameMessages = {
  'accountName.entry': 'Виберіть ім’я для цього облікового запису',
  'accountName.body': 'Виберіть ім’я, на яке вам зможуть надсилати замість адреси. Воно закінчується на {suffix}.',
  'accountName.label': 'Ім’я облікового запису',
  'accountName.tooShort': 'Використовуйте щонайменше 4 символи',
  'accountName.invalidCharacters': 'Використовуйте лише літери, цифри та дефіси',
  'accountName.suggestions': 'Варіанти',
  'accountName.suggestionsLoading': 'Завантаження варіантів',
  'accountName.suggestionsFailed': 'Помилка отримання варіантів імені',
  'accountName.available': 'Вільне',
  'accountName.taken': 'Зайняте',
  'accountName.register': 'Зареєструвати',
  'accountName.registering': 'Очікування підпису гаманця',
  'accountName.takenError': 'Ім’я {name} уже зайняте. Спробуйте інше.',
  'accountName.declined': 'Гаманець відмовився підписати. Ім’я не зареєстровано.',
  'accountName.failed': 'Помилка реєстрації імені {name}',
  'accountName.successBody': 'Тепер {name} — ім’я вашого облікового запису.',
  'accountName.done': 'Повернутися до облікового запису',
};
