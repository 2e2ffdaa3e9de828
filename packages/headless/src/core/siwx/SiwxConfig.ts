/**
 * The sign-in contract (SIWX): what an app gives as `siwx` in its config. `@connect-modal/siwx` has a ready
 * implementation (`createSiwxClient`) that talks to a backend built on its server kit; an app may write its own.
 */

/** An account on a chain: the subject of a sign-in. */
export interface SiwxAccountRef {
  readonly address: string;
  /** CAIP-2 chain id (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, `bip122:000000000019d6689c085ae165831e93`). */
  readonly chainId: string;
}

/** A sign-in session: the signed message and what the backend said of it. */
export interface SiwxSessionInfo extends SiwxAccountRef {
  readonly message: string;
  readonly signature: string;
  /** The backend's id of the session. */
  readonly id?: string;
  /** ISO time the session ends. */
  readonly expiresAt?: string;
}

/** The input of Sign In With Solana (`solana:signIn`): the fields a wallet composes its own message from. */
export interface SolanaSignInInput {
  readonly domain: string;
  readonly address: string;
  readonly statement?: string;
  readonly uri: string;
  readonly version: string;
  /** The CAIP-2 reference of the chain (the part after `solana:`). */
  readonly chainId: string;
  readonly nonce: string;
  readonly issuedAt: string;
  readonly expirationTime?: string;
  readonly notBefore?: string;
  readonly requestId?: string;
  readonly resources?: readonly string[];
}

/** The message to sign, and for a Solana wallet with `solana:signIn` the fields it composes the same message from. */
export interface SiwxMessage {
  readonly message: string;
  readonly solanaSignIn?: SolanaSignInInput;
}

/** A signed sign-in message, for the backend to verify. */
export interface SiwxSignature extends SiwxAccountRef {
  /** The exact text the wallet signed. */
  readonly message: string;
  readonly signature: string;
}

/** The `siwx` option: how the modal gets a nonce and a message, and has a signature verified and a session kept. */
export interface SiwxConfig {
  /** Sign-in is required: cancelling disconnects the wallet, and the sign view cannot be closed without a session. */
  readonly required?: boolean;
  /** A fresh nonce from the backend (never made in the browser). */
  getNonce(account: SiwxAccountRef): Promise<string>;
  /** The message for the account to sign, with the nonce. */
  createMessage(request: SiwxAccountRef & { readonly nonce: string }): Promise<SiwxMessage> | SiwxMessage;
  /** Has the backend verify the signature; resolves with the session, rejects with the reason it refused. */
  verify(signed: SiwxSignature): Promise<SiwxSessionInfo>;
  /** The account's live session, checked with the backend; `stored` is the one this browser kept, if any. */
  getSession(request: SiwxAccountRef & { readonly stored?: SiwxSessionInfo }): Promise<SiwxSessionInfo | undefined>;
  /** Ends a session at the backend. */
  revoke(session: SiwxSessionInfo): Promise<void>;
}

/** Where a sign-in stands for the connected account. */
export type SiwxStatus =
  /** No sign-in configured, or no account connected. */
  | 'idle'
  /** Asking the backend whether the account has a session. */
  | 'checking'
  /** The account has no session: the sign view asks for one. */
  | 'needed'
  /** Waiting for the wallet's signature or the backend's verification. */
  | 'signing'
  | 'signedIn'
  /** The last attempt failed (declined, refused by the backend); `error` says why. */
  | 'failed';
