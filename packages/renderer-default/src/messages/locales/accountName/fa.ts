import type { AccountNameMessages } from '../../enAccountName.js';

/** Persian texts of account names. */
export const faAccountName: AccountNameMessages = {
  'accountName.entry': 'برای این حساب یک نام انتخاب کنید',
  'accountName.body': 'نامی انتخاب کنید که دیگران بتوانند به‌جای نشانی شما به آن ارسال کنند. با {suffix} تمام می‌شود.',
  'accountName.label': 'نام حساب',
  'accountName.tooShort': 'دست‌کم ۴ نویسه به کار ببرید',
  'accountName.invalidCharacters': 'فقط از حروف، ارقام و خط تیره استفاده کنید',
  'accountName.suggestions': 'پیشنهادها',
  'accountName.suggestionsLoading': 'در حال بارگیری پیشنهادها',
  'accountName.suggestionsFailed': 'خطا در دریافت پیشنهادهای نام',
  'accountName.available': 'در دسترس',
  'accountName.taken': 'گرفته‌شده',
  'accountName.register': 'ثبت',
  'accountName.registering': 'در انتظار امضای کیف پول شما',
  'accountName.takenError': '{name} قبلاً گرفته شده است. نام دیگری را امتحان کنید.',
  'accountName.declined': 'کیف پول امضا را رد کرد. نام شما ثبت نشد.',
  'accountName.failed': 'خطا در ثبت نام {name}',
  'accountName.successBody': '{name} اکنون نام حساب شماست.',
  'accountName.done': 'بازگشت به حساب',
};
