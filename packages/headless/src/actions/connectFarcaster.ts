import type { FrameUser } from '../auth/protocol.js';
import type { AdapterConnection, ChainNamespace, ConnectConfig } from '../core/index.js';
import { connectAuthNamespaces } from './connectAuthNamespaces.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** Parameters of {@link connectFarcaster}. */
export interface ConnectFarcasterParameters {
  /** Stops waiting for the Farcaster app (the view closed): rejects with code 'ABORTED'. */
  readonly signal?: AbortSignal;
  /** Milliseconds between the short status asks (default 1000). */
  readonly pollIntervalMs?: number;
}

/** What {@link connectFarcaster} resolves with. */
export interface ConnectFarcasterReturnType {
  readonly user: FrameUser;
  /** The connection of each namespace the embedded wallet connected. */
  readonly connections: Readonly<Partial<Record<ChainNamespace, AdapterConnection>>>;
}

/**
 * Waits until the Farcaster app approved the request of {@link getFarcasterUri} and the secure site verified the
 * signed message (its domain, its nonce, and the signer owning the fid), asking once a second with short frame
 * requests; then connects every namespace the embedded wallet serves, like {@link verifyEmailOtp}. Rejects with the
 * secure site's message when the sign-in is refused or has expired.
 */
export async function connectFarcaster(config: ConnectConfig, parameters: ConnectFarcasterParameters = {}): Promise<ConnectFarcasterReturnType> {
  const user = await requireAuthConnector(config).connectFarcaster(parameters);
  return { user, connections: await connectAuthNamespaces(config) };
}
