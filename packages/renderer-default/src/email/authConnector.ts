import type { ConnectConfig } from '@connect-modal/headless';

/** Id of the embedded wallet's (auth) connector. */
export const AUTH_CONNECTOR_ID = 'auth';

/** The alerts the auth connector can raise. */
export type AuthAlertCode = 'INVALID_APP_CONFIGURATION' | 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT' | 'JWT_TOKEN_NOT_VALID';

/** What the views read of the auth connector's state. */
export interface EmailAuthState {
  readonly frame: string;
  readonly email: string | undefined;
  readonly user: { readonly email?: string | null } | undefined;
  readonly alert: AuthAlertCode | undefined;
}

/** A rectangle in viewport pixels. */
export interface FrameRect {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The part of the auth connector (the headless `AuthConnector`) the email views use: its state and its email
 * login, email update and approval-area operations.
 */
export interface EmailAuthConnector {
  readonly id: string;
  getState(): EmailAuthState;
  subscribe(listener: () => void): () => void;
  prepare(): Promise<void>;
  connectEmail(args: { readonly email: string }): Promise<{ readonly action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>;
  connectDevice(): Promise<{ readonly approved: boolean }>;
  connectOtp(args: { readonly otp: string }): Promise<unknown>;
  updateEmail(args: { readonly email: string }): Promise<{ readonly action: string }>;
  updateEmailPrimaryOtp(args: { readonly otp: string }): Promise<{ readonly action: string }>;
  updateEmailSecondaryOtp(args: { readonly otp: string }): Promise<{ readonly email: string }>;
  setFrameRect(rect: FrameRect | undefined): void;
}

const METHODS = [
  'getState',
  'subscribe',
  'prepare',
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'setFrameRect',
] as const;

/** Whether a connector source is the auth connector: its id, and every operation the views call. */
export function isEmailAuthConnector(source: unknown): source is EmailAuthConnector {
  if (typeof source !== 'object' || source === null) return false;
  const candidate = source as Record<string, unknown>;
  return candidate.id === AUTH_CONNECTOR_ID && METHODS.every((method) => typeof candidate[method] === 'function');
}

/** The config's auth connector, when one is among its connectors. */
export function findAuthConnector(config: ConnectConfig): EmailAuthConnector | undefined {
  for (const source of config.options.connectors) if (isEmailAuthConnector(source)) return source;
  return undefined;
}

/** Whether the config offers email login: the feature is on and an auth connector is there to serve it. */
export function isEmailLoginOn(config: ConnectConfig): boolean {
  return config.options.features.email && findAuthConnector(config) !== undefined;
}
