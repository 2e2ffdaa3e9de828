import { encodeDeployData, encodeFunctionData, parseEther } from 'viem';
import type { Address } from 'viem';
import { devTokenAbi, devTokenBytecode, smartAccountFactoryAbi, smartAccountFactoryBytecode } from './artifacts.generated.js';
import { deploySwapContracts } from './deploySwapContracts.js';
import { deployedAddress, sendNodeTransactions } from './sendNodeTransactions.js';
import type { DevNodeClient } from './sendNodeTransactions.js';
import type { DevSwapContracts } from './swapContracts.js';
import { deployDevCollectibles } from '../nft/deployDevCollectibles.js';
import type { DevCollectiblesContracts } from '../nft/deployDevCollectibles.js';

/** DEV balance (in wei, 18 decimals) minted to each token holder at start-up: 1,000,000 DEV. */
export const DEV_TOKEN_GENESIS_BALANCE = parseEther('1000000');

/** How many of the first dev accounts receive {@link DEV_TOKEN_GENESIS_BALANCE} (and the USDD and USDR genesis balances). */
export const DEV_TOKEN_HOLDER_COUNT = 3;

/** CREATE2 salt of the smart account deployed at start-up; other salts stay counterfactual. */
export const SMART_ACCOUNT_SALT = 0n;

/** Addresses of the contracts deployed on every dev chain. */
export interface DevChainContracts extends DevSwapContracts, DevCollectiblesContracts {
  /** DevToken ("Dev Token", DEV, 18 decimals). */
  token: Address;
  /** SmartAccount owned by `accounts[0]`, deployed through the factory with {@link SMART_ACCOUNT_SALT}. */
  smartAccount: Address;
  /** SmartAccountFactory, for counterfactual (ERC-6492) accounts. */
  factory: Address;
}

/**
 * Deploys DevToken, SmartAccountFactory and the smart account of `accounts[0]` from `accounts[0]` (so their
 * addresses are the same on every dev chain), then the swap contracts and pools, and the ERC-721 collections
 * minted to the token holders (from their own deployer). The chain must mine on every transaction while this runs.
 */
export async function deployDevContracts(client: DevNodeClient, accounts: readonly Address[]): Promise<DevChainContracts> {
  const deployer = accounts[0];
  if (deployer === undefined) throw new Error('deploying the dev contracts needs at least one account');
  const holders = accounts.slice(0, DEV_TOKEN_HOLDER_COUNT);
  const [tokenDeployment, factoryDeployment] = await sendNodeTransactions(client, deployer, [
    {
      label: 'DevToken',
      data: encodeDeployData({ abi: devTokenAbi, bytecode: devTokenBytecode, args: [holders, DEV_TOKEN_GENESIS_BALANCE] }),
    },
    { label: 'SmartAccountFactory', data: smartAccountFactoryBytecode },
  ]);
  const token = deployedAddress(tokenDeployment, 'DevToken');
  const factory = deployedAddress(factoryDeployment, 'SmartAccountFactory');
  await sendNodeTransactions(client, deployer, [
    {
      label: 'the smart account of account 0',
      to: factory,
      data: encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [deployer, SMART_ACCOUNT_SALT] }),
    },
  ]);
  const [smartAccount, swap, collectibles] = await Promise.all([
    client.readContract({ address: factory, abi: smartAccountFactoryAbi, functionName: 'getAddress', args: [deployer, SMART_ACCOUNT_SALT] }),
    deploySwapContracts(client, token, holders),
    deployDevCollectibles(client, holders),
  ]);
  return { token, smartAccount, factory, ...swap, ...collectibles };
}
