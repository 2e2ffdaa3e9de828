import { base64, hex } from '@scure/base';
import type { WalletAccount } from '@wallet-standard/base';
import * as z from 'zod/mini';
import { ConnectError, isAddressForNamespace } from '../core/index.js';
import { invalidRemoteAnswer } from './createWalletConnectStandardWallet.js';
import type { StandardWalletShape } from './createWalletConnectStandardWallet.js';

const MAX_PSBT_BASE64 = 400_000;
const signatureSchema = z.object({ signature: z.string().check(z.minLength(1), z.maxLength(8192)) });
const psbtSchema = z.object({ psbt: z.string().check(z.minLength(8), z.maxLength(MAX_PSBT_BASE64)) });

interface PsbtInput {
  readonly psbt: Uint8Array;
  readonly inputsToSign: readonly { readonly account: WalletAccount; readonly signingIndexes: readonly number[]; readonly sigHash?: number }[];
  readonly chain?: string;
}

/** The bytes of a message signature, which wallets write in base64 (BIP-137, BIP-322) or in hex. */
function signatureBytes(text: string): Uint8Array {
  try {
    // Base64 of a signature made of hex digits only is, for any real signature length, not going to happen.
    return /^(?:[0-9a-f]{2})+$/i.test(text) ? hex.decode(text.toLowerCase()) : base64.decode(text);
  } catch {
    throw invalidRemoteAnswer('signMessage');
  }
}

function utf8(message: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(message);
  } catch {
    // WalletConnect's signMessage carries text: bytes that are not UTF-8 cannot be sent.
    throw new ConnectError('INVALID_PARAMS', 'WalletConnect wallets sign text messages only');
  }
}

/**
 * The Bitcoin wallet over WalletConnect: accounts are the session's addresses (WalletConnect gives no keys, so
 * their key is empty), `bitcoin:connect` pairs, and `bitcoin:signMessage` and `bitcoin:signTransaction` are
 * WalletConnect's `signMessage` and `signPsbt` (never broadcast) requests.
 */
export const walletConnectBitcoinWallet: StandardWalletShape = {
  toAccount(address, chains, features) {
    return isAddressForNamespace('bip122', address) ? { address, publicKey: new Uint8Array(0), chains, features } : undefined;
  },
  features: (remote) => ({
    'bitcoin:connect': {
      version: '1.0.0',
      // WalletConnect sessions carry the addresses the wallet approved, whatever purposes are asked for.
      connect: async () => ({ accounts: await remote.connect() }),
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]) {
        const signed: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
        for (const { account, message } of inputs) {
          const { address } = account;
          const answer = signatureSchema.safeParse(await remote.request(undefined, 'signMessage', { account: address, address, message: utf8(message) }));
          if (!answer.success) throw invalidRemoteAnswer('signMessage');
          signed.push({ signedMessage: message, signature: signatureBytes(answer.data.signature) });
        }
        return signed;
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs: readonly PsbtInput[]) {
        const signed: { signedPsbt: Uint8Array }[] = [];
        for (const { psbt, inputsToSign, chain } of inputs) {
          const signInputs = inputsToSign.flatMap(({ account, signingIndexes, sigHash }) =>
            signingIndexes.map((index) => ({ address: account.address, index, ...(sigHash === undefined ? {} : { sighashTypes: [sigHash] }) })),
          );
          const params = { account: inputsToSign[0]?.account.address, psbt: base64.encode(psbt), signInputs, broadcast: false };
          const answer = psbtSchema.safeParse(await remote.request(chain, 'signPsbt', params));
          if (!answer.success) throw invalidRemoteAnswer('signPsbt');
          try {
            signed.push({ signedPsbt: base64.decode(answer.data.psbt) });
          } catch {
            throw invalidRemoteAnswer('signPsbt');
          }
        }
        return signed;
      },
    },
  }),
};
