import { createConnectConfig, defineNetwork, memoryStorage } from '@connect-modal/headless';
import type { CaipNetwork } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { createConfig, createStorage } from '@wagmi/core';
import { base, mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { chainFromNetwork, chainsFromConfig, networksFromWagmi, transportsFromConfig } from './chains.js';
import { createWagmiConfig, withConnectModal } from './createWagmiConfig.js';

const local = defineNetwork({
  id: 31337,
  name: 'Local',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] } },
  blockExplorers: { default: { name: 'Local scan', url: 'http://127.0.0.1:4000' } },
  testnet: true,
});
const solanaLocal = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
});

function modalWith(networks: readonly [CaipNetwork, ...CaipNetwork[]], adapters = [createEip155Adapter()]) {
  return createConnectConfig({ projectId: 'f'.repeat(32), networks, adapters, storage: memoryStorage(), features: { analytics: false } });
}

describe('wagmi chains from the modal networks and back', () => {
  it("a modal network becomes a viem chain with its id, currency, RPC URLs and explorer", () => {
    expect(chainFromNetwork(local)).toMatchObject({
      id: 31337,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] } },
      blockExplorers: { default: { name: 'Local scan', url: 'http://127.0.0.1:4000' } },
      testnet: true,
    });
  });

  it('a non-EVM network is refused by name', () => {
    expect(() => chainFromNetwork(solanaLocal)).toThrow('Network solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not an EVM network');
  });

  it('the config gives its EVM networks as chains and a transport per chain (a fallback over several URLs)', () => {
    const modal = modalWith([local, solanaLocal]);
    expect(chainsFromConfig(modal).map((chain) => chain.id)).toEqual([31337]);
    const transports = transportsFromConfig(modal);
    expect(Object.keys(transports)).toEqual(['31337']);
    expect(transports[31337]?.({ chain: chainFromNetwork(local) }).config.type).toBe('fallback');
  });

  it('a config with no EVM network cannot make a wagmi config', () => {
    const modal = modalWith([solanaLocal], []);
    expect(() => createWagmiConfig(modal)).toThrow('The modal config has no EVM network: add one to its networks to use wagmi');
  });

  it('createWagmiConfig has the modal as its one connector and the modal networks as chains', () => {
    const wagmi = createWagmiConfig(modalWith([local]), { storage: null, connector: { name: 'My Modal' } });
    expect(wagmi.chains.map((chain) => chain.id)).toEqual([31337]);
    expect(wagmi.connectors.map((connector) => [connector.id, connector.name, connector.type])).toEqual([['connectModal', 'My Modal', 'connectModal']]);
  });

  it('an app starting from wagmi chains gets the same networks for the modal, and wagmi parameters with the modal connector', () => {
    const wagmiParameters = { chains: [mainnet, base], transports: {} } as const;
    const networks = networksFromWagmi(wagmiParameters);
    expect(networks.map((network) => [network.caipNetworkId, network.name, network.nativeCurrency.symbol])).toEqual([
      ['eip155:1', 'Ethereum', 'ETH'],
      ['eip155:8453', 'Base', 'ETH'],
    ]);
    expect(networks[0]?.rpcUrls.default.http).toEqual(mainnet.rpcUrls.default.http);
    // Round trip: the chain made back from the network names the same chain.
    expect(chainFromNetwork(networks[1]!)).toMatchObject({ id: base.id, name: base.name, rpcUrls: { default: base.rpcUrls.default } });

    const modal = modalWith([networks[0]!, ...networks.slice(1)]);
    const wagmi = createConfig({ ...withConnectModal({ chains: [mainnet, base] as const, transports: {} as never }, modal), storage: createStorage({ storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } }) });
    expect(wagmi.connectors.map((connector) => connector.id)).toEqual(['connectModal']);
    expect(() => networksFromWagmi({ chains: [] })).toThrow('The wagmi config has no chain');
  });
});
