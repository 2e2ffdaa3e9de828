/**
 * English texts of account names (RegisterAccountName, RegisterAccountNameSuccess and the Account view's entry),
 * part of `en`. 'Error registering name {name}' and 'Error fetching name suggestions' are the product's, word for
 * word.
 */
export const enAccountName = {
  'accountName.entry': 'Choose a name for this account',
  'accountName.body': 'Pick a name people can send to instead of your address. It ends in {suffix}.',
  'accountName.label': 'Account name',
  'accountName.tooShort': 'Use at least 4 characters',
  'accountName.invalidCharacters': 'Use only letters, digits and hyphens',
  'accountName.suggestions': 'Suggestions',
  'accountName.suggestionsLoading': 'Loading suggestions',
  'accountName.suggestionsFailed': 'Error fetching name suggestions',
  'accountName.available': 'Available',
  'accountName.taken': 'Taken',
  'accountName.register': 'Register',
  'accountName.registering': 'Waiting for your wallet to sign',
  'accountName.takenError': '{name} is already taken. Try another name.',
  'accountName.declined': 'The wallet declined to sign. Your name was not registered.',
  'accountName.failed': 'Error registering name {name}',
  'accountName.successBody': '{name} is now the name of your account.',
  'accountName.done': 'Back to account',
} as const;

/** The ids of the account name texts. */
export type AccountNameMessageId = keyof typeof enAccountName;

/** The account name texts of one locale. */
export type AccountNameMessages = Record<AccountNameMessageId, string>;
