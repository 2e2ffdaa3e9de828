import type { WalletAccount } from '@wallet-standard/base';

/** Address purposes a Bitcoin wallet is asked for on connect. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals';

/** `bitcoin:connect`. */
export interface BitcoinConnectFeature {
  readonly version: string;
  connect(input: { readonly purposes: readonly BitcoinAddressPurpose[] }): Promise<{ readonly accounts: readonly WalletAccount[] }>;
}

/** `bitcoin:signMessage`. */
export interface BitcoinSignMessageFeature {
  readonly version: string;
  signMessage(
    ...inputs: readonly {
      readonly account: WalletAccount;
      readonly message: Uint8Array;
      /** BIP-322 (`bip322`, what sign-in asks) or the legacy BIP-137 (`ecdsa`); the wallet's choice when absent. */
      readonly protocol?: 'ecdsa' | 'bip322';
    }[]
  ): Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>;
}

/** One account's share of a PSBT to sign. */
export interface BitcoinInputsToSign {
  readonly account: WalletAccount;
  readonly signingIndexes: readonly number[];
  readonly sigHash?: number;
}

/** `bitcoin:signTransaction`: signs the listed inputs of a PSBT. */
export interface BitcoinSignTransactionFeature {
  readonly version: string;
  signTransaction(
    ...inputs: readonly {
      readonly psbt: Uint8Array;
      readonly inputsToSign: readonly BitcoinInputsToSign[];
      readonly chain?: string;
    }[]
  ): Promise<readonly { readonly signedPsbt: Uint8Array }[]>;
}
