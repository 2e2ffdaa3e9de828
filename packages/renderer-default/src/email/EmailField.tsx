'use client';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ChevronRightIcon } from '../icons/icons.js';
import { Spinner } from '../components/Spinner.js';
import { useMessages } from '../messages/MessagesContext.js';
import { cooldownSecondsOf } from './emailErrors.js';
import { isValidEmail } from './isValidEmail.js';
import { useCountdown } from './useCountdown.js';
import { useEmailErrorText } from './useEmailErrorText.js';
import { visuallyHidden as visuallyHiddenClass } from '../styles/visuallyHidden.css.js';
import * as styles from './email.css.js';

/** Props of EmailField. */
export interface EmailFieldProps {
  /** The field's label (read by assistive technology; shown when `showLabel`). */
  readonly label: string;
  /** The accessible name of the submit arrow. */
  readonly submitLabel: string;
  readonly showLabel?: boolean;
  readonly defaultValue?: string;
  /** A refusal checked before submitting (an address that is already the account's), as a text to show. */
  readonly check?: (email: string) => string | undefined;
  /** Sends the address; a rejection is shown under the field (the 30 s cooldown counting down). */
  readonly onSubmit: (email: string) => Promise<unknown>;
  /** Called when the field first gets focus, so the work a submit needs can start ahead. */
  readonly onFocus?: () => void;
  readonly disabled?: boolean;
  readonly testId?: string;
}

/**
 * An email field with its submit arrow: an invalid address is refused inline, the field and arrow wait while the
 * address is sent, and a refusal is shown under it (the cooldown's 'Please try again after N seconds' counts down
 * and clears when it ends).
 */
export function EmailField({ label, submitLabel, showLabel = false, defaultValue = '', check, onSubmit, onFocus, disabled = false, testId = 'email' }: EmailFieldProps) {
  const t = useMessages();
  const errorText = useEmailErrorText();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(defaultValue);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [cooldownUntil, setCooldownUntil] = useState<number | undefined>(undefined);
  // The refusal as first said, announced once; the countdown under the field is not read out every second.
  const [announced, setAnnounced] = useState<string | undefined>(undefined);
  const cooldownLeft = useCountdown(cooldownUntil);
  const shown = cooldownLeft > 0 ? t('email.cooldown', { seconds: cooldownLeft }) : problem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || disabled) return;
    const email = value.trim();
    if (!isValidEmail(email)) {
      setProblem(t('email.invalid'));
      return;
    }
    const refused = check?.(email);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(undefined);
    setCooldownUntil(undefined);
    setAnnounced(undefined);
    setPending(true);
    onSubmit(email).then(
      () => setPending(false),
      (error: unknown) => {
        setPending(false);
        const seconds = cooldownSecondsOf(error);
        if (seconds !== undefined) setCooldownUntil(Date.now() + seconds * 1000);
        else setProblem(errorText(error));
        setAnnounced(errorText(error));
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`${testId}-form`}>
      <label htmlFor={inputId} className={showLabel ? styles.label : visuallyHiddenClass}>
        {label}
      </label>
      <div className={styles.fieldBox}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={label}
          value={value}
          readOnly={pending}
          disabled={disabled}
          aria-invalid={shown !== undefined || undefined}
          aria-describedby={shown !== undefined ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(undefined);
          }}
          onFocus={onFocus}
          data-testid={`${testId}-input`}
        />
        <button
          type="submit"
          className={styles.submit}
          aria-label={submitLabel}
          title={submitLabel}
          disabled={disabled || value.trim() === ''}
          aria-busy={pending || undefined}
          data-testid={`${testId}-submit`}
        >
          {pending ? <Spinner /> : <ChevronRightIcon size={18} />}
        </button>
      </div>
      {shown !== undefined && (
        <p id={errorId} className={styles.error} role={cooldownLeft > 0 ? undefined : 'alert'} data-testid={`${testId}-error`}>
          {shown}
        </p>
      )}
      {cooldownLeft > 0 && announced !== undefined && (
        <span className={visuallyHiddenClass} role="alert">
          {announced}
        </span>
      )}
    </form>
  );
}
