import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { concat, encodeDeployData, getContractAddress, parseEther } from 'viem';
import type { Address, Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { ANVIL_MNEMONIC } from '../chain/accounts.js';
import { createDevNodeClient, sendNodeTransactions } from '../chain/sendNodeTransactions.js';
import type { DevChain } from '../chain/startChain.js';
import { signableSimpleAccountFactoryAbi, signableSimpleAccountFactoryBytecode } from './accountArtifacts.generated.js';

const require = createRequire(import.meta.url);

/** Index on the dev mnemonic of the account that deploys the account-abstraction contracts (not one anvil funds). */
export const AA_DEPLOYER_INDEX = 100;

/** The CREATE2 deployer every chain has at this address (Arachnid's deterministic deployment proxy). */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';
/** The deterministic deployer's runtime code, installed on a node that lacks it. */
const DETERMINISTIC_DEPLOYER_CODE: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3';
/** The salt EntryPoint v0.8 was deployed with on public chains: it lands at its canonical address. */
const ENTRY_POINT_08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9';
/** EntryPoint v0.8's address on every chain. */
export const ENTRY_POINT_08_ADDRESS: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108';

/** The ERC-4337 contracts of a dev chain. */
export interface AccountAbstractionContracts {
  /**
   * EntryPoint v0.8 from `@account-abstraction/contracts` (it creates its own SenderCreator), at its canonical
   * address: bundlers' v0.8 simulation contracts hash user operations for that address.
   */
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
 * Deploys EntryPoint v0.8 at its canonical address (through the deterministic deployer with the published salt),
 * then its SimpleAccountFactory and the SignableSimpleAccountFactory from a dedicated deployer (funded and
 * impersonated on the node, nonces 1 and 2), so the addresses are the same on every chain and the other dev
 * accounts' nonces are untouched. Deploys once: a chain that has the contracts already returns their addresses.
 */
export async function deployAccountAbstraction(chain: Pick<DevChain, 'chain'>): Promise<AccountAbstractionContracts> {
  const node = createDevNodeClient(chain.chain);
  const deployer = accountAbstractionDeployer();
  const entryPoint = ENTRY_POINT_08_ADDRESS;
  const contracts: AccountAbstractionContracts = {
    entryPoint,
    // Nonce 0 is the call to the deterministic deployer.
    simpleAccountFactory: getContractAddress({ from: deployer, nonce: 1n }),
    factory: getContractAddress({ from: deployer, nonce: 2n }),
  };
  const code = await node.getCode({ address: contracts.factory });
  if (code && code !== '0x') return contracts;
  const [entryPointArtifact, simpleFactoryArtifact] = await Promise.all([artifact('EntryPoint'), artifact('SimpleAccountFactory')]);
  const proxyCode = await node.getCode({ address: DETERMINISTIC_DEPLOYER });
  if (!proxyCode || proxyCode === '0x') await node.request({ method: 'anvil_setCode', params: [DETERMINISTIC_DEPLOYER, DETERMINISTIC_DEPLOYER_CODE] });
  await node.request({ method: 'anvil_setBalance', params: [deployer, `0x${parseEther('10').toString(16)}`] });
  await node.request({ method: 'anvil_impersonateAccount', params: [deployer] });
  try {
    const mined = await sendNodeTransactions(node, deployer, [
      { label: 'deploy EntryPoint v0.8', to: DETERMINISTIC_DEPLOYER, data: concat([ENTRY_POINT_08_SALT, entryPointArtifact.bytecode]) },
      {
        label: 'deploy SimpleAccountFactory v0.8',
        data: encodeDeployData({ abi: simpleFactoryArtifact.abi, bytecode: simpleFactoryArtifact.bytecode, args: [entryPoint] }),
      },
      {
        label: 'deploy SignableSimpleAccountFactory',
        data: encodeDeployData({ abi: signableSimpleAccountFactoryAbi, bytecode: signableSimpleAccountFactoryBytecode, args: [entryPoint] }),
      },
    ]);
    const deployed = mined.slice(1).map((item) => item.contractAddress);
    const entryPointCode = await node.getCode({ address: entryPoint });
    if (!entryPointCode || entryPointCode === '0x' || deployed[0] !== contracts.simpleAccountFactory || deployed[1] !== contracts.factory) {
      throw new Error(`The account-abstraction contracts landed at unexpected addresses: ${deployed.join(', ')}`);
    }
  } finally {
    await node.request({ method: 'anvil_stopImpersonatingAccount', params: [deployer] });
  }
  return contracts;
}
