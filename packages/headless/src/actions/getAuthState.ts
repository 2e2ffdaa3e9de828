import type { AuthState } from '../auth/AuthConnector.js';
import type { ConnectConfig } from '../core/index.js';
import { getAuthConnector } from './getAuthConnector.js';

/** The state of a config without the embedded wallet: nothing created, nobody logged in. */
export const IDLE_AUTH_STATE: AuthState = Object.freeze({ frame: 'idle', email: undefined, loginUsed: false, user: undefined, alert: undefined });

/**
 * The embedded wallet's state: the secure frame's status, the email being logged in (or logged in with), the
 * login-used flag, the frame's user and the alert it raised. An idle state when the config has no auth connector.
 */
export function getAuthState(config: ConnectConfig): AuthState {
  return getAuthConnector(config)?.getState() ?? IDLE_AUTH_STATE;
}
