'use client';
import { useId, useRef, useState } from 'react';
import { Spinner } from '../components/Spinner.js';
import { useFormat } from '../format/useFormat.js';
import { useMessages } from '../messages/MessagesContext.js';
import { cooldownSecondsOf } from './emailErrors.js';
import { OtpInput } from './OtpInput.js';
import { useCountdown } from './useCountdown.js';
import { useEmailErrorText } from './useEmailErrorText.js';
import * as styles from './otp.css.js';
import * as viewStyles from '../views/views.css.js';

/** How long after a code was sent another can be asked for (the email login's 30 s cooldown). */
export const RESEND_COOLDOWN_MS = 30_000;

/** Props of CodeEntry. */
export interface CodeEntryProps {
  /** The address the code was sent to. */
  readonly email: string;
  /** Checks the code and goes on; a rejection is shown and the fields are cleared for another try. */
  readonly submit: (code: string) => Promise<unknown>;
  /** Sends a new code; without it no resend is offered. */
  readonly resend?: () => Promise<unknown>;
  readonly testId?: string;
}

/**
 * Code entry: 'Enter the code we sent to {email}', six digit fields submitted once complete, a wrong, expired or
 * over-tried code said under them, and 'Resend code' once the 30 s since the last code have passed (the seconds
 * left shown until then).
 */
export function CodeEntry({ email, submit, resend, testId = 'code-entry' }: CodeEntryProps) {
  const t = useMessages();
  const format = useFormat();
  const errorText = useEmailErrorText();
  const messageId = useId();
  // Each failed try starts a fresh set of fields, focused on the first.
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldownUntil, setCooldownUntil] = useState(() => Date.now() + RESEND_COOLDOWN_MS);
  const cooldownLeft = useCountdown(cooldownUntil);
  const busy = useRef(false);

  const onComplete = (code: string) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setError(undefined);
    setResent(false);
    submit(code).then(
      () => {
        busy.current = false;
        setPending(false);
        setDone(true);
      },
      (failure: unknown) => {
        busy.current = false;
        setPending(false);
        setError(errorText(failure));
        setAttempt((count) => count + 1);
      },
    );
  };

  const onResend = () => {
    if (!resend || resending || cooldownLeft > 0) return;
    setResending(true);
    setError(undefined);
    setResent(false);
    resend().then(
      () => {
        setResending(false);
        setResent(true);
        setCooldownUntil(Date.now() + RESEND_COOLDOWN_MS);
        setAttempt((count) => count + 1);
      },
      (failure: unknown) => {
        setResending(false);
        const seconds = cooldownSecondsOf(failure);
        if (seconds !== undefined) setCooldownUntil(Date.now() + seconds * 1000);
        else setError(errorText(failure));
      },
    );
  };

  return (
    <div className={`${viewStyles.view} ${styles.entry}`} data-testid={testId}>
      <p className={styles.lead}>
        {t('otp.body', { email: format.ltr(email) })}
      </p>
      <OtpInput
        key={attempt}
        label={t('otp.label')}
        digitLabel={(position, count) => t('otp.digit', { position, count })}
        onComplete={onComplete}
        disabled={pending || done}
        invalid={error !== undefined}
        describedBy={messageId}
        testId={`${testId}-otp`}
      />
      <p id={messageId} className={styles.message} data-testid={`${testId}-message`}>
        {pending || done ? (
          <span className={styles.statusText} role="status">
            <Spinner /> {t('otp.verifying')}
          </span>
        ) : error !== undefined ? (
          <span className={styles.errorText} role="alert">
            {error}
          </span>
        ) : resent ? (
          <span className={styles.statusText} role="status">
            {t('otp.resent')}
          </span>
        ) : null}
      </p>
      {resend && (
        <button
          type="button"
          className={styles.resend}
          onClick={onResend}
          disabled={cooldownLeft > 0 || resending || pending || done}
          aria-busy={resending || undefined}
          data-testid={`${testId}-resend`}
        >
          {cooldownLeft > 0 ? t('otp.resendIn', { seconds: cooldownLeft }) : t('otp.resend')}
        </button>
      )}
    </div>
  );
}
