import type { WalletAccount } from '@wallet-standard/base';
import type { SolanaCommitment } from '../core/index.js';

/** `solana:signMessage` of the Solana Wallet Standard. */
export interface SolanaSignMessageFeature {
  readonly version: string;
  signMessage(
    ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
  ): Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array; readonly signatureType?: string }[]>;
}

/** Options a wallet passes on when it sends a transaction. */
export interface SolanaSendOptions {
  readonly preflightCommitment?: SolanaCommitment;
  readonly skipPreflight?: boolean;
  readonly maxRetries?: number;
  readonly minContextSlot?: number;
}

/** `solana:signTransaction`: signs serialised transactions (several at once for "sign all"). */
export interface SolanaSignTransactionFeature {
  readonly version: string;
  readonly supportedTransactionVersions?: readonly ('legacy' | 0)[];
  signTransaction(
    ...inputs: readonly {
      readonly account: WalletAccount;
      readonly transaction: Uint8Array;
      readonly chain?: string;
      readonly options?: { readonly preflightCommitment?: SolanaCommitment; readonly minContextSlot?: number };
    }[]
  ): Promise<readonly { readonly signedTransaction: Uint8Array }[]>;
}

/** `solana:signAndSendTransaction`. */
export interface SolanaSignAndSendTransactionFeature {
  readonly version: string;
  readonly supportedTransactionVersions?: readonly ('legacy' | 0)[];
  signAndSendTransaction(
    ...inputs: readonly {
      readonly account: WalletAccount;
      readonly transaction: Uint8Array;
      readonly chain: string;
      readonly options?: SolanaSendOptions;
    }[]
  ): Promise<readonly { readonly signature: Uint8Array }[]>;
}

/** Input of `solana:signIn` (Sign In With Solana, CAIP-122); the wallet fills in what is left out. */
export interface SolanaSignInInput {
  readonly domain?: string;
  readonly address?: string;
  readonly statement?: string;
  readonly uri?: string;
  readonly version?: string;
  readonly chainId?: string;
  readonly nonce?: string;
  readonly issuedAt?: string;
  readonly expirationTime?: string;
  readonly notBefore?: string;
  readonly requestId?: string;
  readonly resources?: readonly string[];
}

/** `solana:signIn`: the wallet composes the sign-in message from the input, signs it, and connects the account. */
export interface SolanaSignInFeature {
  readonly version: string;
  signIn(...inputs: readonly SolanaSignInInput[]): Promise<
    readonly {
      readonly account: WalletAccount;
      readonly signedMessage: Uint8Array;
      readonly signature: Uint8Array;
      readonly signatureType?: string;
    }[]
  >;
}
