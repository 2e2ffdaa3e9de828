'use client';
import { useAuthState, useConnectEmail, useVerifyEmailOtp } from '@connect-modal/headless/react';
import { CodeEntry } from '../email/CodeEntry.js';
import type { ViewProps } from '../modal/viewRegistry.js';

/** The address a view of the email flow is about: the one it was opened with, else the login's. */
export function emailOf(data: ViewProps['data'], fallback: string | undefined): string {
  return typeof data?.email === 'string' ? data.email : (fallback ?? '');
}

/**
 * EmailVerifyOtp: the code mailed for an email login. A right code logs in on the secure site and connects the
 * embedded wallet like any wallet; 'Resend code' asks for a new one once the 30 s cooldown is over.
 */
export function EmailVerifyOtpView({ data }: ViewProps) {
  const state = useAuthState();
  const { verifyEmailOtpAsync } = useVerifyEmailOtp();
  const { connectEmailAsync } = useConnectEmail();
  const email = emailOf(data, state.email);

  // Once connected, the navigation policy leaves the email screens as it leaves Connect after any wallet's connection.
  const submit = async (otp: string) => {
    await verifyEmailOtpAsync({ otp });
  };
  const resend = () => connectEmailAsync({ email });
  return <CodeEntry email={email} submit={submit} resend={resend} testId="email-verify-otp" />;
}
