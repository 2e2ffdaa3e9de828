import type { ConnectConfig } from '../core/index.js';
import { getAuthConnector } from './getAuthConnector.js';

/** A rectangle in viewport pixels. */
export interface AuthFrameRect {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Tells the embedded wallet where the modal's approval area is (ApproveTransaction with `kind: 'embeddedWallet'`),
 * or `undefined` when it is gone: while a request awaits the visitor, the secure frame shows its approval card
 * there. Ignored for a config without the auth connector.
 */
export function setAuthFrameRect(config: ConnectConfig, rect: AuthFrameRect | undefined): void {
  getAuthConnector(config)?.setFrameRect(rect);
}
