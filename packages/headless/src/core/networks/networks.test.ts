import { describe, expect, it } from 'vitest';
import * as networks from './index.js';
import { getNetworkRpcUrls, getRpcServiceUrl, isUnknownNetwork, unknownNetwork } from './index.js';
import type { CaipNetwork } from './index.js';

const all = (Object.values(networks) as unknown[]).filter(
  (value): value is CaipNetwork => typeof value === 'object' && value !== null && 'caipNetworkId' in value,
);

describe('built-in networks', () => {
  it('cover every chain of the specification', () => {
    const evmIds = all.filter((n) => n.chainNamespace === 'eip155').map((n) => n.id);
    // Ethereum, testnets, Optimism, Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora,
    // Hyperliquid, the other RPC chain ids and the swap networks.
    for (const id of [1, 11155111, 5, 10, 42161, 137, 42220, 1313161554, 56, 97, 43114, 43113, 324, 280, 100, 8453, 7777777, 999, 250, 8217]) {
      expect(evmIds).toContain(id);
    }
    expect(all.filter((n) => n.chainNamespace === 'solana').map((n) => n.name)).toEqual(['Solana', 'Solana Devnet', 'Solana Testnet']);
    expect(all.filter((n) => n.chainNamespace === 'bip122').map((n) => n.name)).toEqual(['Bitcoin', 'Bitcoin Testnet']);
  });

  it('have consistent CAIP ids and currencies', () => {
    for (const network of all) {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
      if (network.chainNamespace === 'solana') expect(network.nativeCurrency).toMatchObject({ symbol: 'SOL', decimals: 9 });
      if (network.chainNamespace === 'bip122') expect(network.nativeCurrency).toMatchObject({ symbol: 'BTC', decimals: 8 });
      expect(Object.isFrozen(network)).toBe(true);
    }
    expect(networks.mainnet.nativeCurrency.decimals).toBe(18);
  });

  it('builds the RPC service URL', () => {
    expect(getRpcServiceUrl('https://rpc.example.org/', 'eip155:1', 'abc')).toBe(
      'https://rpc.example.org/v1/?chainId=eip155%3A1&projectId=abc',
    );
    const urls = getNetworkRpcUrls(networks.base, 'http://127.0.0.1:9000', 'p');
    expect(urls[0]).toBe('http://127.0.0.1:9000/v1/?chainId=eip155%3A8453&projectId=p');
    expect(urls).toContain(networks.base.rpcUrls.default.http[0]);
    expect(getNetworkRpcUrls(networks.bitcoin, 'http://x', 'p')).toEqual([]);
  });

  it('makes an Unknown Network placeholder', () => {
    const placeholder = unknownNetwork('eip155', 31338);
    expect(placeholder).toMatchObject({ name: 'Unknown Network', caipNetworkId: 'eip155:31338', chainNamespace: 'eip155' });
    expect(isUnknownNetwork(placeholder)).toBe(true);
    expect(isUnknownNetwork(networks.mainnet)).toBe(false);
  });
});

describe('RPC service routing', () => {
  it('never sends a custom chain to the hosted RPC service', () => {
    const local = networks.defineNetwork({
      id: 31337,
      name: 'Devnet',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    });
    expect(getNetworkRpcUrls(local, 'https://rpc.example.org', 'p')).toEqual(['http://127.0.0.1:8545']);
    expect(getNetworkRpcUrls(networks.mainnet, 'https://rpc.example.org', 'p')[0]).toContain('rpc.example.org/v1/');
  });
});

describe('EVM network data', () => {
  it('agrees with viem chain definitions on ids, names, currencies, RPC and explorer URLs', async () => {
    const chains = (await import('viem/chains')) as unknown as Record<string, { id: number; name: string; nativeCurrency: unknown; rpcUrls: { default: { http: readonly string[] } }; blockExplorers?: { default: { url: string } }; testnet?: boolean }>;
    // The first definition of an id is the canonical one (later ones are variants such as preconfirmation RPCs).
    const byId = new Map<number, (typeof chains)[string]>();
    for (const chain of Object.values(chains)) if (chain && typeof chain === 'object' && !byId.has(chain.id)) byId.set(chain.id, chain);
    let compared = 0;
    for (const network of all.filter((n) => n.chainNamespace === 'eip155' && n.id !== 280)) {
      const chain = byId.get(Number(network.id));
      expect(chain, `viem knows chain ${network.id}`).toBeDefined();
      if (!chain) continue;
      expect(network.nativeCurrency).toEqual(chain.nativeCurrency);
      expect(network.rpcUrls.default.http).toEqual(chain.rpcUrls.default.http);
      expect(network.rpcUrls.chainDefault?.http).toEqual(chain.rpcUrls.default.http);
      expect(network.blockExplorers?.default.url).toBe(chain.blockExplorers?.default.url);
      expect(network.testnet).toBe(chain.testnet ?? false);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(19);
  });
});
