import { ConnectError, errorRegisteringName } from '../core/index.js';

/** Why a registration failed: the name is someone else's, the wallet declined to sign, or anything else. */
export type RegisterAccountNameFailure = 'taken' | 'declined' | 'failed';

/** A failed name registration, with the specification's message 'Error registering name {name}'. */
export class RegisterAccountNameError extends ConnectError {
  override name = 'RegisterAccountNameError';
  /** The full name that was to be registered (`alice.reown.id`). */
  readonly accountName: string;
  readonly reason: RegisterAccountNameFailure;

  constructor(accountName: string, reason: RegisterAccountNameFailure, options: { cause?: unknown } = {}) {
    super('REGISTER_ACCOUNT_NAME_FAILED', errorRegisteringName(accountName), options);
    this.accountName = accountName;
    this.reason = reason;
  }
}
