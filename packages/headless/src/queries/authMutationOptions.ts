import { connectEmail, updateEmail, verifyEmailDevice, verifyEmailOtp, verifyUpdateEmailPrimaryOtp, verifyUpdateEmailSecondaryOtp } from '../actions/index.js';
import type {
  ConnectEmailParameters,
  ConnectEmailReturnType,
  UpdateEmailParameters,
  UpdateEmailReturnType,
  VerifyEmailDeviceReturnType,
  VerifyEmailOtpParameters,
  VerifyEmailOtpReturnType,
  VerifyUpdateEmailPrimaryOtpParameters,
  VerifyUpdateEmailPrimaryOtpReturnType,
  VerifyUpdateEmailSecondaryOtpParameters,
  VerifyUpdateEmailSecondaryOtpReturnType,
} from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

// Email login steps mail codes and count attempts: none is ever repeated on its own, so retry is off.

/** Mutation options for {@link connectEmail}. */
export function connectEmailMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'connectEmail'] as const,
    mutationFn: (variables: ConnectEmailParameters): Promise<ConnectEmailReturnType> => connectEmail(config, variables),
    retry: false,
  } as const;
}

/** Mutation options for {@link verifyEmailDevice}. */
export function verifyEmailDeviceMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'verifyEmailDevice'] as const,
    mutationFn: (): Promise<VerifyEmailDeviceReturnType> => verifyEmailDevice(config),
    retry: false,
  } as const;
}

/** Mutation options for {@link verifyEmailOtp}. */
export function verifyEmailOtpMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'verifyEmailOtp'] as const,
    mutationFn: (variables: VerifyEmailOtpParameters): Promise<VerifyEmailOtpReturnType> => verifyEmailOtp(config, variables),
    retry: false,
  } as const;
}

/** Mutation options for {@link updateEmail}. */
export function updateEmailMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'updateEmail'] as const,
    mutationFn: (variables: UpdateEmailParameters): Promise<UpdateEmailReturnType> => updateEmail(config, variables),
    retry: false,
  } as const;
}

/** Mutation options for {@link verifyUpdateEmailPrimaryOtp}. */
export function verifyUpdateEmailPrimaryOtpMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'verifyUpdateEmailPrimaryOtp'] as const,
    mutationFn: (variables: VerifyUpdateEmailPrimaryOtpParameters): Promise<VerifyUpdateEmailPrimaryOtpReturnType> =>
      verifyUpdateEmailPrimaryOtp(config, variables),
    retry: false,
  } as const;
}

/** Mutation options for {@link verifyUpdateEmailSecondaryOtp}. */
export function verifyUpdateEmailSecondaryOtpMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'verifyUpdateEmailSecondaryOtp'] as const,
    mutationFn: (variables: VerifyUpdateEmailSecondaryOtpParameters): Promise<VerifyUpdateEmailSecondaryOtpReturnType> =>
      verifyUpdateEmailSecondaryOtp(config, variables),
    retry: false,
  } as const;
}
