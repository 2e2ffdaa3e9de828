import { ValidationError } from '../errors/ValidationError.js';

/** Fewest characters an account name may have (SPEC section 5). */
export const ACCOUNT_NAME_MIN_LENGTH = 4;

/** The account name rule in words, the message of a refused name. */
export const ACCOUNT_NAME_RULE = 'Account names use letters, digits and hyphens only, at least 4 characters';

/** Why an account name is refused: nothing typed, a character other than a letter, digit or hyphen, or too short. */
export type AccountNameProblem = 'empty' | 'invalidCharacters' | 'tooShort';

/**
 * What is wrong with an account name typed without its suffix, or undefined when it follows the rule: ASCII
 * letters, digits and hyphens only, at least 4 characters. A forbidden character is reported before the length.
 */
export function getAccountNameProblem(name: string): AccountNameProblem | undefined {
  if (name === '') return 'empty';
  if (!/^[A-Za-z0-9-]+$/.test(name)) return 'invalidCharacters';
  if (name.length < ACCOUNT_NAME_MIN_LENGTH) return 'tooShort';
  return undefined;
}

/** Throws a ValidationError with {@link ACCOUNT_NAME_RULE} when `name` breaks the account name rule. */
export function assertAccountName(name: string): void {
  if (getAccountNameProblem(name) !== undefined) throw new ValidationError(ACCOUNT_NAME_RULE, name);
}
