import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { isAddressEqual, isHex, numberToHex, toHex } from 'viem';
import type { Hex, LocalAccount, TransactionReceipt } from 'viem';
import type { Queryable } from '../db/database.js';
import { evmChainClients } from './evmChain.js';
import { RpcError, invalidParams, notAllowed, notAuthorized } from './rpcError.js';

/** Read-only methods (SPEC section 5's safe methods) passed through to the chain's RPC unchanged. */
export const EVM_SAFE_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockTransactionCountByHash', 'eth_getBlockTransactionCountByNumber',
  'eth_getCode', 'eth_getLogs', 'eth_getStorageAt', 'eth_getTransactionByHash', 'eth_getTransactionCount',
  'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas', 'eth_sendRawTransaction', 'eth_syncing', 'net_version',
  'web3_clientVersion',
]);

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address'));
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected hex data'));
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a hex quantity'));

const transaction = z.object({
  from: z.optional(address),
  to: z.optional(address),
  value: z.optional(quantity),
  data: z.optional(hex),
  input: z.optional(hex),
  gas: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  nonce: z.optional(quantity),
  chainId: z.optional(quantity),
});

const sendCalls = z.object({
  version: z.optional(z.string()),
  chainId: z.optional(quantity),
  from: z.optional(address),
  atomicRequired: z.optional(z.boolean()),
  calls: z.array(z.object({ to: z.optional(address), value: z.optional(quantity), data: z.optional(hex) })).check(z.minLength(1), z.maxLength(20)),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
});

/** What an EVM request runs with. */
export interface EvmRequestContext {
  readonly db: Queryable;
  readonly userId: string;
  readonly evmAddress: Hex;
  readonly rpcUrls: Readonly<Record<string, string>>;
  /** The chain's decimal reference (from the CAIP-2 chain id). */
  readonly reference: string;
  /** Decrypts the user's EVM account (only for methods that sign). */
  account(): Promise<LocalAccount>;
  now(): number;
}

function parse<T extends z.ZodMiniType>(schema: T, value: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidParams(`${what}: ${result.error.issues[0]?.message ?? 'Invalid input'}`);
  return result.data;
}

function ensureOwn(ctx: EvmRequestContext, candidate: string | undefined): void {
  if (candidate !== undefined && !isAddressEqual(candidate as Hex, ctx.evmAddress)) throw notAuthorized();
}

function asList(params: unknown): unknown[] {
  if (params === undefined) return [];
  if (!Array.isArray(params)) throw invalidParams('params must be an array');
  return params;
}

async function sendOne(ctx: EvmRequestContext, reference: string, tx: z.infer<typeof transaction>): Promise<Hex> {
  ensureOwn(ctx, tx.from);
  if (tx.chainId !== undefined && BigInt(tx.chainId).toString() !== reference) throw new RpcError(4901, `The transaction is for chain ${BigInt(tx.chainId)}, not ${reference}`);
  const clients = evmChainClients(ctx.rpcUrls, reference);
  const wallet = clients.wallet(await ctx.account());
  const data = (tx.data ?? tx.input) as Hex | undefined;
  const base = {
    account: wallet.account!,
    chain: wallet.chain,
    ...(tx.to ? { to: tx.to as Hex } : {}),
    ...(tx.value ? { value: BigInt(tx.value) } : {}),
    ...(data ? { data } : {}),
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
    ...(tx.nonce ? { nonce: Number(BigInt(tx.nonce)) } : {}),
  };
  if (tx.gasPrice) return wallet.sendTransaction({ ...base, gasPrice: BigInt(tx.gasPrice) });
  return wallet.sendTransaction({
    ...base,
    ...(tx.maxFeePerGas ? { maxFeePerGas: BigInt(tx.maxFeePerGas) } : {}),
    ...(tx.maxPriorityFeePerGas ? { maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) } : {}),
  });
}

function receiptJson(receipt: TransactionReceipt) {
  return {
    logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
    status: receipt.status === 'success' ? '0x1' : '0x0',
    blockHash: receipt.blockHash,
    blockNumber: numberToHex(receipt.blockNumber),
    gasUsed: numberToHex(receipt.gasUsed),
    transactionHash: receipt.transactionHash,
  };
}

async function callsStatus(ctx: EvmRequestContext, id: string) {
  const [row] = await ctx.db.query<{ chain_id: string; hashes: string }>('SELECT chain_id, hashes FROM wallet_calls WHERE id = $1 AND user_id = $2', [id, ctx.userId]);
  if (!row) throw new RpcError(5730, 'Unknown bundle id');
  const clients = evmChainClients(ctx.rpcUrls, row.chain_id);
  const hashes = JSON.parse(row.hashes) as Hex[];
  const receipts: TransactionReceipt[] = [];
  for (const hash of hashes) {
    const receipt = await clients.publicClient.getTransactionReceipt({ hash }).catch(() => undefined);
    if (receipt) receipts.push(receipt);
  }
  const done = receipts.length === hashes.length;
  const succeeded = receipts.filter((receipt) => receipt.status === 'success').length;
  // EIP-5792: 100 pending, 200 confirmed, 500 reverted entirely, 600 partly reverted.
  const status = !done ? 100 : succeeded === hashes.length ? 200 : succeeded === 0 ? 500 : 600;
  return { version: '2.0.0', id, chainId: numberToHex(Number(row.chain_id)), status, atomic: false, ...(done ? { receipts: receipts.map(receiptJson) } : {}) };
}

/** Runs one eip155 request for the signed-in user: signs locally, sends, or proxies a safe read. */
export async function handleEvmRequest(ctx: EvmRequestContext, method: string, params: unknown): Promise<unknown> {
  const list = () => asList(params);
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [ctx.evmAddress];
    case 'personal_sign': {
      const [first, second] = list();
      // Wallets see both orders in the wild; the address is whichever parameter is one.
      const [message, signer] = typeof second === 'string' && /^0x[0-9a-fA-F]{40}$/.test(second) ? [first, second] : [second, first];
      if (typeof message !== 'string') throw invalidParams('personal_sign needs [message, address]');
      ensureOwn(ctx, parse(address, signer, 'address'));
      const account = await ctx.account();
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4': {
      const [signer, raw] = list();
      ensureOwn(ctx, parse(address, signer, 'address'));
      let typed: unknown = raw;
      if (typeof raw === 'string') {
        try {
          typed = JSON.parse(raw);
        } catch {
          throw invalidParams('typed data is not JSON');
        }
      }
      const data = parse(
        z.object({ domain: z.optional(z.record(z.string(), z.unknown())), types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))), primaryType: z.string(), message: z.record(z.string(), z.unknown()) }),
        typed,
        'typed data',
      );
      const { EIP712Domain: _domainType, ...types } = data.types;
      const account = await ctx.account();
      try {
        return await account.signTypedData({ domain: data.domain ?? {}, types, primaryType: data.primaryType, message: data.message } as Parameters<LocalAccount['signTypedData']>[0]);
      } catch (error) {
        throw invalidParams(error instanceof Error ? (error.message.split('\n')[0] ?? 'typed data') : 'typed data');
      }
    }
    case 'eth_sendTransaction':
      return sendOne(ctx, ctx.reference, parse(transaction, list()[0], 'transaction'));
    case 'wallet_sendCalls': {
      const request = parse(sendCalls, list()[0], 'calls');
      ensureOwn(ctx, request.from);
      const reference = request.chainId ? BigInt(request.chainId).toString() : ctx.reference;
      const hashes: Hex[] = [];
      for (const call of request.calls) hashes.push(await sendOne(ctx, reference, { ...call }));
      const id = toHex(new TextEncoder().encode(randomUUID()));
      await ctx.db.query('INSERT INTO wallet_calls (id, user_id, chain_id, hashes, created_at) VALUES ($1, $2, $3, $4, $5)', [id, ctx.userId, reference, JSON.stringify(hashes), ctx.now()]);
      return { id };
    }
    case 'wallet_getCallsStatus': {
      const [id] = list();
      if (typeof id !== 'string' || id.length > 200) throw invalidParams('wallet_getCallsStatus needs [id]');
      return callsStatus(ctx, id);
    }
    case 'wallet_getCapabilities': {
      const [who] = list();
      if (who !== undefined) ensureOwn(ctx, parse(address, who, 'address'));
      return Object.fromEntries(Object.keys(ctx.rpcUrls).map((reference) => [numberToHex(Number(reference)), { atomic: { status: 'unsupported' } }]));
    }
    default: {
      if (!EVM_SAFE_METHODS.has(method)) throw notAllowed();
      const clients = evmChainClients(ctx.rpcUrls, ctx.reference);
      return clients.publicClient.request({ method, params: list() } as never);
    }
  }
}
