import type { ConnectConfig } from '../core/index.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** What {@link getFarcasterUri} resolves with. */
export interface GetFarcasterUriReturnType {
  /** The Sign In With Farcaster URL: show it as a QR code, or open it on a device with a Farcaster app. */
  readonly url: string;
}

/**
 * Opens a Sign In With Farcaster request through the secure site (a channel at the Farcaster relay with a fresh
 * nonce); its URL is also the auth state's `farcasterUrl` until the request is used. Follow with
 * {@link connectFarcaster}.
 */
export async function getFarcasterUri(config: ConnectConfig): Promise<GetFarcasterUriReturnType> {
  return requireAuthConnector(config).getFarcasterUri();
}
