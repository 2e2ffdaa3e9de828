import type { EmailConnectAction } from '../auth/AuthConnector.js';
import type { ConnectConfig } from '../core/index.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** Parameters of {@link connectEmail}. */
export interface ConnectEmailParameters {
  readonly email: string;
}

/** What {@link connectEmail} resolves with: what the login waits for next. */
export interface ConnectEmailReturnType {
  readonly action: EmailConnectAction;
}

/**
 * Starts an email login: the secure site mails a code (`VERIFY_OTP`) or, for an account on an unknown device, an
 * approval link (`VERIFY_DEVICE`). Refused within 30 s of the last attempt ('Please try again after N seconds'),
 * for an invalid email, and after 30 s without an answer ('iframe_request_timeout').
 */
export function connectEmail(config: ConnectConfig, parameters: ConnectEmailParameters): Promise<ConnectEmailReturnType> {
  try {
    return requireAuthConnector(config).connectEmail({ email: parameters.email });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
