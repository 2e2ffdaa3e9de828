import type { FrameUser } from '../auth/protocol.js';
import type { AdapterConnection, ChainNamespace, ConnectConfig } from '../core/index.js';
import { connectAuthNamespaces } from './connectAuthNamespaces.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** Parameters of {@link verifyEmailOtp}. */
export interface VerifyEmailOtpParameters {
  /** The 6-digit code from the email. */
  readonly otp: string;
}

/** What {@link verifyEmailOtp} resolves with. */
export interface VerifyEmailOtpReturnType {
  readonly user: FrameUser;
  /** The connection of each namespace the embedded wallet connected. */
  readonly connections: Readonly<Partial<Record<ChainNamespace, AdapterConnection>>>;
}

/**
 * Verifies the email's code, then connects every namespace the embedded wallet serves through the auth
 * connector, the active namespace first, with the connect action: the connection records and the modal's
 * navigation are those of any wallet. Rejects with the secure site's message ('Invalid code', ...), or when the
 * first namespace cannot connect; a later namespace that fails is reported as an `error` event and left out.
 */
export async function verifyEmailOtp(config: ConnectConfig, parameters: VerifyEmailOtpParameters): Promise<VerifyEmailOtpReturnType> {
  const user = await requireAuthConnector(config).connectOtp({ otp: parameters.otp });
  return { user, connections: await connectAuthNamespaces(config) };
}
