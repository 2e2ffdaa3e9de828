import { base64 } from '@scure/base';
import { PublicKey, SystemProgram, Transaction, TransactionInstruction, VersionedTransaction } from '@solana/web3.js';
import type { Connection } from '@solana/web3.js';
import type { CaipNetwork, ConnectConfig, SolanaCommitment } from '../core/index.js';
import { ConnectError, ErrorMessages, isSolanaAddress, solanaCommitmentSchema } from '../core/index.js';
import type { SolanaAdapter } from './createSolanaAdapter.js';
import type { SolanaSendOptions } from './solanaWalletFeatures.js';

/** The SPL Token program. */
export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
/** The SPL Token-2022 program. */
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

/** Token program instruction index of TransferChecked. */
const TRANSFER_CHECKED = 12;
/** Associated Token Account program instruction index of CreateIdempotent. */
const CREATE_IDEMPOTENT = 1;
/** Offset of `decimals` in a mint account's data. */
const MINT_DECIMALS_OFFSET = 44;

// web3.js types instruction data as a Node Buffer but only reads bytes from it; a page has no global Buffer.

/** What the helpers need of a config. */
export type SolanaConfig = Pick<ConnectConfig, '_internal'>;

/** A Solana transaction as @solana/web3.js builds it. */
export type SolanaTransaction = Transaction | VersionedTransaction;

function toPublicKey(address: string, what: string): PublicKey {
  if (!isSolanaAddress(address)) throw new ConnectError('INVALID_ADDRESS', `Invalid ${what} address`);
  try {
    return new PublicKey(address);
  } catch (error) {
    throw new ConnectError('INVALID_ADDRESS', `Invalid ${what} address`, { cause: error });
  }
}

function positive(amount: bigint, what: string): bigint {
  if (typeof amount !== 'bigint' || amount <= 0n || amount >= 2n ** 64n) {
    throw new ConnectError('INVALID_AMOUNT', `${what} must be a positive whole number of base units`);
  }
  return amount;
}

/**
 * A @solana/web3.js Connection to a Solana network of the config (the active one by default). Asynchronous: the
 * library loads on first use, not with the page.
 */
export async function getSolanaConnection(config: SolanaConfig, network?: CaipNetwork): Promise<Connection> {
  const target = network ?? config._internal.networks.getActiveNetwork('solana');
  if (!target || target.chainNamespace !== 'solana') throw new ConnectError('CAIP_NETWORK_UNDEFINED', ErrorMessages.CAIP_NETWORK_UNDEFINED);
  return (config._internal.getAdapter('solana') as SolanaAdapter).connection(target);
}

/** A SOL transfer from `from` to `to`, paid by `from`, on a fresh blockhash. */
export async function buildSolTransfer(args: {
  connection: Connection;
  from: string;
  to: string;
  lamports: bigint;
}): Promise<Transaction> {
  const from = toPublicKey(args.from, 'sender');
  const to = toPublicKey(args.to, 'receiver');
  const lamports = positive(args.lamports, 'The amount');
  const { blockhash, lastValidBlockHeight } = await args.connection.getLatestBlockhash();
  return new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  );
}

/** The associated token account of `owner` for `mint`. */
export function getAssociatedTokenAddress(owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey = TOKEN_PROGRAM_ID): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()], ASSOCIATED_TOKEN_PROGRAM_ID)[0];
}

/**
 * An SPL token transfer (TransferChecked) between the associated token accounts of `owner` and `to`,
 * creating the receiver's account first when it does not exist yet. Token and Token-2022 mints both work.
 */
export async function buildSplTransfer(args: {
  connection: Connection;
  owner: string;
  to: string;
  mint: string;
  /** Base units of the token. */
  amount: bigint;
}): Promise<Transaction> {
  const owner = toPublicKey(args.owner, 'sender');
  const to = toPublicKey(args.to, 'receiver');
  const mint = toPublicKey(args.mint, 'token mint');
  const amount = positive(args.amount, 'The amount');
  const mintAccount = await args.connection.getAccountInfo(mint);
  if (!mintAccount) throw new ConnectError('TOKEN_NOT_FOUND', 'The token mint does not exist');
  const tokenProgram = mintAccount.owner;
  if (!tokenProgram.equals(TOKEN_PROGRAM_ID) && !tokenProgram.equals(TOKEN_2022_PROGRAM_ID)) {
    throw new ConnectError('TOKEN_NOT_FOUND', 'The account is not a token mint');
  }
  const decimals = mintAccount.data[MINT_DECIMALS_OFFSET];
  if (decimals === undefined) throw new ConnectError('TOKEN_NOT_FOUND', 'The account is not a token mint');
  const source = getAssociatedTokenAddress(owner, mint, tokenProgram);
  const destination = getAssociatedTokenAddress(to, mint, tokenProgram);
  const { blockhash, lastValidBlockHeight } = await args.connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: owner, blockhash, lastValidBlockHeight });
  if (!(await args.connection.getAccountInfo(destination))) {
    transaction.add(
      new TransactionInstruction({
        programId: ASSOCIATED_TOKEN_PROGRAM_ID,
        keys: [
          { pubkey: owner, isSigner: true, isWritable: true },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: to, isSigner: false, isWritable: false },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
          { pubkey: tokenProgram, isSigner: false, isWritable: false },
        ],
        data: Uint8Array.from([CREATE_IDEMPOTENT]) as Buffer,
      }),
    );
  }
  const data = new Uint8Array(10);
  data[0] = TRANSFER_CHECKED;
  new DataView(data.buffer).setBigUint64(1, amount, true);
  data[9] = decimals;
  transaction.add(
    new TransactionInstruction({
      programId: tokenProgram,
      keys: [
        { pubkey: source, isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: true, isWritable: false },
      ],
      data: data as Buffer,
    }),
  );
  return transaction;
}

function serialize(transaction: SolanaTransaction): string {
  const bytes =
    transaction instanceof VersionedTransaction
      ? transaction.serialize()
      : transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  return base64.encode(bytes);
}

function deserializeLike<T extends SolanaTransaction>(original: T, text: string): T {
  const bytes = base64.decode(text);
  return (original instanceof VersionedTransaction ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T;
}

/** Has the connected Solana wallet sign a transaction (without sending it); returns the signed copy. */
export async function signSolanaTransaction<T extends SolanaTransaction>(config: SolanaConfig, transaction: T): Promise<T> {
  const answer = (await config._internal.requestWallet('solana', {
    method: 'solana_signTransaction',
    params: { transaction: serialize(transaction) },
  })) as { transaction?: string };
  if (!answer.transaction) throw new ConnectError('INVALID_WALLET_RESPONSE', 'The wallet returned no signed transaction');
  return deserializeLike(transaction, answer.transaction);
}

/** Has the connected Solana wallet sign several transactions in one prompt. */
export async function signAllSolanaTransactions<T extends SolanaTransaction>(config: SolanaConfig, transactions: readonly T[]): Promise<T[]> {
  const answer = (await config._internal.requestWallet('solana', {
    method: 'solana_signAllTransactions',
    params: { transactions: transactions.map(serialize) },
  })) as { transactions: string[] };
  if (answer.transactions.length !== transactions.length) {
    throw new ConnectError('INVALID_WALLET_RESPONSE', 'The wallet returned the wrong number of transactions');
  }
  return transactions.map((transaction, index) => deserializeLike(transaction, answer.transactions[index] ?? ''));
}

/** Has the connected Solana wallet sign and send a transaction; returns its signature (base58). */
export async function signAndSendSolanaTransaction(
  config: SolanaConfig,
  transaction: SolanaTransaction,
  options: SolanaSendOptions & { preflightCommitment?: SolanaCommitment } = {},
): Promise<string> {
  if (options.preflightCommitment !== undefined && !solanaCommitmentSchema.safeParse(options.preflightCommitment).success) {
    throw new ConnectError('INVALID_PARAMS', `Invalid preflight commitment: ${String(options.preflightCommitment)}`);
  }
  const answer = (await config._internal.requestWallet('solana', {
    method: 'solana_signAndSendTransaction',
    params: { transaction: serialize(transaction), ...(Object.keys(options).length > 0 ? { sendOptions: options } : {}) },
  })) as { signature: string };
  return answer.signature;
}
