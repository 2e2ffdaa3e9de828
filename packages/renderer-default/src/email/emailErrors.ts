import type { ErrorKey } from '../messages/errorKey.js';
import { keyOfText } from '../messages/errorKey.js';
import type { MessageId } from '../messages/en.js';

/** The secure site's error codes of email login and code entry, with the modal's text for each. */
export const EMAIL_ERROR_IDS: Readonly<Record<string, MessageId>> = {
  INVALID_OTP: 'otp.invalid',
  OTP_EXPIRED: 'otp.expired',
  TOO_MANY_ATTEMPTS: 'otp.tooManyAttempts',
  RATE_LIMITED: 'email.rateLimited',
};

/** The secure frame's load and request timeouts, which reject with the product's callback names. */
const CALLBACK_IDS: Readonly<Record<string, MessageId>> = {
  iframe_load_failed: 'alert.iframeLoadFailed',
  iframe_request_timeout: 'alert.iframeRequestTimeout',
};

/** The English texts of those errors and of the 30 s cooldown, for errors that carry no code. */
const EMAIL_ERROR_TEXTS: readonly MessageId[] = ['email.cooldown', ...Object.values(EMAIL_ERROR_IDS)];

/** The message of an error, or the text itself. */
function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  return error instanceof Error ? error.message : '';
}

/**
 * The key of an email login error: by the secure site's code when the error (or its cause) has one, the frame's
 * load and request timeouts by their callback name, else by its English text (the cooldown's 'Please try again
 * after N seconds' with N read back). Undefined for any other error.
 */
export function emailErrorKey(error: unknown): ErrorKey | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(EMAIL_ERROR_IDS, code)) return { id: EMAIL_ERROR_IDS[code] as MessageId };
    const message = messageOf(current);
    if (Object.hasOwn(CALLBACK_IDS, message)) return { id: CALLBACK_IDS[message] as MessageId };
    const byText = keyOfText(EMAIL_ERROR_TEXTS, message);
    if (byText) return byText;
    current = (current as { cause?: unknown }).cause;
  }
  return typeof error === 'string' ? keyOfText(EMAIL_ERROR_TEXTS, error) : undefined;
}

/** The seconds left of the 30 s cooldown an error reports ('Please try again after N seconds'), if it is that error. */
export function cooldownSecondsOf(error: unknown): number | undefined {
  const key = emailErrorKey(error);
  if (key?.id !== 'email.cooldown') return undefined;
  const seconds = Number(key.values?.seconds);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}
