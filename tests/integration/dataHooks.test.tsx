// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem';
import type { Address } from 'viem';
import { ANVIL_ACCOUNTS, installDevWallet, startApiServer, startChain } from '@connect-modal/devnet';
import type { DevChain, RunningApiServer } from '@connect-modal/devnet';
import { createConnectConfig, createManualClock, defineNetwork, getRpcServiceUrl, memoryStorage, cookieStorage } from '@connect-modal/headless';
import { QUERY_KEY_ROOT, QUERY_STALE_TIMES, historyQueryOptions, identityQueryOptions, namesQueryOptions, nativeBalanceQueryOptions, persistQueryCaches, tokenBalancesQueryOptions } from '@connect-modal/headless/queries';
import { getDataServices } from '@connect-modal/headless/internal';
import type { Clock, ConnectConfig, TrackEvent } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { ConnectProvider, useBalance, useHistory, useRecommendedWallets, useTokenBalances } from '@connect-modal/headless/react';
import { QueryClient } from '@tanstack/react-query';

const PROJECT_ID = 'e'.repeat(32);
let chain: DevChain;
let server: RunningApiServer;
const account = ANVIL_ACCOUNTS[2] as Address;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  server = await startApiServer({ chains: [chain] });
});

afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  server.api.requests.length = 0;
  window.localStorage.clear();
});

async function setup(options: { clock?: Clock; storage?: ReturnType<typeof memoryStorage>; mountFirst?: boolean } = {}) {
  const wallet = installDevWallet(
    {
      name: 'Dev Wallet',
      rdns: 'io.connectmodal.devwallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      chains: { [chain.chainId]: chain.rpcUrl },
      initialChainId: chain.chainId,
      account,
      persist: false,
    },
    window,
  );
  cleanups.push(wallet.uninstall);
  // The chain's reads go through the devnet API's RPC endpoint, so the API sees every request.
  const network = defineNetwork({
    id: chain.chainId,
    name: 'Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [getRpcServiceUrl(server.url, `eip155:${chain.chainId}`, PROJECT_ID)] } },
  });
  const config = createConnectConfig({
    projectId: PROJECT_ID,
    networks: [network],
    adapters: [createEip155Adapter()],
    storage: options.storage ?? memoryStorage(),
    endpoints: { blockchainApi: server.url, walletDirectory: server.url, analytics: server.url },
    fetch: (...args) => fetch(...args),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  cleanups.push(config.start());
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConnectProvider config={config} queryClient={queryClient}>
      {children}
    </ConnectProvider>
  );
  if (options.mountFirst) cleanups.push(renderHook(() => null, { wrapper }).unmount);
  await waitFor(() => expect(config._internal.connectors()).toHaveLength(1));
  await config._internal.connect('io.connectmodal.devwallet');
  server.api.requests.length = 0;
  return { config, wrapper, queryClient, network };
}

const requestsTo = (pattern: RegExp) => server.api.requests.filter((request) => pattern.test(request.path));

describe('data hooks against the devnet API', () => {
  it('uses the specification lifetimes', () => {
    const config = createConnectConfig({ projectId: PROJECT_ID, networks: [chainNetwork()], storage: memoryStorage() });
    const params = { address: account, network: chainNetwork(), caipNetworkId: 'eip155:31337' };
    expect(nativeBalanceQueryOptions(config, params).staleTime).toBe(30_000);
    expect(tokenBalancesQueryOptions(config, params).staleTime).toBe(30_000);
    expect(identityQueryOptions(config, params).staleTime).toBe(300_000);
    expect(namesQueryOptions(config, params).staleTime).toBe(300_000);
    expect(QUERY_STALE_TIMES).toEqual({ portfolio: 30_000, nativeBalance: 30_000, names: 300_000, identity: 300_000 });
    expect(historyQueryOptions(config, params).queryKey[0]).toBe(QUERY_KEY_ROOT);
    expect(historyQueryOptions(config, params).enabled).toBe(true);
  });

  it('never asks for history while the history feature is off', () => {
    const config = createConnectConfig({ projectId: PROJECT_ID, networks: [chainNetwork()], storage: memoryStorage(), features: { history: false } });
    expect(historyQueryOptions(config, { address: account, network: chainNetwork() }).enabled).toBe(false);
  });

  it('ten components reading one balance make one request to the API', async () => {
    const { wrapper } = await setup();
    const { result } = renderHook(() => Array.from({ length: 10 }, () => ({ native: useBalance(), tokens: useTokenBalances() })), { wrapper });
    await waitFor(() => expect(result.current.every(({ native, tokens }) => native.isSuccess && tokens.isSuccess)).toBe(true));
    expect(requestsTo(/^\/v1\/$/)).toHaveLength(1);
    expect(requestsTo(/^\/v1\/account\/.*\/balance$/)).toHaveLength(1);
  });

  it('returns the new token balance and the transfer after a real ERC-20 transfer', async () => {
    const { wrapper, queryClient } = await setup();
    const { result } = renderHook(() => ({ tokens: useTokenBalances(), history: useHistory() }), { wrapper });
    await waitFor(() => expect(result.current.tokens.isSuccess && result.current.history.isSuccess).toBe(true));
    const before = result.current.tokens.data?.find((token) => token.symbol === 'DEV');
    expect(before?.quantity.numeric).toBe('1000000');

    const recipient = ANVIL_ACCOUNTS[7] as Address;
    const wallet = createWalletClient({ account, chain: chain.chain, transport: http(chain.rpcUrl) });
    const hash = await wallet.writeContract({ address: chain.contracts.token, abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('12.5', 18)] });
    await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash });

    await act(() => queryClient.invalidateQueries({ queryKey: [QUERY_KEY_ROOT] }));
    await waitFor(() => expect(result.current.tokens.data?.find((token) => token.symbol === 'DEV')?.quantity.numeric).toBe('999987.5'));
    await waitFor(() => expect(result.current.history.transactions.length).toBeGreaterThan(0));
    const transfer = result.current.history.transactions[0];
    expect(transfer?.metadata).toMatchObject({ operationType: 'send', sentFrom: account, sentTo: recipient });
    expect(transfer?.transfers[0]).toMatchObject({ fungible_info: { symbol: 'DEV' }, quantity: { numeric: '12.5' } });
    expect(result.current.history.groups[0]?.transactions[0]?.id).toBe(transfer?.id);
  });

  it('a history failure gives an empty list, no cursor, a toast and an ERROR_FETCH_TRANSACTIONS event', async () => {
    const { wrapper, config } = await setup();
    const tracked: TrackEvent[] = [];
    config.events.on('track', (event) => tracked.push(event));
    server.api.faults.queue('/v1/account/', [{ status: 404, body: 'nope' }]);
    const { result } = renderHook(() => useHistory(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toMatchObject({ empty: true, failed: true, hasNextPage: false, transactions: [] });
    // The toast comes from the one query-cache watcher, not from the fetcher.
    await waitFor(() => expect(config._internal.toasts.get().message).toBe('Failed to fetch transactions'));
    expect(tracked.map((event) => event.event)).toContain('ERROR_FETCH_TRANSACTIONS');
  });

  it('sends track events to the analytics sink', async () => {
    const before = server.api.analyticsEvents.length;
    // Analytics starts with the provider: mounted before the connection, it hears it.
    await setup({ mountFirst: true });
    await waitFor(() => expect(server.api.analyticsEvents.length).toBeGreaterThan(before));
    const events = server.api.analyticsEvents.slice(before) as { props?: { event?: string; address?: string } }[];
    expect(events.map((event) => event.props?.event)).toContain('CONNECT_SUCCESS');
  });

  it('persists balances in browser storage for their lifetime only (injected clock)', async () => {
    const clock = createManualClock(Date.now());
    const storage = memoryStorage();
    const { config, queryClient, network } = await setup({ clock, storage });
    const stop = persistQueryCaches(queryClient, config);
    await queryClient.fetchQuery(nativeBalanceQueryOptions(config, { address: account, network }));
    stop();
    expect(Object.keys(storage.dump()).some((key) => key.endsWith('nativeBalanceCache'))).toBe(true);

    const restore = (elapsed: number) => {
      const fresh = new QueryClient();
      const probe = clock.now();
      clock.advance(elapsed);
      persistQueryCaches(fresh, config as ConnectConfig)();
      void probe;
      return fresh.getQueryData(nativeBalanceQueryOptions(config, { address: account, network }).queryKey);
    };
    const restored = restore(10_000) as { value: bigint } | undefined;
    expect(typeof restored?.value).toBe('bigint');
    expect(restore(20_000)).toBeUndefined();
  });

  it('recommends no wallet the visitor already has announced', async () => {
    const { wrapper, config } = await setup();
    const metamask = installDevWallet(
      {
        name: 'MetaMask',
        rdns: 'io.metamask',
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        chains: { [chain.chainId]: chain.rpcUrl },
        initialChainId: chain.chainId,
        account,
        persist: false,
      },
      window,
    );
    cleanups.push(metamask.uninstall);
    await waitFor(() => expect(config._internal.connectors().map((connector) => connector.info?.rdns)).toContain('io.metamask'));
    const { result } = renderHook(() => useRecommendedWallets(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const names = result.current.data?.recommended.map((wallet) => wallet.name) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('MetaMask');
    const unfiltered = (await getDataServices(config).directory.getWallets({ page: 1, entries: 4 })).data.map((wallet) => wallet.name);
    expect(unfiltered).toContain('MetaMask');
  });

  it('keeps the caches out of cookies when the config stores its state in cookies', () => {
    const network = chainNetwork();
    const config = createConnectConfig({ projectId: PROJECT_ID, networks: [network], storage: cookieStorage() });
    const client = new QueryClient();
    const stop = persistQueryCaches(client, config);
    const queryKey = nativeBalanceQueryOptions(config, { address: account, network }).queryKey;
    client.setQueryData(queryKey, { value: 1n, decimals: 18, symbol: 'ETH', formatted: '0.000000000000000001' });
    stop();
    expect(document.cookie).not.toContain('nativeBalanceCache');
    expect(localStorage.getItem('@connect-modal/nativeBalanceCache')).toContain('nativeBalance');
    localStorage.clear();
  });

  it('puts back only cached data of the shape its query returns', () => {
    const now = Date.now();
    const network = chainNetwork();
    const good = { value: { $bigint: '5' }, decimals: 18, symbol: 'ETH', formatted: '0.000000000000000005' };
    const entries = (key: readonly unknown[], data: unknown) => ({ [JSON.stringify(key)]: { timestamp: now - 1000, data } });
    const probe = createConnectConfig({ projectId: PROJECT_ID, networks: [network], storage: memoryStorage() });
    const balanceKey = nativeBalanceQueryOptions(probe, { address: account, network }).queryKey;
    const otherKey = nativeBalanceQueryOptions(probe, { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', network }).queryKey;
    const tokensKey = tokenBalancesQueryOptions(probe, { address: account, network }).queryKey;
    const seeded = memoryStorage();
    const seed = createConnectConfig({ projectId: PROJECT_ID, networks: [network], storage: seeded });
    seed.storage.set('nativeBalanceCache', {
      ...entries(balanceKey, good),
      // Wrong shapes: a number where a bigint belongs, and a token list stored under a balance key.
      ...entries(otherKey, { ...good, value: 5 }),
    });
    seed.storage.set('portfolioCache', { ...entries(tokensKey, [{ symbol: 'DEV' }]), ...entries(balanceKey, [good]) });
    const config = createConnectConfig({ projectId: PROJECT_ID, networks: [network], storage: seeded });
    const client = new QueryClient();
    persistQueryCaches(client, config)();
    expect(client.getQueryData(balanceKey)).toEqual({ ...good, value: 5n });
    expect(client.getQueryData(otherKey)).toBeUndefined();
    expect(client.getQueryData(tokensKey)).toBeUndefined();
  });
});

function chainNetwork() {
  return defineNetwork({
    id: 31337,
    name: 'Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  });
}
