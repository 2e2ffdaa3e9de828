import type { SmartAccountChainConfig } from '@connect-modal/secure-site';
import type { DevChain } from '../chain/startChain.js';
import { deployAccountAbstraction } from './deployAccountAbstraction.js';
import type { AccountAbstractionContracts } from './deployAccountAbstraction.js';
import { startBundler } from './startBundler.js';
import type { DevBundler } from './startBundler.js';

/** The devnet's smart accounts: per chain its ERC-4337 contracts and its bundler. */
export interface DevnetSmartAccounts {
  /** Per decimal chain id: the secure site's smart-account configuration. */
  readonly config: Readonly<Record<string, SmartAccountChainConfig>>;
  /** Per chain id: the contracts and the bundler's URL. */
  readonly chains: Readonly<Record<number, AccountAbstractionContracts & { readonly bundlerUrl: string }>>;
  /** Stops the bundlers. */
  stop(): Promise<void>;
}

/**
 * Deploys EntryPoint v0.8 and the account factories on every dev chain and starts one bundler per chain on its own
 * loopback port; what the devnet's secure site gives its users smart accounts with.
 */
export async function startDevnetSmartAccounts(chains: readonly DevChain[], host: string): Promise<DevnetSmartAccounts> {
  const started: DevBundler[] = [];
  const stop = async () => {
    await Promise.all(started.map((bundler) => bundler.stop()));
  };
  try {
    const entries = await Promise.all(
      chains.map(async (chain) => {
        const contracts = await deployAccountAbstraction(chain);
        const bundler = await startBundler({ chain, entryPoint: contracts.entryPoint, host });
        started.push(bundler);
        return [chain.chainId, { ...contracts, bundlerUrl: bundler.url }] as const;
      }),
    );
    return {
      config: Object.fromEntries(entries.map(([chainId, item]) => [String(chainId), { entryPoint: item.entryPoint, factory: item.factory, bundlerUrl: item.bundlerUrl }])),
      chains: Object.fromEntries(entries),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
