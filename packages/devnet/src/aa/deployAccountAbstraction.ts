import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { encodeDeployData, getContractAddress, parseEther } from 'viem';
import type { Address, Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { ANVIL_MNEMONIC } from '../chain/accounts.js';
import { createDevNodeClient, sendNodeTransactions } from '../chain/sendNodeTransactions.js';
import type { DevChain } from '../chain/startChain.js';
import { signableSimpleAccountFactoryAbi, signableSimpleAccountFactoryBytecode } from './accountArtifacts.generated.js';

const require = createRequire(import.meta.url);

/** Index on the dev mnemonic of the account that deploys the account-abstraction contracts (not one anvil funds). */
export const AA_DEPLOYER_INDEX = 100;

/** The ERC-4337 contracts of a dev chain. */
export interface AccountAbstractionContracts {
  /** EntryPoint v0.8 from `@account-abstraction/contracts` (it creates its own SenderCreator). */
  readonly entryPoint: Address;
  /** SimpleAccountFactory v0.8 from `@account-abstraction/contracts` (createAccount answers only the SenderCreator). */
  readonly simpleAccountFactory: Address;
  /**
   * The factory the embedded wallet uses: SignableSimpleAccount (SimpleAccount v0.8 with ERC-1271) behind
   * ERC-1967 proxies, createAccount open to anyone so ERC-6492 verifiers can deploy a counterfactual account.
   */
  readonly factory: Address;
}

interface Artifact {
  readonly abi: readonly unknown[];
  readonly bytecode: Hex;
}

async function artifact(name: 'EntryPoint' | 'SimpleAccountFactory'): Promise<Artifact> {
  const path = require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`);
  const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<Artifact>;
  if (!Array.isArray(parsed.abi) || typeof parsed.bytecode !== 'string' || !/^0x[0-9a-fA-F]+$/.test(parsed.bytecode)) {
    throw new Error(`@account-abstraction/contracts/artifacts/${name}.json has no ABI or creation bytecode`);
  }
  return parsed as Artifact;
}

/** Address of the dev account that deploys the ERC-4337 contracts. */
export function accountAbstractionDeployer(): Address {
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: AA_DEPLOYER_INDEX }).address;
}

/**
 * Deploys EntryPoint v0.8, its SimpleAccountFactory and the SignableSimpleAccountFactory on a dev chain from a
 * dedicated deployer (funded and impersonated on the node, nonces 0, 1 and 2), so their addresses are the same on
 * every chain and the other dev accounts' nonces are untouched. Deploys once: a chain that has the contracts
 * already returns their addresses.
 */
export async function deployAccountAbstraction(chain: Pick<DevChain, 'chain'>): Promise<AccountAbstractionContracts> {
  const node = createDevNodeClient(chain.chain);
  const deployer = accountAbstractionDeployer();
  const entryPoint = getContractAddress({ from: deployer, nonce: 0n });
  const contracts: AccountAbstractionContracts = {
    entryPoint,
    simpleAccountFactory: getContractAddress({ from: deployer, nonce: 1n }),
    factory: getContractAddress({ from: deployer, nonce: 2n }),
  };
  const code = await node.getCode({ address: contracts.factory });
  if (code && code !== '0x') return contracts;
  const [entryPointArtifact, simpleFactoryArtifact] = await Promise.all([artifact('EntryPoint'), artifact('SimpleAccountFactory')]);
  await node.request({ method: 'anvil_setBalance', params: [deployer, `0x${parseEther('10').toString(16)}`] });
  await node.request({ method: 'anvil_impersonateAccount', params: [deployer] });
  try {
    const mined = await sendNodeTransactions(node, deployer, [
      { label: 'deploy EntryPoint v0.8', data: entryPointArtifact.bytecode },
      {
        label: 'deploy SimpleAccountFactory v0.8',
        data: encodeDeployData({ abi: simpleFactoryArtifact.abi, bytecode: simpleFactoryArtifact.bytecode, args: [entryPoint] }),
      },
      {
        label: 'deploy SignableSimpleAccountFactory',
        data: encodeDeployData({ abi: signableSimpleAccountFactoryAbi, bytecode: signableSimpleAccountFactoryBytecode, args: [entryPoint] }),
      },
    ]);
    const deployed = mined.map((item) => item.contractAddress);
    if (deployed[0] !== entryPoint || deployed[1] !== contracts.simpleAccountFactory || deployed[2] !== contracts.factory) {
      throw new Error(`The account-abstraction contracts landed at unexpected addresses: ${deployed.join(', ')}`);
    }
  } finally {
    await node.request({ method: 'anvil_stopImpersonatingAccount', params: [deployer] });
  }
  return contracts;
}
