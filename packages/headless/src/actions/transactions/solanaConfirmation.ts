import type { CaipNetwork, ConnectConfig } from '../../core/index.js';
import type { SolanaAdapter } from '../../solana/createSolanaAdapter.js';

/** How often a sent Solana transaction's status is asked for (a slot is about 400 ms). */
export const SOLANA_CONFIRMATION_POLL_MS = 1_000;

/**
 * Waits until a Solana transaction is confirmed (or finalised) or failed, asking the network's RPC, through the
 * solana adapter's connection, for its signature status. Rejects once `timeoutMs` has passed without either.
 */
export async function waitForSolanaConfirmation(
  config: ConnectConfig,
  network: CaipNetwork,
  signature: string,
  timeoutMs: number,
): Promise<'confirmed' | 'failed'> {
  const connection = await (config._internal.getAdapter('solana') as SolanaAdapter).connection(network);
  const { clock } = config;
  const deadline = clock.now() + timeoutMs;
  for (;;) {
    try {
      const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
      const [status] = value;
      if (status?.err) return 'failed';
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return 'confirmed';
    } catch {
      // An RPC hiccup: asked again at the next look.
    }
    if (clock.now() >= deadline) throw new Error(`Transaction ${signature} was not confirmed within ${timeoutMs} ms`);
    await new Promise<void>((resolve) => clock.setTimeout(resolve, SOLANA_CONFIRMATION_POLL_MS));
  }
}
