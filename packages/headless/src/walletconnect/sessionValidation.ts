import type { SessionNamespaces } from './buildSessionNamespaces.js';
import type * as ValidateSessionModule from './validateSession.js';
import type { WalletConnectSession } from './validateSession.js';
import { WalletConnectError } from './WalletConnectError.js';

let loaded: typeof ValidateSessionModule | undefined;

/**
 * Loads the session checks (address checks of every namespace, with their hashing) together with the sign client:
 * a session exists only once the client has loaded, so a page that never pairs or restores does not carry them.
 */
export async function loadSessionValidation(): Promise<void> {
  loaded ??= await import('./validateSession.js');
}

/** {@link ValidateSessionModule.validateSession}, once {@link loadSessionValidation} has run (with the client). */
export function validateLoadedSession(raw: unknown, requested: SessionNamespaces): WalletConnectSession {
  if (!loaded) throw new WalletConnectError('WC_NOT_STARTED', 'The WalletConnect client is not loaded');
  return loaded.validateSession(raw, requested);
}
