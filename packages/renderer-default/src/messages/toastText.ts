import type { ToastCode, ToastState } from '@connect-modal/headless';
import type { MessageId } from './en.js';
import type { Translate } from './MessagesContext.js';

/** The product's toasts, by code. */
export const TOAST_IDS: Readonly<Record<ToastCode, MessageId>> = {
  TRANSACTION_PENDING: 'transaction.pending',
  TRANSACTION_CONFIRMED: 'transaction.confirmed',
  TRANSACTION_FAILED: 'transaction.failed',
  SIGN_IN_INIT_FAILED: 'error.signInInitFailed',
  INVALID_APP_CONFIGURATION: 'error.invalidAppConfiguration',
  FAILED_TO_FETCH_TRANSACTIONS: 'activity.failed',
  TOKEN_BALANCE_UNAVAILABLE: 'tokens.unavailable',
};

/** The product's toasts shown without a code, by their English text: the embedded wallet's refusal of a method. */
export const TOAST_TEXT_IDS: Readonly<Record<string, MessageId>> = {
  'Action not allowed': 'error.actionNotAllowed',
};

/**
 * A toast's text in the modal's language: the product's by code, or by its English text for the few shown without
 * one; any other (the app's own) as it was shown.
 */
export function toastText(toast: Pick<ToastState, 'message' | 'code'>, t: Translate): string {
  const id = toast.code === undefined ? (Object.hasOwn(TOAST_TEXT_IDS, toast.message) ? TOAST_TEXT_IDS[toast.message] : undefined) : TOAST_IDS[toast.code];
  return id ? t(id) : toast.message;
}
