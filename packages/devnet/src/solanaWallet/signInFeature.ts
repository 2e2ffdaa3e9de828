// Runs inside the browser page (bundled into the multichain dev-wallet script): no Node APIs.
import { ed25519 } from '@noble/curves/ed25519';
import type { WalletAccount } from '@wallet-standard/base';
import type { DevSolanaKey } from './devSolanaKeys.js';
import { checkSignInInput, createSignInMessageText } from './signInMessage.js';
import type { SolanaSignInInput } from './signInMessage.js';

/** One answer of `solana:signIn`. */
export interface SolanaSignInOutput {
  readonly account: WalletAccount;
  /** UTF-8 bytes of the Sign In With Solana message the wallet composed and signed. */
  readonly signedMessage: Uint8Array;
  readonly signature: Uint8Array;
  readonly signatureType: 'ed25519';
}

/** What the sign-in feature needs of its wallet. */
export interface SignInWallet {
  readonly keys: readonly DevSolanaKey[];
  /** Index of the current account. */
  current(): number;
  /** The requesting page's host, the domain of an input that names none. */
  pageHost(): string | undefined;
  accountOf(key: DevSolanaKey): WalletAccount;
  /** Shows the prompt (recording the call); throws when the user declines. */
  prompt(feature: string, detail: unknown): Promise<void>;
  /** Connects the site with the account at `index`, telling listeners when that changes anything. */
  connectWith(index: number): void;
}

/**
 * The Wallet Standard `solana:signIn` feature: for each input, the wallet composes the Sign In With Solana message
 * (filling in the page's host and the account when the input leaves them out), signs it with the account's key, and
 * connects the site with that account, as wallets do for a sign-in. Inputs are checked before the prompt.
 */
export function createSignInFeature(wallet: SignInWallet) {
  return {
    version: '1.0.0',
    async signIn(...inputs: SolanaSignInInput[]): Promise<SolanaSignInOutput[]> {
      if (inputs.length === 0) throw new TypeError('signIn needs at least one input');
      const requests = inputs.map((input) => {
        checkSignInInput(input);
        const index = input.address === undefined ? undefined : wallet.keys.findIndex((key) => key.address === input.address);
        if (index === -1) throw new Error(`The wallet holds no account ${input.address ?? ''}`);
        const domain = input.domain ?? wallet.pageHost();
        if (!domain) throw new TypeError('The sign-in input has no domain and the page has no host to use instead');
        return { input, index, domain };
      });
      await wallet.prompt('solana:signIn', inputs.map((input) => ({ ...input })));
      return requests.map(({ input, index, domain }) => {
        const chosen = index ?? wallet.current();
        const key = wallet.keys[chosen];
        if (!key) throw new Error(`No account ${chosen}`);
        wallet.connectWith(chosen);
        const signedMessage = new TextEncoder().encode(createSignInMessageText({ ...input, domain, address: key.address }));
        return { account: wallet.accountOf(key), signedMessage, signature: ed25519.sign(signedMessage, key.seed), signatureType: 'ed25519' };
      });
    },
  };
}
