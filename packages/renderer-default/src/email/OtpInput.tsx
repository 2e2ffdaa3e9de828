'use client';
import { useEffect, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import * as styles from './otp.css.js';

/** Props of OtpInput. */
export interface OtpInputProps {
  /** How many digits the code has. */
  readonly length?: number;
  /** The group's accessible name ('One-time code'). */
  readonly label: string;
  /** The accessible name of each digit's field, by position from 1. */
  readonly digitLabel: (position: number, count: number) => string;
  /** Called once with the code when every digit is filled (again only after a digit changes). */
  readonly onComplete: (code: string) => void;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  /** Ids of the texts that describe the fields (the error under them). */
  readonly describedBy?: string;
  readonly autoFocus?: boolean;
  readonly testId?: string;
}

const digitsOf = (text: string): string[] => [...text.replace(/\D/g, '')];

/**
 * A one-time code in single-digit fields: typing moves to the next field, Backspace on an empty field moves back
 * and clears it, the arrow keys move, a pasted or autofilled code fills the fields from the one it lands in (all
 * of them for a whole code), and the code is submitted once when complete. The fields read left to right in a
 * right-to-left modal too, as codes are written.
 */
export function OtpInput({ length = 6, label, digitLabel, onComplete, disabled = false, invalid = false, describedBy, autoFocus = true, testId = 'otp' }: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  const submitted = useRef<string | undefined>(undefined);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  useEffect(() => {
    if (autoFocus) fields.current[0]?.focus();
  }, [autoFocus]);

  useEffect(() => {
    const code = digits.join('');
    if (code.length !== length) {
      submitted.current = undefined;
      return;
    }
    if (submitted.current === code) return;
    submitted.current = code;
    completeRef.current(code);
  }, [digits, length]);

  const focusAt = (index: number) => {
    const field = fields.current[Math.max(0, Math.min(length - 1, index))];
    field?.focus();
    field?.select();
  };

  /** Puts digits into the fields from `start` on and moves to the field after the last one written. */
  const fill = (start: number, incoming: readonly string[]) => {
    const from = incoming.length >= length ? 0 : start;
    const next = [...digits];
    const written = incoming.slice(0, length - from);
    written.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    setDigits(next);
    focusAt(from + written.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
        setDigits(next);
      } else if (index > 0) {
        next[index - 1] = '';
        setDigits(next);
        focusAt(index - 1);
      }
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusAt(index + (event.key === 'ArrowLeft' ? -1 : 1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusAt(event.key === 'Home' ? 0 : length - 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOf(event.clipboardData.getData('text'));
    if (pasted.length > 0) fill(index, pasted);
  };

  return (
    <div className={styles.group} role="group" aria-label={label} dir="ltr" data-testid={testId}>
      {digits.map((digit, index) => (
        <input
          // The fields are a fixed row; their position is their identity.
          key={index}
          ref={(element) => {
            fields.current[index] = element;
          }}
          className={styles.digit}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // A whole code fits in the first field, for autofill; typed digits move on one by one.
          maxLength={index === 0 ? length : 1}
          value={digit}
          disabled={disabled}
          aria-label={digitLabel(index + 1, length)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const typed = digitsOf(event.target.value);
            if (typed.length === 0) {
              const next = [...digits];
              next[index] = '';
              setDigits(next);
              return;
            }
            // A field that held a digit gets the new one typed over it.
            const incoming = typed.length > 1 && digit && typed.length === 2 ? typed.filter((_, at) => at !== typed.indexOf(digit)) : typed;
            fill(index, incoming);
          }}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          data-testid={`${testId}-digit-${index + 1}`}
        />
      ))}
    </div>
  );
}
