import { RegisterAccountNameError, ValidationError, getAccountNameProblem } from '@connect-modal/headless';
import type { Translate } from '../messages/MessagesContext.js';

/** What a failed registration says beside the name field: taken, declined, or 'Error registering name {name}'. */
export function accountNameErrorText(t: Translate, error: unknown, typed: string): string {
  if (error instanceof RegisterAccountNameError) {
    if (error.reason === 'taken') return t('accountName.takenError', { name: error.accountName });
    if (error.reason === 'declined') return t('accountName.declined');
    return t('accountName.failed', { name: error.accountName });
  }
  if (error instanceof ValidationError) return t(getAccountNameProblem(typed) === 'tooShort' ? 'accountName.tooShort' : 'accountName.invalidCharacters');
  return t('accountName.failed', { name: typed });
}
