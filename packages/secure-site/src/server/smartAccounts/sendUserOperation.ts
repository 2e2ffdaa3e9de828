import { http } from 'viem';
import type { Hex, LocalAccount } from 'viem';
import { createBundlerClient } from 'viem/account-abstraction';
import { toSimpleSmartAccount } from 'permissionless/accounts';
import { evmChainClients } from '../rpc/evmChain.js';
import { RpcError } from '../rpc/rpcError.js';
import type { SmartAccountChainConfig } from './smartAccountConfig.js';
import { SMART_ACCOUNT_SALT } from './userSmartAccount.js';

/** One call of a user operation. */
export interface SmartAccountCall {
  readonly to: Hex;
  readonly value?: bigint;
  readonly data?: Hex;
}

/** What sending a user operation needs. */
export interface UserOperationContext {
  readonly rpcUrls: Readonly<Record<string, string>>;
  readonly config: SmartAccountChainConfig;
  /** The chain's decimal reference. */
  readonly reference: string;
  /** The owner key of the account. */
  readonly owner: LocalAccount;
  /** How long to wait for the bundler to include it (default 60 s). */
  readonly timeoutMs?: number;
}

/**
 * Sends `calls` from the owner's smart account as one ERC-4337 user operation through the chain's bundler (the
 * first one also deploys the account), waits until it is included and returns the hash of the transaction that
 * included it. A user operation whose calls reverted answers -32000 with that transaction's hash.
 */
export async function sendUserOperation(ctx: UserOperationContext, calls: readonly SmartAccountCall[]): Promise<Hex> {
  const clients = evmChainClients(ctx.rpcUrls, ctx.reference);
  const account = await toSimpleSmartAccount({
    client: clients.publicClient,
    owner: ctx.owner,
    factoryAddress: ctx.config.factory as Hex,
    entryPoint: { address: ctx.config.entryPoint as Hex, version: '0.8' },
    index: SMART_ACCOUNT_SALT,
  });
  const bundler = createBundlerClient({
    account,
    client: clients.publicClient,
    transport: http(ctx.config.bundlerUrl, { timeout: 30_000, retryCount: 0 }),
    pollingInterval: 250,
  });
  const userOperation = await bundler.sendUserOperation({ calls: calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })) });
  const receipt = await bundler.waitForUserOperationReceipt({ hash: userOperation, timeout: ctx.timeoutMs ?? 60_000, pollingInterval: 250 });
  if (!receipt.success) throw new RpcError(-32000, `The smart account's calls reverted (transaction ${receipt.receipt.transactionHash})`);
  return receipt.receipt.transactionHash;
}
