'use client';
import { useAuthState, useUpdateEmail, useVerifyUpdateEmailPrimaryOtp } from '@connect-modal/headless/react';
import { CodeEntry } from '../email/CodeEntry.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { currentEmailOf } from './UpdateEmailView.js';

/** The new address an email update is for, as its views were opened with it. */
export function newEmailOf(data: ViewProps['data']): string {
  return typeof data?.newEmail === 'string' ? data.newEmail : '';
}

/**
 * UpdateEmailPrimaryOtp: the code mailed to the current address for an email update; once it is right, a code goes
 * to the new address. 'Resend code' asks for the update again after the 30 s cooldown.
 */
export function UpdateEmailPrimaryOtpView({ data }: ViewProps) {
  const state = useAuthState();
  const { verifyUpdateEmailPrimaryOtpAsync } = useVerifyUpdateEmailPrimaryOtp();
  const { updateEmailAsync } = useUpdateEmail();
  const { navigate } = useModalServices();
  const current = typeof data?.email === 'string' ? data.email : currentEmailOf(state);
  const newEmail = newEmailOf(data);

  const submit = async (otp: string) => {
    await verifyUpdateEmailPrimaryOtpAsync({ otp });
    navigate('UpdateEmailSecondaryOtp', { email: current, newEmail });
  };
  const resend = () => updateEmailAsync({ email: newEmail });
  return <CodeEntry email={current} submit={submit} resend={resend} testId="update-email-primary" />;
}
