import { base58, base64 } from '@scure/base';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import * as z from 'zod/mini';
import { ConnectError, solanaCommitmentSchema } from '../core/index.js';
import { featureOf, invalidWalletResponse, parseWalletParams, sameBytes } from '../walletStandard/index.js';
import type {
  SolanaSendOptions,
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from './solanaWalletFeatures.js';

/**
 * The wallet methods the solana adapter's `request` (and so `config.requestWallet('solana', ...)`) accepts,
 * named and shaped as WalletConnect's Solana methods: bytes travel as base58 (messages, signatures) and base64
 * (transactions). Each becomes a call of the wallet's Wallet Standard feature, whatever the wallet.
 */
export const SOLANA_WALLET_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const;

/** The longest message the adapter asks a wallet to sign. */
export const MAX_SOLANA_MESSAGE_BYTES = 64 * 1024;
/** A Solana transaction is at most 1232 bytes; base64 of that, with room for a wallet's encoding. */
const MAX_TRANSACTION_BASE64 = 4096;

const base64Transaction = z.string().check(z.minLength(4), z.maxLength(MAX_TRANSACTION_BASE64));
const sendOptionsSchema = z.object({
  preflightCommitment: z.optional(solanaCommitmentSchema),
  skipPreflight: z.optional(z.boolean()),
  maxRetries: z.optional(z.int().check(z.gte(0), z.lte(100))),
  minContextSlot: z.optional(z.int().check(z.gte(0))),
});
const paramsSchemas = {
  solana_signMessage: z.object({ message: z.string().check(z.maxLength(MAX_SOLANA_MESSAGE_BYTES * 2)), pubkey: z.string() }),
  solana_signTransaction: z.object({ transaction: base64Transaction }),
  solana_signAllTransactions: z.object({ transactions: z.array(base64Transaction).check(z.minLength(1), z.maxLength(64)) }),
  solana_signAndSendTransaction: z.object({ transaction: base64Transaction, sendOptions: z.optional(sendOptionsSchema) }),
} as const;

/** The connected wallet a request goes to: its account, and the chain the app is on. */
export interface SolanaWalletTarget {
  readonly wallet: Wallet;
  /** The connector's name, for error messages. */
  readonly name: string;
  readonly account: WalletAccount;
  /** Wallet Standard chain of the app's network. */
  readonly chain: string;
}

function decodeTransaction(text: string): Uint8Array {
  try {
    return base64.decode(text);
  } catch {
    throw new ConnectError('INVALID_TRANSACTION', 'The transaction is not valid base64');
  }
}

function decodeMessage(text: string): Uint8Array {
  try {
    return base58.decode(text);
  } catch {
    throw new ConnectError('INVALID_PARAMS', 'The message must be base58');
  }
}

/** Has the wallet sign `message`; the signature must be 64 bytes over exactly those bytes. */
export async function signSolanaMessageBytes(target: SolanaWalletTarget, message: Uint8Array): Promise<Uint8Array> {
  const feature = featureOf<SolanaSignMessageFeature>(target.wallet, 'solana:signMessage', 'signMessage');
  if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${target.name} cannot sign messages`);
  const [answer] = await feature.signMessage({ account: target.account, message });
  const { signature, signedMessage } = (answer ?? {}) as { signature?: unknown; signedMessage?: unknown };
  if (!(signature instanceof Uint8Array) || signature.length !== 64) throw invalidWalletResponse('The wallet returned an invalid signature');
  // A wallet may sign a framed message; the signature must then be over the bytes it says it signed.
  if (!(signedMessage instanceof Uint8Array) || !sameBytes(signedMessage, message)) {
    throw invalidWalletResponse('The wallet signed a different message from the one it was asked to sign');
  }
  return signature;
}

async function signTransactions(target: SolanaWalletTarget, texts: readonly string[]): Promise<string[]> {
  const feature = featureOf<SolanaSignTransactionFeature>(target.wallet, 'solana:signTransaction', 'signTransaction');
  if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${target.name} cannot sign transactions`);
  const unsigned = texts.map(decodeTransaction);
  const { account, chain } = target;
  // Parsing transactions needs @solana/web3.js: it loads with the first transaction signed, not with the page.
  const { checkSignedTransaction } = await import('./checkSignedTransaction.js');
  const answers: unknown = await feature.signTransaction(...unsigned.map((transaction) => ({ account, transaction, chain })));
  if (!Array.isArray(answers) || answers.length !== unsigned.length) throw invalidWalletResponse('The wallet returned the wrong number of transactions');
  return unsigned.map((transaction, index) => {
    const bytes = (answers[index] as { signedTransaction?: unknown } | undefined)?.signedTransaction;
    if (!(bytes instanceof Uint8Array)) throw invalidWalletResponse('The wallet returned no signed transaction');
    return base64.encode(checkSignedTransaction(bytes, transaction, account.address));
  });
}

/** Runs one of {@link SOLANA_WALLET_METHODS} through the wallet's features; wallet writes are sent once. */
export async function requestSolanaWallet(target: SolanaWalletTarget, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parseWalletParams(paramsSchemas, method, params);
      if (pubkey !== target.account.address) throw new ConnectError('UNAUTHORIZED_ACCOUNT', 'The message must be signed by the connected account');
      return { signature: base58.encode(await signSolanaMessageBytes(target, decodeMessage(message))) };
    }
    case 'solana_signTransaction': {
      const { transaction } = parseWalletParams(paramsSchemas, method, params);
      const [signed = ''] = await signTransactions(target, [transaction]);
      const { signatureOfSerialized } = await import('./checkSignedTransaction.js');
      const signature = signatureOfSerialized(base64.decode(signed), target.account.address);
      return { signature: base58.encode(signature ?? new Uint8Array()), transaction: signed };
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parseWalletParams(paramsSchemas, method, params);
      return { transactions: await signTransactions(target, transactions) };
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parseWalletParams(paramsSchemas, method, params);
      const feature = featureOf<SolanaSignAndSendTransactionFeature>(target.wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction');
      if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${target.name} cannot send transactions`);
      const options: SolanaSendOptions = sendOptions ?? {};
      const [answer] = await feature.signAndSendTransaction({ account: target.account, transaction: decodeTransaction(transaction), chain: target.chain, options });
      const signature = (answer as { signature?: unknown } | undefined)?.signature;
      if (!(signature instanceof Uint8Array) || signature.length !== 64) throw invalidWalletResponse('The wallet returned an invalid transaction signature');
      return { signature: base58.encode(signature) };
    }
    default:
      throw new ConnectError('METHOD_NOT_SUPPORTED', `Unsupported Solana wallet method: ${method}`);
  }
}
