// Balance and fee reads for Max and swaps, through the network's RPC. Imported on first use, with named viem
// actions only, so the chunk carries what these reads need and not all of viem's actions.
import { erc20Abi } from 'viem';
import type { Address } from 'viem';
import { estimateMaxPriorityFeePerGas, getBalance, getBlock, getGasPrice, readContract } from 'viem/actions';
import type { CaipNetwork, ConnectConfig } from '../../core/index.js';
import { readClientOf } from './evmViem.js';

/** The balance of `account` in the network's native currency (`token` absent) or in an ERC-20 token. */
export function readEvmBalance(config: ConnectConfig, network: CaipNetwork, account: Address, token?: Address): Promise<bigint> {
  const client = readClientOf(config, network);
  if (!token) return getBalance(client, { address: account });
  return readContract(client, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
}

/** The most a wallet pays per gas now: twice the latest base fee plus the suggested tip (the gas price before EIP-1559). */
export async function readMaxFeePerGas(config: ConnectConfig, network: CaipNetwork): Promise<bigint> {
  const client = readClientOf(config, network);
  const [block, priority] = await Promise.all([getBlock(client, { blockTag: 'latest' }), estimateMaxPriorityFeePerGas(client).catch(() => 0n)]);
  return block.baseFeePerGas !== null ? block.baseFeePerGas * 2n + priority : getGasPrice(client);
}
