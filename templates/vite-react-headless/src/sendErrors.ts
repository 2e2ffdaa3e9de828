import { SendValidationError, TransactionMessages, isUserRejection } from '@connect-modal/headless';

/** A field of the send form a message can belong to. */
export type SendField = 'token' | 'amount' | 'to' | 'network';

/** Where a failed send's message goes: beside a field, or under the form. */
export interface SendFailure {
  readonly field?: SendField | undefined;
  readonly message: string;
  /** The visitor declined in the wallet: the form keeps what was typed, to send again. */
  readonly declined: boolean;
}

/**
 * Reads a failed send: a check that failed belongs beside its field, with the check's own message; a decline in
 * the wallet is "Transaction declined"; any other failure is what the node or wallet said, in viem's short words
 * when it has them.
 */
export function sendFailureOf(error: Error): SendFailure {
  if (error instanceof SendValidationError) return { field: error.field, message: error.message, declined: false };
  if (isUserRejection(error)) return { message: TransactionMessages.DECLINED, declined: true };
  const short = (error as { shortMessage?: unknown }).shortMessage;
  return { message: typeof short === 'string' && short ? short : error.message, declined: false };
}
