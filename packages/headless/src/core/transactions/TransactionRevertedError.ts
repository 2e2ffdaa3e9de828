import type { TransactionReceipt } from 'viem';
import { ConnectError } from '../errors/ConnectError.js';

/** A transaction was included but reverted: its receipt's status is `reverted`. */
export class TransactionRevertedError extends ConnectError {
  override name = 'TransactionRevertedError';
  /** The receipt of the reverted transaction. */
  readonly receipt: TransactionReceipt;
  /** Why it reverted, when replaying it told (`execution reverted: ...`, or the raw revert data). */
  readonly reason: string | undefined;

  constructor(receipt: TransactionReceipt, reason?: string) {
    super('TRANSACTION_REVERTED', `Transaction ${receipt.transactionHash} reverted${reason ? `: ${reason}` : ''}`);
    this.receipt = receipt;
    this.reason = reason;
  }
}
