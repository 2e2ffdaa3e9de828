import { concat, encodeFunctionData, hashMessage, hashTypedData, isAddressEqual, serializeErc6492Signature } from 'viem';
import type { Hex, LocalAccount, TypedDataDefinition } from 'viem';
import { evmChainClients } from '../rpc/evmChain.js';
import { RpcError } from '../rpc/rpcError.js';
import type { SmartAccountChainConfig } from './smartAccountConfig.js';

/** The salt of every user's smart account: one account per owner key and chain. */
export const SMART_ACCOUNT_SALT = 0n;

/** The factory functions the secure site calls. */
export const accountFactoryAbi = [
  { type: 'function', name: 'createAccount', stateMutability: 'nonpayable', inputs: [{ name: 'owner', type: 'address' }, { name: 'salt', type: 'uint256' }], outputs: [{ type: 'address' }] },
  { type: 'function', name: 'getAddress', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }, { name: 'salt', type: 'uint256' }], outputs: [{ type: 'address' }] },
] as const;

/** A user's smart account on one chain: its address and whether its code is on the chain. */
export interface SmartAccountInfo {
  readonly address: Hex;
  readonly isDeployed: boolean;
}

/** The smart-account configuration of `reference`, or 4100 when the chain has none. */
export function smartAccountConfigOf(
  smartAccounts: Readonly<Record<string, SmartAccountChainConfig>>,
  reference: string,
): SmartAccountChainConfig {
  const config = Object.hasOwn(smartAccounts, reference) ? smartAccounts[reference] : undefined;
  if (!config) throw new RpcError(4100, `Smart accounts are not enabled on eip155:${reference}`);
  return config;
}

/** The counterfactual (or deployed) address of `owner`'s smart account and whether it is deployed. */
export async function smartAccountInfo(
  rpcUrls: Readonly<Record<string, string>>,
  config: SmartAccountChainConfig,
  reference: string,
  owner: Hex,
): Promise<SmartAccountInfo> {
  const { publicClient } = evmChainClients(rpcUrls, reference);
  const address = await publicClient.readContract({ address: config.factory as Hex, abi: accountFactoryAbi, functionName: 'getAddress', args: [owner, SMART_ACCOUNT_SALT] });
  const code = await publicClient.getCode({ address });
  return { address, isDeployed: code !== undefined && code !== '0x' };
}

/** The EIP-712 message the owner signs for `hash` to be valid for the account (its ERC-1271 scheme). */
export function accountMessage(account: Hex, chainId: number, hash: Hex): TypedDataDefinition<{ AccountMessage: [{ name: 'hash'; type: 'bytes32' }] }, 'AccountMessage'> {
  return {
    domain: { name: 'SignableSimpleAccount', version: '1', chainId, verifyingContract: account },
    types: { AccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AccountMessage',
    message: { hash },
  };
}

/**
 * Signs `hash` as the smart account: the owner's signature of the account's replay-safe message, which the
 * deployed account checks with ERC-1271; before deployment wrapped as ERC-6492 with the factory call that
 * deploys it, so verifiers can check it all the same.
 */
export async function signHashAsSmartAccount(owner: LocalAccount, config: SmartAccountChainConfig, chainId: number, account: SmartAccountInfo, hash: Hex): Promise<Hex> {
  const signature = await owner.signTypedData(accountMessage(account.address, chainId, hash));
  if (account.isDeployed) return signature;
  const data = encodeFunctionData({ abi: accountFactoryAbi, functionName: 'createAccount', args: [owner.address, SMART_ACCOUNT_SALT] });
  return serializeErc6492Signature({ address: config.factory as Hex, data, signature });
}

/** The hash a personal_sign of `message` (text, or raw bytes as hex) is for. */
export const personalMessageHash = (message: { raw: Hex } | string): Hex => hashMessage(message);
/** The hash an eth_signTypedData_v4 of `data` is for. */
export const typedDataHash = (data: Parameters<typeof hashTypedData>[0]): Hex => hashTypedData(data);

/** True when `candidate` is the smart account. */
export const isSmartAccountAddress = (account: SmartAccountInfo, candidate: string): boolean =>
  /^0x[0-9a-fA-F]{40}$/.test(candidate) && isAddressEqual(candidate as Hex, account.address);

/** ERC-4337 init code of the account (factory address then createAccount calldata), for tools and tests. */
export function smartAccountInitCode(config: SmartAccountChainConfig, owner: Hex): Hex {
  return concat([config.factory as Hex, encodeFunctionData({ abi: accountFactoryAbi, functionName: 'createAccount', args: [owner, SMART_ACCOUNT_SALT] })]);
}
