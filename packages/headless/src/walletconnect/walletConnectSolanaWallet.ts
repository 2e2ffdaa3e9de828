import { base58, base64 } from '@scure/base';
import type { WalletAccount } from '@wallet-standard/base';
import * as z from 'zod/mini';
import { invalidRemoteAnswer } from './createWalletConnectStandardWallet.js';
import type { RemoteWallet, StandardWalletShape } from './createWalletConnectStandardWallet.js';
import { withSolanaSignature } from './withSolanaSignature.js';

const MAX_TRANSACTION_BASE64 = 4096;
const signatureSchema = z.object({ signature: z.string().check(z.maxLength(128)) });
const signedTransactionSchema = z.object({
  signature: z.optional(z.string().check(z.maxLength(128))),
  transaction: z.optional(z.string().check(z.maxLength(MAX_TRANSACTION_BASE64))),
});
const signedTransactionsSchema = z.object({ transactions: z.array(z.string().check(z.maxLength(MAX_TRANSACTION_BASE64))).check(z.maxLength(64)) });

interface TransactionInput {
  readonly account: WalletAccount;
  readonly transaction: Uint8Array;
  readonly chain?: string;
}

/** A 64-byte signature from its base58 text, as the wallet answered `method`. */
function signatureBytes(text: string, method: string): Uint8Array {
  try {
    const bytes = base58.decode(text);
    if (bytes.length === 64) return bytes;
  } catch {
    // Reported below as an invalid answer.
  }
  throw invalidRemoteAnswer(method);
}

function transactionBytes(text: string, method: string): Uint8Array {
  try {
    return base64.decode(text);
  } catch {
    throw invalidRemoteAnswer(method);
  }
}

async function signOne(remote: RemoteWallet, input: TransactionInput): Promise<{ signedTransaction: Uint8Array }> {
  const method = 'solana_signTransaction';
  const answer = signedTransactionSchema.safeParse(await remote.request(input.chain, method, { transaction: base64.encode(input.transaction) }));
  if (!answer.success) throw invalidRemoteAnswer(method);
  const { transaction, signature } = answer.data;
  if (transaction) return { signedTransaction: transactionBytes(transaction, method) };
  // The method's first form answers with the signature alone: it goes into the signer's slot here.
  const signed = signature ? withSolanaSignature(input.transaction, input.account.address, signatureBytes(signature, method)) : undefined;
  if (!signed) throw invalidRemoteAnswer(method);
  return { signedTransaction: signed };
}

async function signTransactions(remote: RemoteWallet, inputs: readonly TransactionInput[]): Promise<{ signedTransaction: Uint8Array }[]> {
  if (inputs.length <= 1 || !remote.approves('solana_signAllTransactions')) {
    const signed: { signedTransaction: Uint8Array }[] = [];
    for (const input of inputs) signed.push(await signOne(remote, input));
    return signed;
  }
  const method = 'solana_signAllTransactions';
  const params = { transactions: inputs.map((input) => base64.encode(input.transaction)) };
  const answer = signedTransactionsSchema.safeParse(await remote.request(inputs[0]?.chain, method, params));
  if (!answer.success || answer.data.transactions.length !== inputs.length) throw invalidRemoteAnswer(method);
  return answer.data.transactions.map((text) => ({ signedTransaction: transactionBytes(text, method) }));
}

/**
 * The Solana wallet over WalletConnect: accounts are the session's addresses (their key is the address), and
 * `solana:signMessage`, `solana:signTransaction` (several at once through `solana_signAllTransactions` when the
 * session has it) and `solana:signAndSendTransaction` are WalletConnect's `solana_*` requests.
 */
export const walletConnectSolanaWallet: StandardWalletShape = {
  toAccount(address, chains, features) {
    let publicKey: Uint8Array;
    try {
      publicKey = base58.decode(address);
    } catch {
      return undefined;
    }
    return publicKey.length === 32 ? { address, publicKey, chains, features } : undefined;
  },
  features: (remote) => ({
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]) {
        const signed: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
        for (const { account, message } of inputs) {
          const method = 'solana_signMessage';
          const answer = signatureSchema.safeParse(await remote.request(undefined, method, { message: base58.encode(message), pubkey: account.address }));
          if (!answer.success) throw invalidRemoteAnswer(method);
          signed.push({ signedMessage: message, signature: signatureBytes(answer.data.signature, method) });
        }
        return signed;
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs: readonly TransactionInput[]) => signTransactions(remote, inputs),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: readonly (TransactionInput & { readonly options?: Readonly<Record<string, unknown>> })[]) {
        const sent: { signature: Uint8Array }[] = [];
        for (const { transaction, chain, options } of inputs) {
          const method = 'solana_signAndSendTransaction';
          const params = { transaction: base64.encode(transaction), ...(options && Object.keys(options).length > 0 ? { sendOptions: options } : {}) };
          const answer = signatureSchema.safeParse(await remote.request(chain, method, params));
          if (!answer.success) throw invalidRemoteAnswer(method);
          sent.push({ signature: signatureBytes(answer.data.signature, method) });
        }
        return sent;
      },
    },
  }),
};
