// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ConnectProvider, useAuthState, useConnectEmail, useVerifyEmailOtp } from '@connect-modal/headless/react';
import { setupAuthConfig } from '../auth/testing/authTestConfig.js';
import { TEST_OTP, TEST_USER } from '../auth/testing/simulatedFrame.js';

describe('email login hooks', () => {
  it('useAuthState follows the login made through useConnectEmail and useVerifyEmailOtp', async () => {
    const { config, frame } = setupAuthConfig();
    await config._internal.ready();
    const wrapper = ({ children }: { children: ReactNode }) => <ConnectProvider config={config}>{children}</ConnectProvider>;
    const { result } = renderHook(() => ({ state: useAuthState(), connect: useConnectEmail(), verify: useVerifyEmailOtp() }), { wrapper });
    expect(result.current.state).toMatchObject({ frame: 'idle', loginUsed: false, user: undefined });

    let action: unknown;
    await act(async () => {
      const started = result.current.connect.connectEmailAsync({ email: 'ada@example.com' });
      await frame.pump(() => frame.state.readyFrames.size > 0 && result.current.state.frame !== 'created');
      action = await started;
    });
    expect(action).toEqual({ action: 'VERIFY_OTP' });
    expect(result.current.state.email).toBe('ada@example.com');

    await act(async () => {
      const verified = result.current.verify.verifyEmailOtpAsync({ otp: TEST_OTP });
      let done = false;
      void verified.finally(() => (done = true));
      await frame.pump(() => done);
      await verified;
    });
    await waitFor(() => expect(result.current.verify.isSuccess).toBe(true));
    expect(result.current.state).toMatchObject({ frame: 'initialised', loginUsed: true, user: TEST_USER });
  });
});
