import { getAuthConnector } from '@connect-modal/headless';
import type { AuthFrameRect, AuthState, ConnectConfig } from '@connect-modal/headless';

/** Id of the embedded wallet's (auth) connector. */
export const AUTH_CONNECTOR_ID = 'auth';

/** The alerts the auth connector can raise. */
export type AuthAlertCode = NonNullable<AuthState['alert']>;

/** A rectangle in viewport pixels. */
export type FrameRect = AuthFrameRect;

/** Whether the config offers email login: the feature is on and an auth connector is there to serve it. */
export function isEmailLoginOn(config: ConnectConfig): boolean {
  return config.options.features.email && getAuthConnector(config) !== undefined;
}
