import type { ConnectConfig } from '../core/index.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** Parameters of {@link updateEmail}. */
export interface UpdateEmailParameters {
  /** The new address. */
  readonly email: string;
}

/** What {@link updateEmail} resolves with: a code was mailed to the current address. */
export interface UpdateEmailReturnType {
  readonly action: 'VERIFY_PRIMARY_OTP';
}

/** Starts changing the logged-in account's email: a code goes to the current address first. */
export function updateEmail(config: ConnectConfig, parameters: UpdateEmailParameters): Promise<UpdateEmailReturnType> {
  try {
    return requireAuthConnector(config).updateEmail({ email: parameters.email });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
