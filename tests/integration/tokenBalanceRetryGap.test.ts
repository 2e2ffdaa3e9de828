import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { ANVIL_ACCOUNTS, startApiServer, startChain } from '@connect-modal/devnet';
import type { DevChain, RunningApiServer } from '@connect-modal/devnet';
import { createConnectConfig, createManualClock, defineNetwork, memoryStorage } from '@connect-modal/headless';
import { QueryClient } from '@tanstack/query-core';
import { TOKEN_BALANCE_RETRY_GAP_MS, tokenBalancesQueryOptions, watchQueryErrors } from '@connect-modal/headless/queries';

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

    // The query's failures reach the toast through the query-cache watcher, as in an app.
    const client = new QueryClient();
    const stopWatching = watchQueryErrors(config, client);
    const fetchBalances = () => client.fetchQuery({ ...tokenBalancesQueryOptions(config, { address, network }), staleTime: 0 });
    server.api.faults.queue('/v1/account/', [{ status: 400, body: '{"error":"bad request"}' }]);
    await expect(fetchBalances()).rejects.toThrow('Token Balance Unavailable');
    expect(config._internal.toasts.get()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' });
    expect(balanceRequests()).toBe(1);

    // Within the gap nothing is asked, and the failure already shown is not shown again.
    config._internal.toasts.hide();
    clock.advance(29_999);
    await expect(fetchBalances()).rejects.toThrow('Token Balance Unavailable');
    expect(balanceRequests()).toBe(1);
    expect(config._internal.toasts.get().open).toBe(false);

    clock.advance(1);
    const balances = await fetchBalances();
    stopWatching();
    expect(balanceRequests()).toBe(2);
    expect(balances.map((balance) => balance.symbol).sort()).toEqual(['DEV', 'ETH', 'USDD']);
    expect(balances.every((balance) => balance.quantity.decimals !== '0')).toBe(true);
  });
});
