import { ANVIL_ACCOUNTS, installDevWallet } from '@connect-modal/devnet';
import type { DevChain, InstalledDevWallet } from '@connect-modal/devnet';
import { connect, createConnectConfig, defineNetwork, getConnectors, memoryStorage } from '@connect-modal/headless';
import type { CaipNetwork, ConnectConfig } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { createStorage } from '@wagmi/core';
import type { Address } from 'viem';
import { vi } from 'vitest';
import { createWagmiConfig } from '../createWagmiConfig.js';

/** The dev wallet's EIP-6963 rdns in these tests. */
export const DEV_WALLET_ID = 'io.connectmodal.devwallet';

/** A devnet chain as a modal network. */
export function devNetwork(chain: DevChain): CaipNetwork {
  return defineNetwork({
    id: chain.chainId,
    name: `Devnet ${chain.chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  });
}

/** The storages of one visitor's browser: the modal's and wagmi's, kept across a reload. */
export interface Storages {
  readonly modal: ReturnType<typeof memoryStorage>;
  readonly wagmi: Map<string, string>;
}

/** Fresh, empty storages. */
export function newStorages(): Storages {
  return { modal: memoryStorage(), wagmi: new Map() };
}

/** A page load: the dev wallet installed on `window`, the modal's config and the wagmi config built from it. */
export interface DevPage {
  readonly modal: ConnectConfig;
  readonly wagmi: ReturnType<typeof createWagmiConfig>;
  readonly wallet: InstalledDevWallet;
  readonly account: Address;
  readonly networks: readonly CaipNetwork[];
  /** Starts the modal (discovery and reconnect), as ConnectProvider does after mount. */
  start(): void;
  /** Uninstalls the wallet and stops the modal. */
  close(): void;
}

/** Loads a page over `storages` with the dev wallet on `chains` (the first one initially). */
export function loadPage(chains: readonly DevChain[], storages: Storages, account: Address = ANVIL_ACCOUNTS[1] as Address): DevPage {
  const [first] = chains;
  if (!first) throw new Error('loadPage needs a chain');
  const wallet = installDevWallet(
    {
      name: 'Dev Wallet',
      rdns: DEV_WALLET_ID,
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
      initialChainId: first.chainId,
      account,
    },
    window,
  );
  const networks = chains.map(devNetwork);
  const modal = createConnectConfig({
    projectId: 'f'.repeat(32),
    networks,
    adapters: [createEip155Adapter()],
    storage: storages.modal,
    features: { analytics: false },
  });
  const wagmi = createWagmiConfig(modal, {
    storage: createStorage({
      storage: {
        getItem: (key) => storages.wagmi.get(key) ?? null,
        setItem: (key, value) => void storages.wagmi.set(key, value),
        removeItem: (key) => void storages.wagmi.delete(key),
      },
    }),
  });
  let stop: (() => void) | undefined;
  return {
    modal,
    wagmi,
    wallet,
    account,
    networks,
    start: () => void (stop ??= modal.start()),
    close: () => {
      stop?.();
      wallet.uninstall();
    },
  };
}

/** The visitor picks the dev wallet in the modal (what a click on its row does). */
export async function pickDevWallet(modal: ConnectConfig): Promise<void> {
  await vi.waitFor(() => {
    if (!getConnectors(modal).some((connector) => connector.id === DEV_WALLET_ID)) throw new Error('The dev wallet is not discovered yet');
  });
  await connect(modal, { connectorId: DEV_WALLET_ID });
}

/** How many times the wallet was asked for `method` so far. */
export function countRequests(wallet: InstalledDevWallet, method: string): number {
  return wallet.control.requests.filter((name) => name === method).length;
}
