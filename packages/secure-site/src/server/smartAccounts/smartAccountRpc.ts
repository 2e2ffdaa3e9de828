import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { isHex, numberToHex, toHex } from 'viem';
import type { Hex, LocalAccount } from 'viem';
import type { Queryable } from '../db/database.js';
import { EVM_SAFE_METHODS, handleEvmRequest } from '../rpc/evm.js';
import { RpcError, invalidParams, notAllowed, notAuthorized } from '../rpc/rpcError.js';
import type { SmartAccountChainConfig } from './smartAccountConfig.js';
import { sendUserOperation } from './sendUserOperation.js';
import type { SmartAccountCall } from './sendUserOperation.js';
import { isSmartAccountAddress, personalMessageHash, signHashAsSmartAccount, smartAccountConfigOf, smartAccountInfo, typedDataHash } from './userSmartAccount.js';
import type { SmartAccountInfo } from './userSmartAccount.js';

/** What a request from a user's smart account runs with. */
export interface SmartAccountRequestContext {
  readonly db: Queryable;
  readonly userId: string;
  /** The owner key's address (the user's EOA). */
  readonly ownerAddress: Hex;
  readonly rpcUrls: Readonly<Record<string, string>>;
  readonly smartAccounts: Readonly<Record<string, SmartAccountChainConfig>>;
  /** The chain's decimal reference. */
  readonly reference: string;
  /** Decrypts the owner key (only for methods that sign or send). */
  account(): Promise<LocalAccount>;
  now(): number;
}

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address'));
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected hex data'));
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a hex quantity'));
const call = z.object({ from: z.optional(address), to: z.optional(address), value: z.optional(quantity), data: z.optional(hex), input: z.optional(hex), chainId: z.optional(quantity) });
const sendCalls = z.object({
  version: z.optional(z.string()),
  chainId: z.optional(quantity),
  from: z.optional(address),
  atomicRequired: z.optional(z.boolean()),
  calls: z.array(z.object({ to: z.optional(address), value: z.optional(quantity), data: z.optional(hex) })).check(z.minLength(1), z.maxLength(20)),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
});
const typedData = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
});

function parse<T extends z.ZodMiniType>(schema: T, value: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidParams(`${what}: ${result.error.issues[0]?.message ?? 'Invalid input'}`);
  return result.data;
}

function asList(params: unknown): unknown[] {
  if (params === undefined) return [];
  if (!Array.isArray(params)) throw invalidParams('params must be an array');
  return params;
}

function toCall(entry: { to?: string | undefined; value?: string | undefined; data?: string | undefined; input?: string | undefined }): SmartAccountCall {
  if (!entry.to) throw invalidParams('a smart account cannot deploy a contract: `to` is required');
  const data = (entry.data ?? entry.input) as Hex | undefined;
  return { to: entry.to as Hex, ...(entry.value ? { value: BigInt(entry.value) } : {}), ...(data ? { data } : {}) };
}

/**
 * Runs one eip155 request from the user's smart account (SignableSimpleAccount v0.8 owned by the user's key):
 * sends go through the chain's bundler as one user operation (the first deploys the account) and answer the
 * including transaction's hash; personal_sign and eth_signTypedData_v4 answer ERC-1271 signatures once the
 * account is deployed and ERC-6492 wrapped ones before; reads go to the node.
 */
export async function handleSmartAccountRequest(ctx: SmartAccountRequestContext, method: string, params: unknown): Promise<unknown> {
  const config = smartAccountConfigOf(ctx.smartAccounts, ctx.reference);
  let info: Promise<SmartAccountInfo> | undefined;
  const smart = () => (info ??= smartAccountInfo(ctx.rpcUrls, config, ctx.reference, ctx.ownerAddress));
  const ensureOwn = async (candidate: string | undefined) => {
    if (candidate !== undefined && !isSmartAccountAddress(await smart(), candidate)) throw notAuthorized();
  };
  const chainId = Number(ctx.reference);
  const list = () => asList(params);
  const send = async (reference: string, calls: SmartAccountCall[]) => {
    if (reference !== ctx.reference) throw new RpcError(4901, `The request is for chain ${reference}, not ${ctx.reference}`);
    return sendUserOperation({ rpcUrls: ctx.rpcUrls, config, reference, owner: await ctx.account() }, calls);
  };
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [(await smart()).address];
    case 'personal_sign': {
      const [first, second] = list();
      const [message, signer] = typeof second === 'string' && /^0x[0-9a-fA-F]{40}$/.test(second) ? [first, second] : [second, first];
      if (typeof message !== 'string') throw invalidParams('personal_sign needs [message, address]');
      await ensureOwn(parse(address, signer, 'address'));
      const hash = personalMessageHash(isHex(message) ? { raw: message } : message);
      return signHashAsSmartAccount(await ctx.account(), config, chainId, await smart(), hash);
    }
    case 'eth_signTypedData_v4': {
      const [signer, raw] = list();
      await ensureOwn(parse(address, signer, 'address'));
      let typed: unknown = raw;
      if (typeof raw === 'string') {
        try {
          typed = JSON.parse(raw);
        } catch {
          throw invalidParams('typed data is not JSON');
        }
      }
      const data = parse(typedData, typed, 'typed data');
      const { EIP712Domain: _domainType, ...types } = data.types;
      let hash: Hex;
      try {
        hash = typedDataHash({ domain: data.domain ?? {}, types, primaryType: data.primaryType, message: data.message } as Parameters<typeof typedDataHash>[0]);
      } catch (error) {
        throw invalidParams(error instanceof Error ? (error.message.split('\n')[0] ?? 'typed data') : 'typed data');
      }
      return signHashAsSmartAccount(await ctx.account(), config, chainId, await smart(), hash);
    }
    case 'eth_sendTransaction': {
      const tx = parse(call, list()[0], 'transaction');
      await ensureOwn(tx.from);
      return send(tx.chainId ? BigInt(tx.chainId).toString() : ctx.reference, [toCall(tx)]);
    }
    case 'wallet_sendCalls': {
      const request = parse(sendCalls, list()[0], 'calls');
      await ensureOwn(request.from);
      const reference = request.chainId ? BigInt(request.chainId).toString() : ctx.reference;
      // One user operation: the calls run atomically, all or none.
      const hash = await send(reference, request.calls.map(toCall));
      const id = toHex(new TextEncoder().encode(randomUUID()));
      await ctx.db.query('INSERT INTO wallet_calls (id, user_id, chain_id, hashes, created_at) VALUES ($1, $2, $3, $4, $5)', [id, ctx.userId, reference, JSON.stringify([hash]), ctx.now()]);
      return { id };
    }
    case 'wallet_getCapabilities': {
      const [who] = list();
      if (who !== undefined) await ensureOwn(parse(address, who, 'address'));
      return { [numberToHex(chainId)]: { atomic: { status: 'supported' } } };
    }
    case 'wallet_getCallsStatus': {
      const status = (await handleEvmRequest(evmContext(ctx, (await smart()).address), method, params)) as Record<string, unknown>;
      return { ...status, atomic: true };
    }
    default:
      if (!EVM_SAFE_METHODS.has(method)) throw notAllowed();
      return handleEvmRequest(evmContext(ctx, (await smart()).address), method, params);
  }
}

function evmContext(ctx: SmartAccountRequestContext, smartAddress: Hex) {
  return {
    db: ctx.db,
    userId: ctx.userId,
    evmAddress: smartAddress,
    rpcUrls: ctx.rpcUrls,
    reference: ctx.reference,
    account: ctx.account,
    now: () => ctx.now(),
  };
}
