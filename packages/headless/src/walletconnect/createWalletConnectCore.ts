import type { WalletConnectConnectorOptions } from './createWalletConnectConnector.js';
import { createPairingFlow } from './createPairingFlow.js';
import type { PairingFlow } from './createPairingFlow.js';
import { createSessionState } from './createSessionState.js';
import type { SessionState } from './createSessionState.js';
import { createSignClientLifecycle } from './createSignClientLifecycle.js';
import type { SignClientLifecycle } from './createSignClientLifecycle.js';
import type { WalletConnectContext } from './walletConnectContext.js';

/** The working parts of a WalletConnect connector: its sign client, its session and its pairing flow. */
export interface WalletConnectCore {
  readonly client: SignClientLifecycle;
  readonly state: SessionState;
  readonly pairing: PairingFlow;
}

/**
 * Makes the working parts of a connector. The connector loads this module on its first use (a connect, a restore,
 * a request), so a page whose visitor never uses WalletConnect does not fetch it.
 */
export function createWalletConnectCore(context: WalletConnectContext, options: WalletConnectConnectorOptions): WalletConnectCore {
  // The client and the session need each other: the client adopts restored sessions, the session sends through
  // the client. Neither calls the other while they are being made.
  const client = createSignClientLifecycle(context, options, {
    session: () => state.get(),
    adopt: (next) => state.adopt(next),
    attach: (created) => state.attach(created),
  });
  const state = createSessionState(context, client);
  const pairing = createPairingFlow(context, client, state);
  return { client, state, pairing };
}
