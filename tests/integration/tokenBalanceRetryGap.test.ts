import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { ANVIL_ACCOUNTS, startApiServer, startChain } from '@connect-modal/devnet';
import type { DevChain, RunningApiServer } from '@connect-modal/devnet';
import { createConnectConfig, createManualClock, defineNetwork, memoryStorage } from '@connect-modal/headless';
import { TOKEN_BALANCE_RETRY_GAP_MS, fetchTokenBalances } from '@connect-modal/headless/queries';

let chain: DevChain;
let server: RunningApiServer;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  server = await startApiServer({ chains: [chain] });
});

afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});

describe('token balance retry gap (injected clock)', () => {
  it('after a failure, asks again only 30 s later, and shows Token Balance Unavailable', async () => {
    const clock = createManualClock(1_700_000_000_000);
    const network = defineNetwork({
      id: chain.chainId,
      name: 'Devnet',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    const config = createConnectConfig({
      projectId: 'd'.repeat(32),
      networks: [network],
      storage: memoryStorage(),
      clock,
      endpoints: { blockchainApi: server.url },
    });
    const address = ANVIL_ACCOUNTS[0] as Address;
    const balanceRequests = () => server.api.requests.filter((request) => request.path.endsWith('/balance')).length;
    expect(TOKEN_BALANCE_RETRY_GAP_MS).toBe(30_000);

    server.api.faults.queue('/v1/account/', [{ status: 400, body: '{"error":"bad request"}' }]);
    await expect(fetchTokenBalances(config, { address, network })).rejects.toThrow('Token Balance Unavailable');
    expect(config._internal.toasts.get()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' });
    expect(balanceRequests()).toBe(1);

    clock.advance(29_999);
    await expect(fetchTokenBalances(config, { address, network })).rejects.toThrow('Token Balance Unavailable');
    expect(balanceRequests()).toBe(1);

    clock.advance(1);
    const balances = await fetchTokenBalances(config, { address, network });
    expect(balanceRequests()).toBe(2);
    expect(balances.map((balance) => balance.symbol).sort()).toEqual(['DEV', 'ETH']);
    expect(balances.every((balance) => balance.quantity.decimals !== '0')).toBe(true);
  });
});
