'use client';
import { useEffect, useRef, useState } from 'react';
import { useAuthState, useVerifyEmailDevice } from '@connect-modal/headless/react';
import { Spinner } from '../components/Spinner.js';
import { useEmailErrorText } from '../email/useEmailErrorText.js';
import { useFormat } from '../format/useFormat.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { emailOf } from './EmailVerifyOtpView.js';
import * as otpStyles from '../email/otp.css.js';
import * as styles from './views.css.js';

/** How often the secure site is asked whether the device was approved. */
export const DEVICE_POLL_MS = 2000;

/**
 * EmailVerifyDevice: an existing account logging in on a new device. The visitor approves it from the link
 * mailed to them; the view asks every 2 s while it shows, then moves on to the code the secure site mails once
 * approved.
 */
export function EmailVerifyDeviceView({ data }: ViewProps) {
  const t = useMessages();
  const format = useFormat();
  const state = useAuthState();
  const { verifyEmailDeviceAsync } = useVerifyEmailDevice();
  const errorText = useEmailErrorText();
  const { navigate } = useModalServices();
  const email = emailOf(data, state.email);
  const [error, setError] = useState<string | undefined>(undefined);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const askRef = useRef(verifyEmailDeviceAsync);
  askRef.current = verifyEmailDeviceAsync;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      askRef.current().then(
        ({ approved }) => {
          if (stopped) return;
          setError(undefined);
          if (approved) navigateRef.current('EmailVerifyOtp', { email });
          else timer = setTimeout(ask, DEVICE_POLL_MS);
        },
        (failure: unknown) => {
          if (stopped) return;
          // A failed question is said, and asked again: the link may still be opened.
          setError(errorText(failure));
          timer = setTimeout(ask, DEVICE_POLL_MS);
        },
      );
    };
    timer = setTimeout(ask, DEVICE_POLL_MS);
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [email, errorText]);

  return (
    <div className={styles.view} data-testid="email-verify-device">
      <div className={styles.centered}>
        <h2 className={styles.heading}>{t('device.heading')}</h2>
        <p className={styles.body}>{t('device.body', { email: format.ltr(email) })}</p>
      </div>
      <p className={otpStyles.message}>
        {error !== undefined ? (
          <span className={otpStyles.errorText} role="alert">
            {error}
          </span>
        ) : (
          <span className={otpStyles.statusText} role="status">
            <Spinner /> {t('device.waiting')}
          </span>
        )}
      </p>
    </div>
  );
}
