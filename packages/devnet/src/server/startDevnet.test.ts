import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet } from './startDevnet.js';
import type { Devnet } from './startDevnet.js';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false });
});
afterAll(async () => {
  await devnet?.stop();
});

describe('startDevnet', () => {
  it("gives its API the Solana engine: the onramp sells SOL on the engine's network beside ETH on each chain", async () => {
    const options = (await (await fetch(`${devnet.apiUrl}/v1/onramp/options`)).json()) as {
      purchaseCurrencies: { symbol: string; networks: { name: string; chain_id: string }[] }[];
    };
    const networksOf = (symbol: string) => options.purchaseCurrencies.find((currency) => currency.symbol === symbol)?.networks.map((network) => network.name) ?? [];
    expect(networksOf('ETH')).toContain('devnet-31337');
    expect(networksOf('SOL')).toContain('devnet-solana');
    const solana = options.purchaseCurrencies.find((currency) => currency.symbol === 'SOL')?.networks.find((network) => network.name === 'devnet-solana');
    expect(`solana:${solana?.chain_id}`).toBe(devnet.solana.caipNetworkId);
  });
});
