import { ConnectError } from '@connect-modal/headless';
import type { ConnectConfig } from '@connect-modal/headless';
import type { SolanaAdapter } from '@connect-modal/headless/solana';

/** The Solana sends of the solana entry: `sendSolana` and `getSolanaMaxSendable`. */
export type SolanaSends = Awaited<ReturnType<SolanaAdapter['loadSends']>>;

/** Whether an adapter of the config is a solana adapter that can send (the solana entry's, or one like it). */
function canSend(adapter: ConnectConfig['options']['adapters'][number]): adapter is SolanaAdapter {
  return adapter.namespace === 'solana' && typeof (adapter as Partial<SolanaAdapter>).loadSends === 'function';
}

/**
 * Loads the Solana sends through the app's solana adapter. The modal never imports the solana entry itself: an
 * app without Solana ships none of its code, and one with Solana loads the sends on the first Solana send or Max.
 */
export function loadSolanaSends(config: ConnectConfig): Promise<SolanaSends> {
  const adapter = config.options.adapters.find(canSend);
  if (!adapter) return Promise.reject(new ConnectError('UNSUPPORTED_CHAIN', 'The Solana adapter of this app cannot send'));
  return adapter.loadSends();
}
