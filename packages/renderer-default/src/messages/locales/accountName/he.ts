import type { AccountNameMessages } from '../../enAccountName.js';

/** Hebrew texts of account names. */
export const heAccountName: AccountNameMessages = {
  'accountName.entry': 'בחרו שם לחשבון הזה',
  'accountName.body': 'בחרו שם שאפשר לשלוח אליו במקום לכתובת שלכם. הוא מסתיים ב־{suffix}.',
  'accountName.label': 'שם החשבון',
  'accountName.tooShort': 'השתמשו בלפחות 4 תווים',
  'accountName.invalidCharacters': 'השתמשו באותיות, ספרות ומקפים בלבד',
  'accountName.suggestions': 'הצעות',
  'accountName.suggestionsLoading': 'טוען הצעות',
  'accountName.suggestionsFailed': 'שגיאה בטעינת הצעות לשמות',
  'accountName.available': 'זמין',
  'accountName.taken': 'תפוס',
  'accountName.register': 'רישום',
  'accountName.registering': 'ממתין לחתימת הארנק שלכם',
  'accountName.takenError': '{name} כבר תפוס. נסו שם אחר.',
  'accountName.declined': 'הארנק סירב לחתום. השם שלכם לא נרשם.',
  'accountName.failed': 'שגיאה ברישום השם {name}',
  'accountName.successBody': '{name} הוא עכשיו שם החשבון שלכם.',
  'accountName.done': 'חזרה לחשבון',
};
