import type { AccountNameMessages } from '../../enAccountName.js';

/** Arabic texts of account names. */
export const arAccountName: AccountNameMessages = {
  'accountName.entry': 'اختر اسمًا لهذا الحساب',
  'accountName.body': 'اختر اسمًا يمكن للآخرين الإرسال إليه بدلًا من عنوانك. ينتهي بـ {suffix}.',
  'accountName.label': 'اسم الحساب',
  'accountName.tooShort': 'استخدم 4 أحرف على الأقل',
  'accountName.invalidCharacters': 'استخدم الحروف والأرقام والشرطات فقط',
  'accountName.suggestions': 'اقتراحات',
  'accountName.suggestionsLoading': 'جارٍ تحميل الاقتراحات',
  'accountName.suggestionsFailed': 'تعذّر جلب اقتراحات الأسماء',
  'accountName.available': 'متاح',
  'accountName.taken': 'محجوز',
  'accountName.register': 'تسجيل',
  'accountName.registering': 'في انتظار توقيع محفظتك',
  'accountName.takenError': 'الاسم {name} محجوز بالفعل. جرّب اسمًا آخر.',
  'accountName.declined': 'رفضت المحفظة التوقيع. لم يُسجَّل اسمك.',
  'accountName.failed': 'تعذّر تسجيل الاسم {name}',
  'accountName.successBody': 'أصبح {name} اسم حسابك الآن.',
  'accountName.done': 'العودة إلى الحساب',
};
