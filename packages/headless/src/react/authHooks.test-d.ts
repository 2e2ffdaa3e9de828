import { describe, expectTypeOf, it } from 'vitest';
import type { AuthConnector, AuthState, FrameUser } from '../actions/index.js';
import {
  connectEmail,
  getAuthConnector,
  getAuthState,
  setAuthFrameRect,
  updateEmail,
  verifyEmailDevice,
  verifyEmailOtp,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
  watchAuthState,
} from '../actions/index.js';
import type { ConnectEmailReturnType, VerifyEmailOtpReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { useAuthState } from './useAuthState.js';
import { useConnectEmail } from './useConnectEmail.js';
import { useUpdateEmail } from './useUpdateEmail.js';
import { useVerifyEmailDevice } from './useVerifyEmailDevice.js';
import { useVerifyEmailOtp } from './useVerifyEmailOtp.js';
import { useVerifyUpdateEmailPrimaryOtp } from './useVerifyUpdateEmailPrimaryOtp.js';
import { useVerifyUpdateEmailSecondaryOtp } from './useVerifyUpdateEmailSecondaryOtp.js';

declare const config: ConnectConfig;

describe('email login types', () => {
  it('the actions take the config and their fields, and resolve with the next step', () => {
    expectTypeOf(getAuthConnector(config)).toEqualTypeOf<AuthConnector | undefined>();
    expectTypeOf(getAuthState(config)).toEqualTypeOf<AuthState>();
    expectTypeOf(watchAuthState(config, (state) => expectTypeOf(state).toEqualTypeOf<AuthState>())).toEqualTypeOf<() => void>();
    expectTypeOf(connectEmail(config, { email: 'ada@example.com' })).resolves.toEqualTypeOf<ConnectEmailReturnType>();
    expectTypeOf<ConnectEmailReturnType['action']>().toEqualTypeOf<'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'>();
    expectTypeOf(verifyEmailDevice(config)).resolves.toEqualTypeOf<{ readonly approved: boolean }>();
    expectTypeOf(verifyEmailOtp(config, { otp: '123456' })).resolves.toEqualTypeOf<VerifyEmailOtpReturnType>();
    expectTypeOf<VerifyEmailOtpReturnType['user']>().toEqualTypeOf<FrameUser>();
    expectTypeOf(updateEmail(config, { email: 'b@example.com' })).resolves.toEqualTypeOf<{ readonly action: 'VERIFY_PRIMARY_OTP' }>();
    expectTypeOf(verifyUpdateEmailPrimaryOtp(config, { otp: '1' })).resolves.toEqualTypeOf<{ readonly action: 'VERIFY_SECONDARY_OTP' }>();
    expectTypeOf(verifyUpdateEmailSecondaryOtp(config, { otp: '1' })).resolves.toEqualTypeOf<{ readonly email: string }>();
    expectTypeOf(setAuthFrameRect(config, undefined)).toEqualTypeOf<void>();
    // @ts-expect-error: the code is text (it may start with 0), never a number
    void verifyEmailOtp(config, { otp: 123456 });
    // @ts-expect-error: connectEmail needs an email
    void connectEmail(config, {});
  });

  it('the hooks follow the mutation naming: connectEmail / connectEmailAsync and so on', () => {
    expectTypeOf(useAuthState()).toEqualTypeOf<AuthState>();
    const connect = useConnectEmail();
    expectTypeOf(connect.connectEmailAsync).parameter(0).toEqualTypeOf<{ readonly email: string }>();
    expectTypeOf(connect.data).toEqualTypeOf<ConnectEmailReturnType | undefined>();
    expectTypeOf(useVerifyEmailDevice().verifyEmailDeviceAsync).returns.resolves.toEqualTypeOf<{ readonly approved: boolean }>();
    const verify = useVerifyEmailOtp();
    expectTypeOf(verify.verifyEmailOtp).parameter(0).toEqualTypeOf<{ readonly otp: string }>();
    expectTypeOf(verify.data).toEqualTypeOf<VerifyEmailOtpReturnType | undefined>();
    expectTypeOf(useUpdateEmail().updateEmailAsync).parameter(0).toEqualTypeOf<{ readonly email: string }>();
    expectTypeOf(useVerifyUpdateEmailPrimaryOtp().verifyUpdateEmailPrimaryOtpAsync).parameter(0).toEqualTypeOf<{ readonly otp: string }>();
    expectTypeOf(useVerifyUpdateEmailSecondaryOtp().data).toEqualTypeOf<{ readonly email: string } | undefined>();
  });
});
