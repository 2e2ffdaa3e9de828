// Test pages with a real wallet: the devnet's dev wallet installed on `window` (happy-dom) over real anvil chains,
// and a config connected to it, as the wallet-write, send and swap tests use them.
import { installDevWallet } from '@connect-modal/devnet';
import type { DevChain, InstalledDevWallet } from '@connect-modal/devnet';
import type { Address } from 'viem';
import { expect } from 'vitest';
import { createConnectConfig, defineNetwork, memoryStorage } from '../../core/index.js';
import type { CaipNetwork, ConnectConfig } from '../../core/index.js';
import type { ConnectConfigOptions } from '../../core/config/ConnectConfigOptions.js';
import { createEip155Adapter } from '../../eip155/index.js';
import { connect } from '../connect.js';

/** A devnet chain as a network of the config. */
export function devChainNetwork(chain: DevChain): CaipNetwork {
  return defineNetwork({
    id: chain.chainId,
    name: chain.chainId === 31337 ? 'Devnet' : `Devnet ${chain.chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  });
}

/** A page connected to the dev wallet. */
export interface DevWalletPage {
  readonly config: ConnectConfig;
  readonly wallet: InstalledDevWallet;
  readonly account: Address;
}

/** Options of a page: its chains (the wallet starts on the first), the wallet's account, more config options. */
export interface DevWalletPageOptions {
  readonly chains: readonly DevChain[];
  readonly account: Address;
  readonly config?: Partial<ConnectConfigOptions>;
}

/** Opens pages connected to a fresh dev wallet each; `closeAll` (in an `afterEach`) stops them and removes the wallets. */
export function devWalletPages(name: string): { open(options: DevWalletPageOptions): Promise<DevWalletPage>; closeAll(): void } {
  const cleanups: (() => void)[] = [];
  let count = 0;
  return {
    async open({ chains, account, config: options = {} }) {
      const [first] = chains;
      if (!first) throw new Error('A dev wallet page needs a chain');
      const rdns = `io.connectmodal.${name}${(count += 1)}`;
      const wallet = installDevWallet(
        {
          name: 'Dev Wallet',
          rdns,
          icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
          chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
          initialChainId: first.chainId,
          account,
          persist: false,
        },
        window,
      );
      const config = createConnectConfig({
        projectId: 'f'.repeat(32),
        networks: chains.map(devChainNetwork),
        adapters: [createEip155Adapter()],
        storage: memoryStorage(),
        features: { analytics: false },
        ...options,
      } as Parameters<typeof createConnectConfig>[0]);
      const stop = config.start();
      cleanups.push(() => {
        stop();
        wallet.uninstall();
      });
      await expect.poll(() => config._internal.connectors('eip155').some((connector) => connector.id === rdns)).toBe(true);
      await connect(config, { connectorId: rdns });
      return { config, wallet, account };
    },
    closeAll() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
