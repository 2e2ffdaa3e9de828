import type { AccountNameMessages } from '../../enAccountName.js';

/** Turkish texts of account names. */
export const trAccountName: AccountNameMessages = {
  'accountName.entry': 'Bu hesap için bir ad seçin',
  'accountName.body': 'Adresiniz yerine size gönderim yapılabilecek bir ad seçin. Ad {suffix} ile biter.',
  'accountName.label': 'Hesap adı',
  'accountName.tooShort': 'En az 4 karakter kullanın',
  'accountName.invalidCharacters': 'Yalnızca harf, rakam ve kısa çizgi kullanın',
  'accountName.suggestions': 'Öneriler',
  'accountName.suggestionsLoading': 'Öneriler yükleniyor',
  'accountName.suggestionsFailed': 'Ad önerileri alınırken hata oluştu',
  'accountName.available': 'Uygun',
  'accountName.taken': 'Alınmış',
  'accountName.register': 'Kaydet',
  'accountName.registering': 'Cüzdanınızın imzası bekleniyor',
  'accountName.takenError': '{name} zaten alınmış. Başka bir ad deneyin.',
  'accountName.declined': 'Cüzdan imzalamayı reddetti. Adınız kaydedilmedi.',
  'accountName.failed': '{name} adı kaydedilirken hata oluştu',
  'accountName.successBody': '{name} artık hesabınızın adı.',
  'accountName.done': 'Hesaba dön',
};
