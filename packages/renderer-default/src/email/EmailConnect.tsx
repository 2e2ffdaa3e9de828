'use client';
import { useRef } from 'react';
import { getAuthConnector } from '@connect-modal/headless';
import { useAuthState, useConnectConfig, useConnectEmail } from '@connect-modal/headless/react';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import { AuthAlert } from './AuthAlert.js';
import { EmailField } from './EmailField.js';
import * as styles from './email.css.js';

/**
 * The email method of the Connect view: the auth connector's alert if it raised one, and the email field. The
 * secure frame is prepared when the field gets focus, so the first submit does not wait for it to load. The
 * secure site's answer picks the next step: a code (EmailVerifyOtp), a device approval (EmailVerifyDevice), or none
 * (already logged in: the embedded wallet is connected, and the modal closes as after any connection).
 */
export function EmailConnect() {
  const t = useMessages();
  const config = useConnectConfig();
  const state = useAuthState();
  const { connectEmailAsync } = useConnectEmail();
  const { navigate } = useModalServices();
  const prepared = useRef(false);

  const prepare = () => {
    const connector = getAuthConnector(config);
    if (prepared.current || !connector) return;
    prepared.current = true;
    // A failure shows as the connector's alert; the next focus tries again.
    connector.prepare().catch(() => {
      prepared.current = false;
    });
  };
  const submit = async (email: string) => {
    const { action } = await connectEmailAsync({ email });
    if (action === 'VERIFY_OTP') navigate('EmailVerifyOtp', { email });
    else if (action === 'VERIFY_DEVICE') navigate('EmailVerifyDevice', { email });
    // CONNECT: the secure site knew the login already, and connectEmail has connected the embedded wallet.
  };

  const alert = state.alert;
  return (
    <div className={styles.form} data-testid="email-connect">
      {alert && <AuthAlert code={alert} />}
      <EmailField
        label={t('email.label')}
        submitLabel={t('email.submit')}
        defaultValue={state.email ?? ''}
        onSubmit={submit}
        onFocus={prepare}
        disabled={alert === 'INVALID_APP_CONFIGURATION'}
        testId="email"
      />
    </div>
  );
}
