import { SendValidationError, TransactionMessages, isUserRejection } from '@connect-modal/headless';

/** The causes of an error, itself first (viem wraps a wallet's answer in its own errors). */
function* causes(error: unknown): Generator<Error> {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 8; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The text a failed send shows beside the form: a check's own message, "Transaction declined" when the visitor
 * declined in the wallet (viem's named error on EVM, a Solana wallet's code 4001), else viem's short message (what
 * the node or the wallet said), else the error's message.
 */
export function sendErrorMessage(error: Error): string {
  if (error instanceof SendValidationError) return error.message;
  for (const cause of causes(error)) {
    if (cause.name === 'UserRejectedRequestError' || isUserRejection(cause)) return TransactionMessages.DECLINED;
  }
  const short = (error as { shortMessage?: unknown }).shortMessage;
  return typeof short === 'string' && short ? short : error.message;
}
