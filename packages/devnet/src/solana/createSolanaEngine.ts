import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import type { Account } from 'litesvm';
import {
  AccountLayout,
  MINT_SIZE,
  MintLayout,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { base58 } from '@scure/base';

const TOKEN_PROGRAM = TOKEN_PROGRAM_ID;
const LAMPORTS_PER_SOL = 1_000_000_000n;

/** The byte-level interface of litesvm's engine (its public class takes @solana/kit objects instead). */
interface RawSvm {
  getAccount(pubkey: Uint8Array): Account | null;
  getBalance(pubkey: Uint8Array): bigint | null;
  latestBlockhash(): string;
  airdrop(pubkey: Uint8Array, lamports: bigint): unknown;
  minimumBalanceForRentExemption(dataLen: bigint): bigint;
  getProgramAccounts(programId: Uint8Array): { address: Uint8Array; account(): Account }[];
  sendLegacyTransaction(bytes: Uint8Array): unknown;
  sendVersionedTransaction(bytes: Uint8Array): unknown;
  simulateLegacyTransaction(bytes: Uint8Array): unknown;
  simulateVersionedTransaction(bytes: Uint8Array): unknown;
  expireBlockhash(): void;
}

/** A JSON-RPC error the facade answers with. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** Options of {@link createSolanaEngine}. */
export interface SolanaEngineOptions {
  /** Accounts funded at start, with SOL each (default 100). */
  fundedAccounts?: readonly string[];
  lamportsPerAccount?: bigint;
  /** Genesis hash the engine reports; the first 32 characters are the CAIP-2 reference. */
  genesisHash?: string;
}

/** A local Solana engine: litesvm behind the JSON-RPC methods @solana/web3.js 1.x and spl-token use. */
export interface SolanaEngine {
  readonly genesisHash: string;
  /** `solana:<first 32 characters of the genesis hash>`. */
  readonly caipNetworkId: string;
  /** Answers one JSON-RPC method; throws SolanaRpcError. */
  call(method: string, params: readonly unknown[]): unknown;
  /** Lamports of an account (0 when it does not exist). */
  getBalance(address: string): bigint;
  airdrop(address: string, lamports: bigint): void;
  /**
   * Creates an SPL mint (Token program) with `decimals`, and gives `holders` an associated account each; `symbol`
   * and `name` are what the devnet's balance API lists it by.
   */
  createToken(args: { decimals: number; holders: Readonly<Record<string, bigint>>; symbol?: string; name?: string }): string;
  /** The symbol and name a mint was created with, when it was given them. */
  tokenMetadata(mint: string): { readonly symbol: string; readonly name: string } | undefined;
  /** Status of a processed transaction by its signature (base58). */
  signatureStatus(signature: string): { slot: number; err: unknown } | undefined;
  /** Called with each processed signature, for websocket subscriptions. */
  onSignature(listener: (signature: string, status: { slot: number; err: unknown }) => void): () => void;
}

const DEFAULT_GENESIS = '84539fdb94c20cc00803f991a035f9c86de09a7af120f05bc6004bbf976f9412';

function decodeKey(value: unknown): PublicKey {
  if (typeof value !== 'string') throw new SolanaRpcError(-32602, 'Invalid param: expected a base58 public key');
  try {
    return new PublicKey(value);
  } catch {
    throw new SolanaRpcError(-32602, `Invalid param: WrongSize or invalid key ${value.slice(0, 64)}`);
  }
}

function configOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function decodeTransaction(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string' || value.length > 8192) throw new SolanaRpcError(-32602, 'Invalid param: transaction');
  try {
    return encoding === 'base64' ? new Uint8Array(Buffer.from(value, 'base64')) : base58.decode(value);
  } catch {
    throw new SolanaRpcError(-32602, 'Invalid param: transaction is not valid ' + String(encoding ?? 'base58'));
  }
}

/** The byte offset of the message in a wire transaction (after the compact-u16 signature count and signatures). */
function messageOffset(bytes: Uint8Array): { offset: number; signatures: Uint8Array[] } {
  let count = 0;
  let shift = 0;
  let index = 0;
  for (;;) {
    const byte = bytes[index];
    if (byte === undefined) throw new SolanaRpcError(-32602, 'Invalid param: truncated transaction');
    count |= (byte & 0x7f) << shift;
    index += 1;
    if ((byte & 0x80) === 0) break;
    shift += 7;
  }
  const signatures = Array.from({ length: count }, (_, n) => bytes.slice(index + n * 64, index + (n + 1) * 64));
  return { offset: index + count * 64, signatures };
}

function describeFailure(result: FailedTransactionMetadata): { err: unknown; logs: string[] } {
  const err = result.err();
  const logs = result.meta().logs();
  return { err: typeof err === 'number' ? err : { message: String(err.toString?.() ?? err) }, logs };
}

/** Creates the engine and funds the dev accounts. */
export function createSolanaEngine(options: SolanaEngineOptions = {}): SolanaEngine {
  const svm = new LiteSVM();
  const raw = (svm as unknown as { inner: RawSvm }).inner;
  const genesisHash = options.genesisHash ?? base58.encode(Buffer.from(DEFAULT_GENESIS, 'hex'));
  const statuses = new Map<string, { slot: number; err: unknown }>();
  const listeners = new Set<(signature: string, status: { slot: number; err: unknown }) => void>();
  const metadata = new Map<string, { symbol: string; name: string }>();
  let slot = 1;
  let blockHeight = 1;

  const context = () => ({ apiVersion: '2.2.0', slot });
  const balanceOf = (key: PublicKey) => raw.getBalance(key.toBytes()) ?? 0n;

  const accountJson = (key: PublicKey, encoding: unknown) => {
    const account = raw.getAccount(key.toBytes());
    if (!account || (account.lamports() === 0n && account.data().length === 0)) return null;
    const data = Buffer.from(account.data());
    const base = {
      executable: account.executable(),
      lamports: Number(account.lamports()),
      owner: new PublicKey(account.owner()).toBase58(),
      rentEpoch: 0,
      space: data.length,
    };
    if (encoding === 'jsonParsed' && new PublicKey(account.owner()).equals(TOKEN_PROGRAM) && data.length === AccountLayout.span) {
      const decoded = AccountLayout.decode(data);
      const mint = decoded.mint;
      const decimals = MintLayout.decode(Buffer.from(raw.getAccount(mint.toBytes())?.data() ?? new Uint8Array(MintLayout.span))).decimals;
      return {
        ...base,
        data: {
          program: 'spl-token',
          parsed: {
            type: 'account',
            info: {
              isNative: false,
              mint: mint.toBase58(),
              owner: decoded.owner.toBase58(),
              state: 'initialized',
              tokenAmount: tokenAmount(decoded.amount, decimals),
            },
          },
          space: data.length,
        },
      };
    }
    return { ...base, data: [data.toString('base64'), 'base64'] };
  };

  const tokenAmount = (amount: bigint, decimals: number) => {
    const ui = Number(amount) / 10 ** decimals;
    return { amount: amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) };
  };

  const process = (bytes: Uint8Array, simulate: boolean) => {
    const { offset, signatures } = messageOffset(bytes);
    const versioned = ((bytes[offset] ?? 0) & 0x80) !== 0;
    if (simulate) return versioned ? raw.simulateVersionedTransaction(bytes) : raw.simulateLegacyTransaction(bytes);
    const result = versioned ? raw.sendVersionedTransaction(bytes) : raw.sendLegacyTransaction(bytes);
    const signature = base58.encode(signatures[0] ?? new Uint8Array(64));
    return { result, signature };
  };

  const record = (signature: string, err: unknown) => {
    slot += 1;
    blockHeight += 1;
    const status = { slot, err };
    statuses.set(signature, status);
    for (const listener of [...listeners]) listener(signature, status);
  };

  const engine: SolanaEngine = {
    genesisHash,
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    call(method, params) {
      switch (method) {
        case 'getHealth':
          return 'ok';
        case 'getVersion':
          return { 'solana-core': '2.2.0', 'feature-set': 0 };
        case 'getGenesisHash':
          return genesisHash;
        case 'getSlot':
          return slot;
        case 'getBlockHeight':
          return blockHeight;
        case 'getEpochInfo':
          return { absoluteSlot: slot, blockHeight, epoch: 0, slotIndex: slot, slotsInEpoch: 432_000, transactionCount: statuses.size };
        case 'getBalance':
          return { context: context(), value: Number(balanceOf(decodeKey(params[0]))) };
        case 'getAccountInfo':
          return { context: context(), value: accountJson(decodeKey(params[0]), configOf(params[1]).encoding) };
        case 'getMultipleAccounts': {
          const keys = Array.isArray(params[0]) ? params[0] : [];
          if (keys.length > 100) throw new SolanaRpcError(-32602, 'Too many accounts requested');
          const encoding = configOf(params[1]).encoding;
          return { context: context(), value: keys.map((key: unknown) => accountJson(decodeKey(key), encoding)) };
        }
        case 'getLatestBlockhash':
          return { context: context(), value: { blockhash: raw.latestBlockhash(), lastValidBlockHeight: blockHeight + 150 } };
        case 'isBlockhashValid':
          return { context: context(), value: params[0] === raw.latestBlockhash() };
        case 'getFeeForMessage':
          return { context: context(), value: 5000 };
        case 'getRecentPrioritizationFees':
          return [];
        case 'getMinimumBalanceForRentExemption': {
          const size = Number(params[0]);
          if (!Number.isSafeInteger(size) || size < 0 || size > 10_485_760) throw new SolanaRpcError(-32602, 'Invalid param: data length');
          return Number(raw.minimumBalanceForRentExemption(BigInt(size)));
        }
        case 'requestAirdrop': {
          const key = decodeKey(params[0]);
          const lamports = Number(params[1]);
          if (!Number.isSafeInteger(lamports) || lamports <= 0) throw new SolanaRpcError(-32602, 'Invalid param: lamports');
          raw.airdrop(key.toBytes(), BigInt(lamports));
          const signature = base58.encode(crypto.getRandomValues(new Uint8Array(64)));
          record(signature, null);
          return signature;
        }
        case 'sendTransaction': {
          const bytes = decodeTransaction(params[0], configOf(params[1]).encoding);
          const { result, signature } = process(bytes, false) as { result: unknown; signature: string };
          if (result instanceof FailedTransactionMetadata) {
            const { err, logs } = describeFailure(result);
            throw new SolanaRpcError(-32002, `Transaction simulation failed: ${JSON.stringify(err)}`, {
              err,
              logs,
              accounts: null,
              unitsConsumed: 0,
            });
          }
          record(signature, null);
          return signature;
        }
        case 'simulateTransaction': {
          const bytes = decodeTransaction(params[0], configOf(params[1]).encoding);
          const result = process(bytes, true);
          if (result instanceof FailedTransactionMetadata) {
            const { err, logs } = describeFailure(result);
            return { context: context(), value: { err, logs, accounts: null, unitsConsumed: 0, returnData: null } };
          }
          const meta = (result as { meta(): { logs(): string[]; computeUnitsConsumed(): bigint } }).meta();
          return {
            context: context(),
            value: { err: null, logs: meta.logs(), accounts: null, unitsConsumed: Number(meta.computeUnitsConsumed()), returnData: null },
          };
        }
        case 'getSignatureStatuses': {
          const signatures = Array.isArray(params[0]) ? params[0] : [];
          if (signatures.length > 256) throw new SolanaRpcError(-32602, 'Too many signatures requested');
          return {
            context: context(),
            value: signatures.map((signature: unknown) => {
              const status = typeof signature === 'string' ? statuses.get(signature) : undefined;
              return status
                ? { slot: status.slot, confirmations: null, err: status.err, status: status.err ? { Err: status.err } : { Ok: null }, confirmationStatus: 'finalized' }
                : null;
            }),
          };
        }
        case 'getTokenAccountBalance': {
          const account = raw.getAccount(decodeKey(params[0]).toBytes());
          if (!account || account.data().length !== AccountLayout.span) throw new SolanaRpcError(-32602, 'Invalid param: not a Token account');
          const decoded = AccountLayout.decode(Buffer.from(account.data()));
          const mint = raw.getAccount(decoded.mint.toBytes());
          const decimals = mint ? MintLayout.decode(Buffer.from(mint.data())).decimals : 0;
          return { context: context(), value: tokenAmount(decoded.amount, decimals) };
        }
        case 'getTokenAccountsByOwner':
        case 'getParsedTokenAccountsByOwner': {
          const owner = decodeKey(params[0]);
          const filter = configOf(params[1]);
          const mint = filter.mint === undefined ? undefined : decodeKey(filter.mint);
          const encoding = method === 'getParsedTokenAccountsByOwner' ? 'jsonParsed' : configOf(params[2]).encoding;
          const value = raw.getProgramAccounts(TOKEN_PROGRAM.toBytes()).flatMap((entry) => {
            const data = entry.account().data();
            if (data.length !== AccountLayout.span) return [];
            const decoded = AccountLayout.decode(Buffer.from(data));
            if (!decoded.owner.equals(owner) || (mint && !decoded.mint.equals(mint))) return [];
            const pubkey = new PublicKey(entry.address);
            return [{ pubkey: pubkey.toBase58(), account: accountJson(pubkey, encoding) }];
          });
          return { context: context(), value };
        }
        default:
          throw new SolanaRpcError(-32601, `Method not found: ${method}`);
      }
    },
    getBalance: (address) => balanceOf(new PublicKey(address)),
    airdrop(address, lamports) {
      raw.airdrop(new PublicKey(address).toBytes(), lamports);
    },
    createToken({ decimals, holders, symbol, name }) {
      // The mint and its accounts are made by real Token program instructions, signed by a funded authority.
      const authority = Keypair.generate();
      const mint = Keypair.generate();
      raw.airdrop(authority.publicKey.toBytes(), LAMPORTS_PER_SOL);
      const tx = new Transaction({ feePayer: authority.publicKey, recentBlockhash: raw.latestBlockhash() }).add(
        SystemProgram.createAccount({
          fromPubkey: authority.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: Number(raw.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
          space: MINT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeMint2Instruction(mint.publicKey, decimals, authority.publicKey, null),
      );
      for (const [holder, amount] of Object.entries(holders)) {
        const owner = new PublicKey(holder);
        const ata = getAssociatedTokenAddressSync(mint.publicKey, owner, true);
        tx.add(createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, ata, owner, mint.publicKey));
        if (amount > 0n) tx.add(createMintToInstruction(mint.publicKey, ata, authority.publicKey, amount));
      }
      tx.sign(authority, mint);
      const result = raw.sendLegacyTransaction(tx.serialize());
      if (result instanceof FailedTransactionMetadata) throw new Error(`Could not create the token: ${result.toString()}`);
      record(base58.encode(tx.signature ?? new Uint8Array(64)), null);
      const address = mint.publicKey.toBase58();
      if (symbol !== undefined) metadata.set(address, { symbol, name: name ?? symbol });
      return address;
    },
    tokenMetadata: (mint) => metadata.get(mint),
    signatureStatus: (signature) => statuses.get(signature),
    onSignature(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  for (const address of options.fundedAccounts ?? []) engine.airdrop(address, options.lamportsPerAccount ?? 100n * LAMPORTS_PER_SOL);
  return engine;
}
