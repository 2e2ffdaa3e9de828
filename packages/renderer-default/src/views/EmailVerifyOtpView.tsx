'use client';
import { useConnectConfig } from '@connect-modal/headless/react';
import { CodeEntry } from '../email/CodeEntry.js';
import { AUTH_CONNECTOR_ID } from '../email/authConnector.js';
import { leaveEmailFlow } from '../email/leaveEmailFlow.js';
import { useAuthConnector, useEmailAuthState } from '../email/useAuthConnector.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';

/** The address a view of the email flow is about: the one it was opened with, else the login's. */
export function emailOf(data: ViewProps['data'], fallback: string | undefined): string {
  return typeof data?.email === 'string' ? data.email : (fallback ?? '');
}

/**
 * EmailVerifyOtp: the code mailed for an email login. A right code logs in on the secure site, then the embedded
 * wallet connects like any wallet; 'Resend code' asks for a new one once the 30 s cooldown is over.
 */
export function EmailVerifyOtpView({ data }: ViewProps) {
  const config = useConnectConfig();
  const connector = useAuthConnector();
  const state = useEmailAuthState();
  const { connection } = useModalServices();
  const email = emailOf(data, state?.email);
  if (!connector) return null;

  const submit = async (otp: string) => {
    await connector.connectOtp({ otp });
    await connection.connectAsync({ connectorId: AUTH_CONNECTOR_ID });
    leaveEmailFlow(config);
  };
  const resend = () => connector.connectEmail({ email });
  return <CodeEntry email={email} submit={submit} resend={resend} testId="email-verify-otp" />;
}
