import type { AccountNameMessages } from '../../enAccountName.js';

/** Hindi texts of account names. */
export const hiAccountName: AccountNameMessages = {
  'accountName.entry': 'इस खाते के लिए नाम चुनें',
  'accountName.body': 'ऐसा नाम चुनें जिस पर लोग आपके पते की जगह भेज सकें। यह {suffix} पर ख़त्म होता है।',
  'accountName.label': 'खाते का नाम',
  'accountName.tooShort': 'कम से कम 4 वर्ण इस्तेमाल करें',
  'accountName.invalidCharacters': 'केवल अक्षर, अंक और हाइफ़न इस्तेमाल करें',
  'accountName.suggestions': 'सुझाव',
  'accountName.suggestionsLoading': 'सुझाव लोड हो रहे हैं',
  'accountName.suggestionsFailed': 'नाम के सुझाव लाने में त्रुटि',
  'accountName.available': 'उपलब्ध',
  'accountName.taken': 'लिया जा चुका',
  'accountName.register': 'रजिस्टर करें',
  'accountName.registering': 'आपके वॉलेट के हस्ताक्षर की प्रतीक्षा',
  'accountName.takenError': '{name} पहले से लिया जा चुका है। कोई दूसरा नाम आज़माएँ।',
  'accountName.declined': 'वॉलेट ने हस्ताक्षर करने से मना कर दिया। आपका नाम रजिस्टर नहीं हुआ।',
  'accountName.failed': 'नाम {name} रजिस्टर करने में त्रुटि',
  'accountName.successBody': '{name} अब आपके खाते का नाम है।',
  'accountName.done': 'खाते पर वापस जाएँ',
};
