import { createPublicClient, createTestClient, createWalletClient, defineChain, http, parseEther } from 'viem';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ID_REGISTRY_ADDRESS, idRegistryAbi, idRegistryRuntimeCode } from './idRegistryArtifact.js';

async function chainOf(rpcUrl: string) {
  const probe = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  const id = await probe.getChainId();
  return defineChain({ id, name: `devnet-${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
}

/** Installs the devnet ID registry's runtime code at {@link ID_REGISTRY_ADDRESS} on the anvil node at `rpcUrl`. */
export async function installIdRegistry(rpcUrl: string): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).setCode({ address: ID_REGISTRY_ADDRESS, bytecode: idRegistryRuntimeCode });
  const code = await client.getCode({ address: ID_REGISTRY_ADDRESS });
  if (code?.toLowerCase() !== idRegistryRuntimeCode.toLowerCase()) throw new Error(`The ID registry could not be installed at ${ID_REGISTRY_ADDRESS}`);
}

/** The fid `custody` owns in the devnet ID registry (0n for none). */
export async function fidOf(rpcUrl: string, custody: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  return client.readContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'idOf', args: [custody] });
}

/**
 * Registers the next fid to the account of `custodyKey` (funding it with devnet ether for the gas first), or
 * returns the fid it owns already. The registry must be installed ({@link installIdRegistry}).
 */
export async function registerFid(rpcUrl: string, custodyKey: Hex): Promise<bigint> {
  const account = privateKeyToAccount(custodyKey);
  const owned = await fidOf(rpcUrl, account.address);
  if (owned !== 0n) return owned;
  const chain = await chainOf(rpcUrl);
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 20 });
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).setBalance({ address: account.address, value: parseEther('1') });
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) });
  const hash = await wallet.writeContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'register', args: [account.address] });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`Registering a fid to ${account.address} failed (${hash})`);
  return fidOf(rpcUrl, account.address);
}
