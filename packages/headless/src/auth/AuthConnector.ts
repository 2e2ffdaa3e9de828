import type { ConnectorSource, SocialProvider } from '../core/index.js';
import type { ConnectFarcasterOptions } from './createFarcasterLogin.js';
import type { FrameUser } from './protocol.js';

/** Id of the embedded-wallet (auth) connector in every namespace it serves (eip155 and solana). */
export const AUTH_CONNECTOR_ID = 'auth';

/** States of the secure iframe (SPEC section 4), plus idle before it is created and failed after a load failure. */
export type SecureFrameStatus = 'idle' | 'created' | 'ready' | 'initialised' | 'failed';

/** What the email login is waiting for. */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

/** The auth connector's state, for views and hooks. */
export interface AuthState {
  readonly frame: SecureFrameStatus;
  /** The email being logged in or logged in with (kept in storage per SPEC section 4). */
  readonly email: string | undefined;
  /** Set once an email login succeeded on this browser. */
  readonly loginUsed: boolean;
  /** The signed-in user, once there is one. */
  readonly user: FrameUser | undefined;
  /** The Sign In With Farcaster URL being shown as a QR code (SPEC account state's farcasterUrl), until used. */
  readonly farcasterUrl?: string | undefined;
  /** An alert of the SPEC catalogue raised by the frame (origin not allowed, session expired, load failure, timeout). */
  readonly alert:
    | 'INVALID_APP_CONFIGURATION'
    | 'IFRAME_LOAD_FAILED'
    | 'IFRAME_REQUEST_TIMEOUT'
    | 'JWT_TOKEN_NOT_VALID'
    | undefined;
}

/** Options of `createAuthConnector`. */
export interface AuthConnectorOptions {
  /** Base URL of the secure site (default: the config's `urls.secureSite`). */
  readonly secureSiteUrl?: string;
  /** Passed to the iframe as `enableLogger`. */
  readonly enableLogger?: boolean;
  /** The page's window the iframe goes into (default the global window; tests pass a stand-in). */
  readonly window?: Window;
}

/**
 * The embedded wallet as a connector source: a connector for eip155 (EIP-1193 provider) and one for solana
 * (Wallet Standard wallet), both backed by the secure iframe. Email login goes through its methods; once the
 * code is verified, `connect(config, { connectorId: 'auth' })` connects it like any wallet.
 */
export interface AuthConnector extends ConnectorSource {
  readonly id: typeof AUTH_CONNECTOR_ID;
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Creates the iframe if needed and waits until it is ready (rejects with the SPEC's load errors). */
  prepare(): Promise<void>;
  /** Starts an email login; refuses within 30 s of the last attempt ('Please try again after N seconds'). */
  connectEmail(args: { readonly email: string }): Promise<{ readonly action: EmailConnectAction }>;
  /** Asks whether the device was approved from the email; the caller asks again until it is. */
  connectDevice(): Promise<{ readonly approved: boolean }>;
  /** Verifies the one-time code; resolves with the user once logged in. */
  connectOtp(args: { readonly otp: string }): Promise<FrameUser>;
  /** Starts a social login: the provider's authorization URL; `returnTo` (redirect mode) is where it comes back. */
  getSocialRedirectUri(args: { readonly provider: SocialProvider; readonly returnTo?: string }): Promise<{ readonly uri: string }>;
  /** Asks the frame once whether the social login finished: undefined while pending, the user once logged in. */
  connectSocial(): Promise<FrameUser | undefined>;
  /** Redirect mode: marks the page, then sends it to the provider; the login finishes when the page comes back. */
  redirectToSocial(args: { readonly provider: SocialProvider }): Promise<{ readonly uri: string }>;
  /** Opens a Sign In With Farcaster request; its URL (also `farcasterUrl` in the state) is the QR code to show. */
  getFarcasterUri(): Promise<{ readonly url: string }>;
  /** Waits, asking every second, until the Farcaster app approved the request; resolves with the user. */
  connectFarcaster(options?: ConnectFarcasterOptions): Promise<FrameUser>;
  /** The EVM chain ids where the user gets a smart account (kept in the network state; empty when the fetch fails). */
  getSmartAccountEnabledNetworks(): Promise<readonly number[]>;
  /** The user's smart account on the current EVM network: its (counterfactual until deployed) address. */
  initSmartAccount(): Promise<{ readonly address: string; readonly isDeployed: boolean }>;
  /**
   * Makes the EVM account of `type` the one in use: set on the frame, then the auth connector reconnected; when
   * setting fails it falls back to the EOA (SPEC). Resolves with the type in use and its address.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<{ readonly type: 'eoa' | 'smartAccount'; readonly address: string }>;
  updateEmail(args: { readonly email: string }): Promise<{ readonly action: 'VERIFY_PRIMARY_OTP' }>;
  updateEmailPrimaryOtp(args: { readonly otp: string }): Promise<{ readonly action: 'VERIFY_SECONDARY_OTP' }>;
  updateEmailSecondaryOtp(args: { readonly otp: string }): Promise<{ readonly email: string }>;
  /**
   * Where the iframe shows its approval card while a request needs the visitor's approval (a rectangle in
   * viewport pixels, the renderer's ApproveTransaction area), or undefined to hide it.
   */
  setFrameRect(rect: { readonly top: number; readonly left: number; readonly width: number; readonly height: number } | undefined): void;
  /** Signs out of the secure site (waits at most 3 s) and clears the login cache. */
  signOut(): Promise<void>;
}
