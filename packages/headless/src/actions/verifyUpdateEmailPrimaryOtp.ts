import type { ConnectConfig } from '../core/index.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** Parameters of {@link verifyUpdateEmailPrimaryOtp}. */
export interface VerifyUpdateEmailPrimaryOtpParameters {
  /** The code mailed to the current address. */
  readonly otp: string;
}

/** What {@link verifyUpdateEmailPrimaryOtp} resolves with: a code was mailed to the new address. */
export interface VerifyUpdateEmailPrimaryOtpReturnType {
  readonly action: 'VERIFY_SECONDARY_OTP';
}

/** Verifies the current address's code of an email update; a code then goes to the new address. */
export function verifyUpdateEmailPrimaryOtp(
  config: ConnectConfig,
  parameters: VerifyUpdateEmailPrimaryOtpParameters,
): Promise<VerifyUpdateEmailPrimaryOtpReturnType> {
  try {
    return requireAuthConnector(config).updateEmailPrimaryOtp({ otp: parameters.otp });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
