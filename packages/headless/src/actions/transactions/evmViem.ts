// The viem side of the EVM wallet writes: read clients, simulation, receipts and error mapping. It is imported
// with the first write or receipt read, so a page that never sends pays nothing for it.
import { BaseError, ChainMismatchError, encodeFunctionData, getContractError, getTypesForEIP712Domain, serializeTypedData, validateTypedData } from 'viem';
import type { Abi, Address, Chain, Client, FallbackTransport, Hash, Hex, HttpTransport, TransactionReceipt, TypedDataDefinition } from 'viem';
import { call, getTransaction, simulateContract, waitForTransactionReceipt } from 'viem/actions';
import { getTransactionError, parseAccount } from 'viem/utils';
import { getNetworkRpcUrls } from '../../core/index.js';
import type { CaipNetwork, ConnectConfig } from '../../core/index.js';
import { toRpcError } from '../../core/errors/rpcErrorClasses.js';
import { createEvmPublicClient, toViemChain } from '../../eip155/createEvmPublicClient.js';

type ReadClient = Client<HttpTransport | FallbackTransport, Chain>;

/** A contract call as writeContract takes it. */
export interface ContractCall {
  readonly abi: Abi | readonly unknown[];
  readonly address: Address;
  readonly functionName: string;
  readonly args?: readonly unknown[] | undefined;
}

/** The fields of a transaction the wallet is asked to send. */
export interface TransactionFields {
  readonly to: Address;
  readonly value?: bigint | undefined;
  readonly data?: Hex | undefined;
  readonly gas?: bigint | undefined;
}

const clients = new WeakMap<ConnectConfig, Map<string, ReadClient>>();

/** The read client of a network (its RPC URLs, never the wallet), one per config and network. */
export function readClientOf(config: ConnectConfig, network: CaipNetwork): ReadClient {
  let byNetwork = clients.get(config);
  if (!byNetwork) {
    byNetwork = new Map();
    clients.set(config, byNetwork);
  }
  let client = byNetwork.get(network.caipNetworkId);
  if (!client) {
    const urls = getNetworkRpcUrls(network, config.options.endpoints.blockchainApi, config.options.projectId);
    client = createEvmPublicClient(network, urls, config.fetch);
    byNetwork.set(network.caipNetworkId, client);
  }
  return client;
}

/** A wallet's error as the project's named error class (4001: viem's `UserRejectedRequestError`). */
export { toRpcError };

/** viem's error for a wallet on another chain than the one asked for. */
export function chainMismatch(network: CaipNetwork, currentChainId: number): Error {
  return new ChainMismatchError({ chain: toViemChain(network, []), currentChainId });
}

/** The calldata of a contract call (viem's errors for an unknown function or wrong arguments). */
export function encodeCall(call_: ContractCall): Hex {
  return encodeFunctionData({ abi: call_.abi as Abi, functionName: call_.functionName, args: call_.args ?? [] });
}

/** Runs the call through the network's RPC from the sender first, so a revert is reported before any prompt. */
export async function simulateCall(
  config: ConnectConfig,
  network: CaipNetwork,
  call_: ContractCall & { readonly from: Address; readonly value?: bigint | undefined; readonly gas?: bigint | undefined },
): Promise<void> {
  await simulateContract(readClientOf(config, network), {
    account: call_.from,
    abi: call_.abi as Abi,
    address: call_.address,
    functionName: call_.functionName,
    args: call_.args ?? [],
    ...(call_.value !== undefined ? { value: call_.value } : {}),
    ...(call_.gas !== undefined ? { gas: call_.gas } : {}),
  } as Parameters<typeof simulateContract>[1]);
}

/**
 * A wallet's failure to send as viem reports it (`TransactionExecutionError` whose cause names what the node said:
 * insufficient funds, nonce, gas and fee, execution reverted).
 */
export function transactionError(error: unknown, context: { from: Address; network: CaipNetwork; fields: TransactionFields }): Error {
  const rpcError = error instanceof BaseError ? error : toRpcError(error);
  return getTransactionError(rpcError, {
    account: parseAccount(context.from),
    chain: toViemChain(context.network, []),
    to: context.fields.to,
    ...(context.fields.value !== undefined ? { value: context.fields.value } : {}),
    ...(context.fields.data !== undefined ? { data: context.fields.data } : {}),
    ...(context.fields.gas !== undefined ? { gas: context.fields.gas } : {}),
  });
}

/** A contract write's failure as viem reports it (`ContractFunctionExecutionError`, with the decoded revert). */
export function contractError(error: Error, call_: ContractCall & { readonly from: Address }): Error {
  if (!(error instanceof BaseError)) return error;
  return getContractError(error, {
    abi: call_.abi as Abi,
    address: call_.address,
    functionName: call_.functionName,
    args: call_.args ?? [],
    sender: call_.from,
  });
}

/** The receipt of a transaction, read through the network's RPC (viem follows replacements). */
export function readReceipt(
  config: ConnectConfig,
  network: CaipNetwork,
  parameters: { hash: Hash; confirmations?: number | undefined; timeout?: number | undefined; pollingInterval?: number | undefined },
): Promise<TransactionReceipt> {
  return waitForTransactionReceipt(readClientOf(config, network), {
    hash: parameters.hash,
    ...(parameters.confirmations !== undefined ? { confirmations: parameters.confirmations } : {}),
    ...(parameters.timeout !== undefined ? { timeout: parameters.timeout } : {}),
    ...(parameters.pollingInterval !== undefined ? { pollingInterval: parameters.pollingInterval } : {}),
  });
}

/** Why an included transaction reverted: it is replayed on the state before its block, and the node's answer kept. */
export async function revertReason(config: ConnectConfig, network: CaipNetwork, receipt: TransactionReceipt): Promise<string | undefined> {
  const client = readClientOf(config, network);
  try {
    const transaction = await getTransaction(client, { hash: receipt.transactionHash });
    await call(client, {
      account: transaction.from,
      to: transaction.to,
      data: transaction.input,
      value: transaction.value,
      gas: transaction.gas,
      blockNumber: receipt.blockNumber > 0n ? receipt.blockNumber - 1n : receipt.blockNumber,
    });
    return undefined;
  } catch (error) {
    // viem names what the node said: "Execution reverted with reason: ...".
    return error instanceof BaseError ? error.shortMessage : undefined;
  }
}

/** EIP-712 typed data checked and serialised as eth_signTypedData_v4 takes it (viem's rules and errors). */
export function serializeForSigning(typedData: TypedDataDefinition): string {
  const { domain, message, primaryType } = typedData;
  const types = { EIP712Domain: getTypesForEIP712Domain({ domain }), ...typedData.types };
  const definition = { domain, message, primaryType, types } as unknown as TypedDataDefinition;
  validateTypedData(definition);
  return serializeTypedData(definition);
}
