'use client';
import { useConnectConfig, useToast, useVerifyUpdateEmailSecondaryOtp } from '@connect-modal/headless/react';
import { CodeEntry } from '../email/CodeEntry.js';
import { resetToAccount } from '../email/resetToAccount.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { newEmailOf } from './UpdateEmailPrimaryOtpView.js';

/**
 * UpdateEmailSecondaryOtp: the code mailed to the new address. Once it is right the address is updated: the
 * modal goes back to the account and says so. (The update's first code is spent, so no new one can be asked here.)
 */
export function UpdateEmailSecondaryOtpView({ data }: ViewProps) {
  const t = useMessages();
  const config = useConnectConfig();
  const { verifyUpdateEmailSecondaryOtpAsync } = useVerifyUpdateEmailSecondaryOtp();
  const { showSuccess } = useToast();
  const newEmail = newEmailOf(data);

  const submit = async (otp: string) => {
    await verifyUpdateEmailSecondaryOtpAsync({ otp });
    resetToAccount(config);
    showSuccess(t('updateEmail.done'));
  };
  return <CodeEntry email={newEmail} submit={submit} testId="update-email-secondary" />;
}
