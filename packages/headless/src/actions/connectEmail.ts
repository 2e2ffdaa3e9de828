import type { EmailConnectAction } from '../auth/AuthConnector.js';
import type { ConnectConfig } from '../core/index.js';
import { connectAuthNamespaces } from './connectAuthNamespaces.js';
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
 * approval link (`VERIFY_DEVICE`); `CONNECT` means the frame is logged in already, and the embedded wallet is
 * then connected in every namespace it serves before this resolves. Refused within 30 s of the last attempt
 * ('Please try again after N seconds'), for an invalid email, and after 30 s without an answer
 * ('iframe_request_timeout').
 */
export async function connectEmail(config: ConnectConfig, parameters: ConnectEmailParameters): Promise<ConnectEmailReturnType> {
  const answer = await requireAuthConnector(config).connectEmail({ email: parameters.email });
  if (answer.action === 'CONNECT') await connectAuthNamespaces(config);
  return answer;
}
