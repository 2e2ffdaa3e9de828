import type { ConnectConfig } from '../core/index.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** Parameters of {@link verifyUpdateEmailSecondaryOtp}. */
export interface VerifyUpdateEmailSecondaryOtpParameters {
  /** The code mailed to the new address. */
  readonly otp: string;
}

/** What {@link verifyUpdateEmailSecondaryOtp} resolves with: the account's email now. */
export interface VerifyUpdateEmailSecondaryOtpReturnType {
  readonly email: string;
}

/** Verifies the new address's code and ends the email update; the stored email becomes the new one. */
export function verifyUpdateEmailSecondaryOtp(
  config: ConnectConfig,
  parameters: VerifyUpdateEmailSecondaryOtpParameters,
): Promise<VerifyUpdateEmailSecondaryOtpReturnType> {
  try {
    return requireAuthConnector(config).updateEmailSecondaryOtp({ otp: parameters.otp });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
