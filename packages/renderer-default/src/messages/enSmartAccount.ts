/** English texts of the Account view's account type line (smart account or EOA), part of `en`. */
export const enSmartAccount = {
  'smartAccount.shown': 'Account shown',
  'smartAccount.smartAccount': 'Smart account',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'Deployed with its first transaction',
  'smartAccount.switchToEoa': 'Switch to EOA',
  'smartAccount.switchToSmartAccount': 'Switch to smart account',
  'smartAccount.fellBack': 'The smart account could not be set: the EOA is shown',
} as const;

/** The ids of the account type texts. */
export type SmartAccountMessageId = keyof typeof enSmartAccount;

/** The account type texts of one locale. */
export type SmartAccountMessages = Record<SmartAccountMessageId, string>;
