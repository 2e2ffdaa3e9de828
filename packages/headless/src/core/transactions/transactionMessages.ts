/**
 * Texts of the wallet-write actions: their toasts and their errors. The specification words none of them, so they
 * are kept here, once, for every renderer.
 */
export const TransactionMessages = {
  /** Loading toast while a sent transaction waits for its receipt. */
  PENDING: 'Transaction pending',
  /** Success toast once its receipt says it succeeded. */
  CONFIRMED: 'Transaction confirmed',
  /** Error toast when it reverted, or when sending failed for another reason than a decline. */
  FAILED: 'Transaction failed',
  /** Detail of the user-rejected error when the wallet's user declines a transaction. */
  DECLINED: 'Transaction declined',
  /** No EVM wallet is connected (or its connection is still being restored). */
  NO_EVM_WALLET: 'No EVM wallet is connected',
  /** No Solana wallet is connected (or its connection is still being restored). */
  NO_SOLANA_WALLET: 'No Solana wallet is connected',
  /** The wallet answered solana_signAndSendTransaction with something that is not a 64-byte signature. */
  INVALID_SOLANA_SIGNATURE: 'The wallet returned an invalid transaction signature',
  /** The wallet answered eth_sendTransaction with something that is not a transaction hash. */
  INVALID_HASH: 'The wallet returned an invalid transaction hash',
  /** The wallet answered a typed-data request with something that is not a signature. */
  INVALID_SIGNATURE: 'The wallet returned an invalid signature',
} as const;

/** "Chain {id} is not a network of the config": a write or a read needs the network's RPC URLs. */
export function chainNotConfigured(chainId: number | string): string {
  return `Chain ${chainId} is not a network of the config`;
}
