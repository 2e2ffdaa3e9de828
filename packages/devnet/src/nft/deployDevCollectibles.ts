import { encodeDeployData, getContractAddress, parseEther, toHex } from 'viem';
import type { Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { ANVIL_MNEMONIC } from '../chain/accounts.js';
import { sendNodeTransactions } from '../chain/sendNodeTransactions.js';
import type { DevNodeClient } from '../chain/sendNodeTransactions.js';
import { devCollectiblesAbi, devCollectiblesBytecode } from './devCollectiblesArtifact.js';

/** Mnemonic index of the dedicated account that deploys the collectibles (no other start-up transaction uses it). */
export const COLLECTIBLES_DEPLOYER_INDEX = 110;

/** Address of the account that deploys the collectibles, funded and impersonated on the node while it does. */
export const COLLECTIBLES_DEPLOYER: Address = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: COLLECTIBLES_DEPLOYER_INDEX }).address;

/** How many "Devnet Collectibles" each holder gets at start-up (ids 1-3 for the first holder, 4-6 for the next...). */
export const COLLECTIBLES_PER_HOLDER = 3;

/** One collection deployed on every dev chain. */
export interface DevCollection {
  readonly address: Address;
  readonly name: string;
  readonly symbol: string;
  /** Whether the devnet's API flags its tokens as spam (an unsolicited airdrop). */
  readonly spam: boolean;
  /** Tokens minted to each holder at start-up. */
  readonly perHolder: number;
}

/**
 * The collections of every dev chain, at the same addresses everywhere (the deployer's nonces 0 and 1): genuine
 * collectibles and an airdrop the API flags as spam, both minted to the same holders.
 */
export const DEV_COLLECTIONS: readonly [DevCollection, DevCollection] = [
  {
    address: getContractAddress({ from: COLLECTIBLES_DEPLOYER, nonce: 0n }),
    name: 'Devnet Collectibles',
    symbol: 'DVC',
    spam: false,
    perHolder: COLLECTIBLES_PER_HOLDER,
  },
  {
    address: getContractAddress({ from: COLLECTIBLES_DEPLOYER, nonce: 1n }),
    name: 'Claim Your Reward',
    symbol: 'CLAIM',
    spam: true,
    perHolder: 1,
  },
];

/** Addresses of the collections on a dev chain. */
export interface DevCollectiblesContracts {
  /** The genuine collection ({@link DEV_COLLECTIONS}[0]). */
  readonly collectibles: Address;
  /** The airdrop flagged as spam ({@link DEV_COLLECTIONS}[1]). */
  readonly spamCollectibles: Address;
}

/**
 * Deploys the two ERC-721 collections from their dedicated deployer, minting to `holders` in the constructors, and
 * checks they landed at their fixed addresses. The chain must mine on every transaction while this runs.
 */
export async function deployDevCollectibles(client: DevNodeClient, holders: readonly Address[]): Promise<DevCollectiblesContracts> {
  await client.request({ method: 'anvil_setBalance', params: [COLLECTIBLES_DEPLOYER, toHex(parseEther('1'))] });
  await client.request({ method: 'anvil_impersonateAccount', params: [COLLECTIBLES_DEPLOYER] });
  try {
    const mined = await sendNodeTransactions(
      client,
      COLLECTIBLES_DEPLOYER,
      DEV_COLLECTIONS.map((collection) => ({
        label: collection.name,
        data: encodeDeployData({
          abi: devCollectiblesAbi,
          bytecode: devCollectiblesBytecode,
          args: [collection.name, collection.symbol, [...holders], BigInt(collection.perHolder)],
        }),
      })),
    );
    mined.forEach((item, index) => {
      const expected = DEV_COLLECTIONS[index]?.address;
      if (item.contractAddress !== expected) throw new Error(`${DEV_COLLECTIONS[index]?.name} landed at ${item.contractAddress}, not ${expected}`);
    });
  } finally {
    await client.request({ method: 'anvil_stopImpersonatingAccount', params: [COLLECTIBLES_DEPLOYER] });
  }
  return { collectibles: DEV_COLLECTIONS[0].address, spamCollectibles: DEV_COLLECTIONS[1].address };
}
