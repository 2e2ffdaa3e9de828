import { useEffect } from 'react';
import { formatAmount } from '@connect-modal/headless';
import type { SendReturnType } from '@connect-modal/headless';
import { useWaitForTransactionReceipt } from '@connect-modal/headless/react';
import type { UseWaitForTransactionReceiptReturnType } from '@connect-modal/headless/react';

/** The receipt's state as the page shows it (and as `data-status` says it, for tests). */
function receiptText(receipt: UseWaitForTransactionReceiptReturnType): { status: string; text: string } {
  if (receipt.data) return { status: receipt.data.status, text: `Confirmed in block ${receipt.data.blockNumber.toString()}` };
  if (receipt.error) {
    const reason = (receipt.error as { reason?: unknown }).reason;
    if (receipt.error.name === 'TransactionRevertedError') return { status: 'reverted', text: typeof reason === 'string' ? `Reverted: ${reason}` : 'Reverted' };
    return { status: 'unknown', text: `No receipt yet: ${receipt.error.message}` };
  }
  return { status: 'pending', text: 'Waiting for the receipt…' };
}

/**
 * A send the wallet made: what went to whom, the transaction hash, and its receipt, read from the network's RPC
 * (`useWaitForTransactionReceipt`). `onSettled` runs once the receipt is in, for the balances to be read again.
 */
export function SendReceipt({ sent, onSettled }: { sent: SendReturnType; onSettled(): void }) {
  const receipt = useWaitForTransactionReceipt({ hash: sent.hash as `0x${string}` });
  const { status, text } = receiptText(receipt);
  const settled = receipt.data !== undefined;
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return (
    <div className="send-result" data-testid="send-result" data-status={status}>
      <p>
        Sent {formatAmount(sent.value, sent.token.decimals)} {sent.token.symbol} to {sent.name ? `${sent.name} (${sent.to})` : sent.to}
      </p>
      <dl>
        <dt>Transaction</dt>
        <dd className="address" data-testid="send-hash">
          {sent.hash}
        </dd>
        <dt>Receipt</dt>
        <dd data-testid="send-receipt">{text}</dd>
      </dl>
    </div>
  );
}
