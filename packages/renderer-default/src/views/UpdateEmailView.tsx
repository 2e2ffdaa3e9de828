'use client';
import type { AuthState } from '@connect-modal/headless';
import { useAuthState, useUpdateEmail } from '@connect-modal/headless/react';
import { useMessages } from '../messages/MessagesContext.js';
import { EmailField } from '../email/EmailField.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './views.css.js';

/** The email address of the signed-in embedded wallet. */
export function currentEmailOf(state: AuthState): string {
  return state.user?.email ?? state.email ?? '';
}

/**
 * UpdateEmail: the embedded wallet's new address. The secure site mails a code to the current address first
 * (UpdateEmailPrimaryOtp), then one to the new address (UpdateEmailSecondaryOtp).
 */
export function UpdateEmailView(_props: ViewProps) {
  const t = useMessages();
  const state = useAuthState();
  const { updateEmailAsync } = useUpdateEmail();
  const { navigate } = useModalServices();
  const current = currentEmailOf(state);

  const submit = async (newEmail: string) => {
    await updateEmailAsync({ email: newEmail });
    navigate('UpdateEmailPrimaryOtp', { email: current, newEmail });
  };
  return (
    <div className={styles.view} data-testid="update-email-view">
      <p className={styles.body}>{t('updateEmail.body')}</p>
      <EmailField
        label={t('updateEmail.label')}
        submitLabel={t('updateEmail.submit')}
        showLabel
        check={(email) => (email.toLowerCase() === current.toLowerCase() ? t('updateEmail.same') : undefined)}
        onSubmit={submit}
        testId="update-email"
      />
    </div>
  );
}
