import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64 } from '@scure/base';
import { Connection, VersionedTransaction } from '@solana/web3.js';
import type { Keypair, SendOptions } from '@solana/web3.js';
import * as z from 'zod/mini';
import { RpcError, chainNotConfigured, invalidParams, notAllowed, notAuthorized } from './rpcError.js';

/** What a Solana request runs with. */
export interface SolanaRequestContext {
  readonly solanaAddress: string;
  readonly rpcUrls: Readonly<Record<string, string>>;
  /** The CAIP-2 reference of the network. */
  readonly reference: string;
  /** Decrypts the user's Solana key pair (only for methods that sign). */
  keypair(): Promise<Keypair>;
}

const MAX_TRANSACTIONS = 20;
const base58Text = z.string().check(z.minLength(1), z.maxLength(20_000), z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'Expected base58 text'));
const base64Text = z.string().check(z.minLength(1), z.maxLength(20_000), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64 text'));
const sendOptions = z.optional(
  z.object({
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])),
    maxRetries: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
    minContextSlot: z.optional(z.int().check(z.minimum(0))),
  }),
);

function parse<T extends z.ZodMiniType>(schema: T, value: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidParams(`${what}: ${result.error.issues[0]?.message ?? 'Invalid input'}`);
  return result.data;
}

function decodeTransaction(text: string): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(base64.decode(text));
  } catch {
    throw invalidParams('transaction is not a serialized Solana transaction');
  }
}

/** Signs a legacy or versioned transaction in which the user's key is a required signer (else 4100). */
function signTransaction(transaction: VersionedTransaction, keypair: Keypair): VersionedTransaction {
  const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures);
  if (!signers.some((key) => key.equals(keypair.publicKey))) throw notAuthorized();
  transaction.sign([keypair]);
  return transaction;
}

function rpcUrl(ctx: SolanaRequestContext): string {
  const url = Object.hasOwn(ctx.rpcUrls, ctx.reference) ? ctx.rpcUrls[ctx.reference] : undefined;
  if (!url) throw chainNotConfigured(`solana:${ctx.reference}`);
  return url;
}

/** Runs one solana request for the signed-in user. */
export async function handleSolanaRequest(ctx: SolanaRequestContext, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parse(z.object({ message: base58Text, pubkey: z.optional(z.string()) }), params, 'params');
      if (pubkey !== undefined && pubkey !== ctx.solanaAddress) throw notAuthorized();
      const keypair = await ctx.keypair();
      const signature = ed25519.sign(base58.decode(message), keypair.secretKey.slice(0, 32));
      return { signature: base58.encode(signature) };
    }
    case 'solana_signTransaction': {
      const { transaction } = parse(z.object({ transaction: base64Text }), params, 'params');
      const signed = signTransaction(decodeTransaction(transaction), await ctx.keypair());
      return { transaction: base64.encode(signed.serialize()) };
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parse(z.object({ transactions: z.array(base64Text).check(z.minLength(1), z.maxLength(MAX_TRANSACTIONS)) }), params, 'params');
      const decoded = transactions.map(decodeTransaction);
      const keypair = await ctx.keypair();
      return { transactions: decoded.map((transaction) => base64.encode(signTransaction(transaction, keypair).serialize())) };
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, options } = parse(z.object({ transaction: base64Text, options: sendOptions }), params, 'params');
      const url = rpcUrl(ctx);
      const signed = signTransaction(decodeTransaction(transaction), await ctx.keypair());
      try {
        const signature = await new Connection(url, 'confirmed').sendRawTransaction(signed.serialize(), (options ?? {}) as SendOptions);
        return { signature };
      } catch (error) {
        throw new RpcError(-32603, error instanceof Error ? (error.message.split('\n')[0] ?? 'Sending failed') : 'Sending failed');
      }
    }
    default:
      throw notAllowed();
  }
}
