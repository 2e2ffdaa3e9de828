import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, erc20Abi, formatEther, formatUnits, http, parseEther } from 'viem';
import type { Address, PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  ApiError,
  createAnalyticsClient,
  createBlockchainApiClient,
  createNameServiceClient,
  createWalletDirectoryClient,
  evmChainIdToCoinType,
} from '@connect-modal/headless/services';
import type { BlockchainApiClient, NameServiceClient, WalletDirectoryClient } from '@connect-modal/headless/services';
import { DEV_TOKEN_GENESIS_BALANCE, startChain } from '../chain/startChain.js';
import { uniswapV2Router02Abi } from '../chain/uniswapArtifacts.generated.js';
import type { DevChain } from '../chain/startChain.js';
import { USD_TOKEN_GENESIS_BALANCE } from '../chain/swapContracts.js';
import { NATIVE_TOKEN_ADDRESS } from './apiFixtures.js';
import { startApiServer } from './startApiServer.js';
import type { RunningApiServer } from './startApiServer.js';

const CHAIN = 'eip155:31337';

let chain: DevChain;
let server: RunningApiServer;
let client: PublicClient;
let api: BlockchainApiClient;
let names: NameServiceClient;
let directory: WalletDirectoryClient;

function clientOptions(overrides: { timeoutMs?: number; retryCount?: number } = {}) {
  return {
    baseUrl: server.url,
    projectId: 'devnet-project',
    sdkType: 'connect',
    sdkVersion: 'test-1.0.0',
    fetch: (input: string, init?: RequestInit) => fetch(input, init),
    retry: { count: overrides.retryCount ?? 3, delayMs: 5 },
    ...(overrides.timeoutMs === undefined ? {} : { timeoutMs: overrides.timeoutMs }),
    networkSupport: { swap: [CHAIN] },
  };
}

function account(index: number): Address {
  const address = chain.accounts[index];
  if (!address) throw new Error(`no dev account ${index}`);
  return address;
}

function signer(index: number) {
  const key = chain.privateKeys[index];
  if (!key) throw new Error(`no dev key ${index}`);
  return privateKeyToAccount(key);
}

async function sendDev(fromIndex: number, to: Address, amount: string): Promise<void> {
  const wallet = createWalletClient({ chain: chain.chain, transport: http(chain.rpcUrl), account: signer(fromIndex) });
  const hash = await wallet.writeContract({ address: chain.contracts.token, abi: erc20Abi, functionName: 'transfer', args: [to, parseEther(amount)] });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
}

beforeAll(async () => {
  chain = await startChain();
  server = await startApiServer({ chains: [chain] });
  client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) });
  api = createBlockchainApiClient(clientOptions());
  names = createNameServiceClient(clientOptions());
  directory = createWalletDirectoryClient(clientOptions());
});

afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});

describe('devnet API served to the headless clients', () => {
  it('lists the devnet chain as supported', async () => {
    expect(await api.getSupportedChains()).toEqual({ http: [CHAIN], ws: [CHAIN] });
  });

  it('reports balances read from the chain, in the token-balance shape', async () => {
    const { balances } = await api.getBalances({ address: account(0), chainId: CHAIN });
    const native = balances.find((balance) => balance.symbol === 'ETH');
    const dev = balances.find((balance) => balance.symbol === 'DEV');
    expect(native).toMatchObject({ name: 'Ether', chainId: CHAIN, price: 3000, quantity: { decimals: '18' } });
    expect(native?.address).toBeUndefined();
    expect(native?.quantity.numeric).toBe(formatEther(await client.getBalance({ address: account(0) })));
    expect(dev).toMatchObject({
      address: `${CHAIN}:${chain.contracts.token}`,
      price: 1,
      quantity: { numeric: formatEther(DEV_TOKEN_GENESIS_BALANCE), decimals: '18' },
      value: 1_000_000,
    });
    // USDD has 6 decimals: its balance is read in them, exactly.
    expect(balances.find((balance) => balance.symbol === 'USDD')).toMatchObject({
      name: 'Devnet USD',
      address: `${CHAIN}:${chain.contracts.usdToken}`,
      price: 1,
      quantity: { numeric: formatUnits(USD_TOKEN_GENESIS_BALANCE, 6), decimals: '6' },
    });
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'DEV', 'USDD']);
    const icon = await fetch(dev?.iconUrl ?? '');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
    expect(await api.getBalances({ address: account(0), chainId: 'eip155:1' })).toEqual({ balances: [] });
  });

  it('shows a DevToken transfer in balances and history at once', async () => {
    const receiver = account(5);
    expect((await api.fetchHistory({ account: receiver, chainId: CHAIN })).data).toEqual([]);
    await sendDev(0, receiver, '1234.5');

    const { balances } = await api.getBalances({ address: receiver, chainId: CHAIN });
    expect(balances.find((balance) => balance.symbol === 'DEV')?.quantity.numeric).toBe('1234.5');
    const history = await api.fetchHistory({ account: receiver, chainId: CHAIN });
    expect(history.next).toBeNull();
    expect(history.data).toHaveLength(1);
    const [entry] = history.data;
    expect(entry?.metadata).toMatchObject({ operationType: 'receive', status: 'confirmed', sentFrom: account(0), sentTo: receiver, chain: CHAIN });
    expect(Date.parse(entry?.metadata.minedAt ?? '')).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(entry?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '1234.5' },
        fungible_info: expect.objectContaining({ name: 'Dev Token', symbol: 'DEV', icon: { url: expect.stringContaining('/public/getTokenImage/DEV') } }),
      }),
    ]);

    const sender = await api.fetchHistory({ account: account(0), chainId: CHAIN });
    expect(sender.data[0]?.metadata.operationType).toBe('send');
    expect(sender.data[0]?.transfers[0]?.direction).toBe('out');

    await sendDev(0, receiver, '1');
    expect((await api.fetchHistory({ account: receiver, chainId: CHAIN })).data).toHaveLength(2);
    expect(await api.fetchHistory({ account: receiver, chainId: 'eip155:1' })).toEqual({ data: [], next: null });
  });

  it('pages history newest first with an opaque cursor', async () => {
    const receiver = account(6);
    const wallet = createWalletClient({ chain: chain.chain, transport: http(chain.rpcUrl), account: signer(1) });
    let last: `0x${string}` = '0x';
    for (let index = 0; index < 23; index++) last = await wallet.sendTransaction({ to: receiver, value: parseEther(String((index + 1) / 100)) });
    await client.waitForTransactionReceipt({ hash: last, pollingInterval: 20 });

    const first = await api.fetchHistory({ account: receiver, chainId: CHAIN });
    expect(first.data).toHaveLength(20);
    expect(first.next).toEqual(expect.any(String));
    const second = await api.fetchHistory({ account: receiver, chainId: CHAIN, cursor: first.next });
    expect(second.data).toHaveLength(3);
    expect(second.next).toBeNull();
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(23);
    // Newest first: the last transfer sent (0.23 ETH) leads, the first (0.01 ETH) closes.
    expect(all[0]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.23' }, fungible_info: { symbol: 'ETH' } });
    expect(all.at(-1)?.transfers[0]?.quantity.numeric).toBe('0.01');
    const times = all.map((entry) => Date.parse(entry.metadata.minedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await expect(api.fetchHistory({ account: receiver, chainId: CHAIN, cursor: 'garbage' })).rejects.toMatchObject({ code: 'API_HTTP_ERROR', status: 400 });
  });

  it('answers identities from fixtures and registered names', async () => {
    const alice = await api.fetchIdentity({ address: account(0), caipNetworkId: CHAIN });
    expect(alice.name).toBe('alice.reown.id');
    expect((await fetch(alice.avatar ?? '')).status).toBe(200);
    expect(await api.fetchIdentity({ address: '0x000000000000000000000000000000000000dEaD', caipNetworkId: CHAIN })).toEqual({ name: null, avatar: null });
  });

  it('resolves, suggests and registers names with real signatures', async () => {
    expect((await names.resolveName('alice.reown.id'))?.addresses['60']?.address).toBe(account(0));
    expect(await names.resolveName('nobody-here.reown.id')).toBeNull();
    expect((await names.getNamesForAddress(account(0))).map((profile) => profile.name)).toContain('alice.reown.id');
    const suggestions = await names.getSuggestions('alice');
    expect(suggestions).toContainEqual({ name: 'alice.reown.id', registered: true });
    expect(suggestions.some((suggestion) => !suggestion.registered)).toBe(true);

    const coinType = evmChainIdToCoinType(chain.chainId);
    const erin = signer(5);
    const message = names.createRegisterMessage('erin5');
    await names.register({ name: 'erin5', coinType, address: erin.address, message, signature: await erin.signMessage({ message }) });
    expect((await names.resolveName('erin5.reown.id'))?.addresses[String(coinType)]?.address).toBe(erin.address);
    expect((await api.fetchIdentity({ address: erin.address, caipNetworkId: CHAIN })).name).toBe('erin5.reown.id');

    // A smart account registers with its owner's ERC-1271 signature, checked on chain.
    const smartMessage = names.createRegisterMessage('smart-one');
    await names.register({
      name: 'smart-one',
      coinType,
      address: chain.contracts.smartAccount,
      message: smartMessage,
      signature: await signer(0).signMessage({ message: smartMessage }),
    });
    expect((await names.getNamesForAddress(chain.contracts.smartAccount)).map((profile) => profile.name)).toEqual(['smart-one.reown.id']);

    const forged = names.createRegisterMessage('frank');
    await expect(
      names.register({ name: 'frank', coinType, address: erin.address, message: forged, signature: await signer(6).signMessage({ message: forged }) }),
    ).rejects.toMatchObject({ message: 'Error registering name frank' });
    const taken = names.createRegisterMessage('alice');
    await expect(
      names.register({ name: 'alice', coinType, address: erin.address, message: taken, signature: await erin.signMessage({ message: taken }) }),
    ).rejects.toMatchObject({ message: 'Error registering name alice' });
  });

  it('serves swaps over the devnet pools in the shapes the headless client parses', async () => {
    const eth = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`;
    const dev = `${CHAIN}:${chain.contracts.token}`;
    const { tokens } = await api.fetchSwapTokens({ chainId: CHAIN });
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', eth, 18],
      ['DEV', dev, 18],
      ['USDD', `${CHAIN}:${chain.contracts.usdToken}`, 6],
      ['USDR', `${CHAIN}:${chain.contracts.resetToken}`, 6],
    ]);
    const { router, weth } = chain.contracts.uniswap;
    const { quotes } = await api.fetchSwapQuote({ amount: parseEther('1').toString(), userAddress: account(0), from: eth, to: dev, gasPrice: '1' });
    const [, bought] = await client.readContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [weth, chain.contracts.token]],
    });
    expect(quotes).toEqual([{ id: null, fromAmount: parseEther('1').toString(), fromAccount: eth, toAmount: String(bought), toAccount: dev, path: [weth, chain.contracts.token] }]);
    expect(await api.fetchSwapAllowance({ tokenAddress: dev, userAddress: account(0) })).toEqual({ allowance: '0', spender: router });
    const gas = await api.fetchGasPrice({ chainId: CHAIN });
    expect(BigInt(gas.standard ?? '0')).toBeGreaterThan(0n);
    const swap = await api.generateSwapCalldata({ amount: '1000', from: eth, to: dev, userAddress: account(0) });
    expect(swap.tx).toMatchObject({ from: account(0), to: router, amount: '1000', data: expect.stringMatching(/^0x7ff36ab5/) });
    expect(await api.fetchTokenPrice({ addresses: [eth, dev, `${CHAIN}:0x0000000000000000000000000000000000000001`] })).toEqual({
      fungibles: [
        { name: 'Ether', symbol: 'ETH', iconUrl: expect.any(String), price: 3000 },
        { name: 'Dev Token', symbol: 'DEV', iconUrl: expect.any(String), price: 1 },
      ],
    });
  });

  it('serves onramp options, quotes and a local purchase page', async () => {
    const options = await api.getOnrampOptions();
    expect(options.paymentCurrencies.map((currency) => currency.id)).toContain('USD');
    const eth = options.purchaseCurrencies.find((currency) => currency.symbol === 'ETH');
    expect(eth?.networks.map((network) => network.chain_id)).toContain('31337');
    const quote = await api.getOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'devnet-31337' });
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' });
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo((100 - 1.5 - 0.5) / 3000, 6);
    const { url } = await api.generateOnrampUrl({ destinationWallets: [{ address: account(0), blockchains: ['ethereum'] }], partnerUserId: account(0) });
    expect(url.startsWith(`${server.url}/`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('lists and revokes smart sessions', async () => {
    server.api.sessions.set(account(0).toLowerCase(), [{ pci: 'pci-1', expiry: 1 }]);
    const caip = `${CHAIN}:${account(0)}`;
    expect(await api.getSessions({ address: caip })).toEqual({ pcis: [{ pci: 'pci-1', expiry: 1 }] });
    expect(await api.revokeSession({ address: caip, pci: 'pci-1', signature: '0x01' })).toEqual({ success: true });
    expect(await api.getSessions({ address: caip })).toEqual({ pcis: [] });
  });

  it('serves the wallet directory with paging, search and filters', async () => {
    const first = await directory.getWallets({ page: 1 });
    expect(first.count).toBeGreaterThanOrEqual(500);
    expect(first.data).toHaveLength(40);
    expect((await directory.getWallets({ page: 1, search: 'metamask' })).data.map((wallet) => wallet.name)).toEqual(['MetaMask']);
    const [one, two] = first.data;
    const included = await directory.getWallets({ page: 1, include: [one?.id ?? '', two?.id ?? ''], exclude: [two?.id ?? ''] });
    expect(included).toEqual({ data: [one], count: 1 });
    const onDevnet = await directory.getWallets({ page: 1, entries: 100, chains: [CHAIN] });
    expect(onDevnet.data.every((wallet) => wallet.chains.includes(CHAIN))).toBe(true);
    const image = await fetch(directory.walletImageUrl(one?.image_id ?? ''));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain(">ME<");
    expect((await fetch(directory.currencyImageUrl('USD'))).status).toBe(200);
    expect((await fetch(directory.assetImageUrl('eip155'))).status).toBe(200);
    expect((await directory.getAllowedOrigins()).allowedOrigins.length).toBeGreaterThan(0);
    expect(await directory.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true });
  });

  it('records analytics events', async () => {
    const analytics = createAnalyticsClient({ ...clientOptions(), getLocation: () => ({ href: 'http://127.0.0.1:5173/', hostname: '127.0.0.1' }) });
    await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: account(0) });
    expect(server.api.analyticsEvents.at(-1)).toMatchObject({
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: account(0) },
    });
  });

  it('proxies JSON-RPC, single and batched, to the chain', async () => {
    const rpc = createPublicClient({ chain: chain.chain, transport: http(`${server.url}/v1/?chainId=${CHAIN}&projectId=p`, { batch: true }) });
    const [blockNumber, balance, chainId] = await Promise.all([rpc.getBlockNumber({ cacheTime: 0 }), rpc.getBalance({ address: account(2) }), rpc.getChainId()]);
    expect(blockNumber).toBe(await client.getBlockNumber({ cacheTime: 0 }));
    expect(balance).toBe(await client.getBalance({ address: account(2) }));
    expect(chainId).toBe(31337);

    const post = (query: string, body: string) => fetch(`${server.url}/v1/?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const unknown = await post('chainId=eip155:1', JSON.stringify([{ jsonrpc: '2.0', id: 7, method: 'eth_chainId' }, { jsonrpc: '2.0', id: 8, method: 'eth_chainId' }]));
    expect(await unknown.json()).toEqual([
      { jsonrpc: '2.0', id: 7, error: { code: -32602, message: 'Unsupported chainId: eip155:1' } },
      { jsonrpc: '2.0', id: 8, error: { code: -32602, message: 'Unsupported chainId: eip155:1' } },
    ]);
    const malformed = await post(`chainId=${CHAIN}`, '{"jsonrpc":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: -32700 } });
  });
});

describe('devnet API fault injection and limits', () => {
  it('plays queued faults to the next matching requests, which the client retries', async () => {
    server.api.requests.length = 0;
    server.api.faults.queue('/v1/account/', [{ status: 503 }, { status: 429, headers: { 'retry-after': '0' } }]);
    const { balances } = await api.getBalances({ address: account(0), chainId: CHAIN });
    expect(balances.length).toBeGreaterThan(0);
    expect(server.api.requests.map((request) => request.path)).toEqual(Array(3).fill(`/v1/account/${account(0)}/balance`));
    expect(server.api.requests[0]?.query).toMatchObject({ projectId: 'devnet-project', st: 'connect', sv: 'test-1.0.0', chainId: CHAIN });

    server.api.faults.queue('/v1/identity/', [{ body: 'not json at all' }]);
    await expect(api.fetchIdentity({ address: account(0), caipNetworkId: CHAIN })).rejects.toMatchObject({ code: 'API_BAD_RESPONSE' });
    server.api.faults.queue('/v1/onramp/', [{ reset: true }]);
    await expect(api.getOnrampOptions()).rejects.toMatchObject({ code: 'API_NETWORK_ERROR' });
    server.api.faults.queue('/v1/supported-chains', [{ delayMs: 400 }]);
    const impatient = createBlockchainApiClient(clientOptions({ timeoutMs: 100, retryCount: 0 }));
    await expect(impatient.getSupportedChains()).rejects.toMatchObject({ code: 'API_TIMEOUT' });
    expect(server.api.faults.pending()).toBe(0);
  });

  it('exposes faults and the request log over HTTP for browser tests', async () => {
    const queued = await fetch(`${server.url}/__devnet/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/getAnalyticsConfig', responses: [{ status: 500 }] }),
    });
    expect(queued.status).toBe(200);
    const once = createWalletDirectoryClient(clientOptions({ retryCount: 0 }));
    const error = await once.getAnalyticsConfig().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'API_HTTP_ERROR', status: 500 });
    const log = (await (await fetch(`${server.url}/__devnet/requests`)).json()) as Array<{ path: string }>;
    expect(log.at(-1)?.path).toBe('/getAnalyticsConfig');
    expect((await fetch(`${server.url}/__devnet/requests`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${server.url}/__devnet/requests`)).json()).toEqual([]);
    const refused = await fetch(`${server.url}/__devnet/faults`, { method: 'POST', body: JSON.stringify({ path: 'x', responses: 1 }) });
    expect(refused.status).toBe(400);
  });

  it('refuses oversized and malformed bodies, answers preflights and unknown paths', async () => {
    const big = await fetch(`${server.url}/e`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(1_100_000)}"` });
    expect(big.status).toBe(413);
    const malformed = await fetch(`${server.url}/v1/fungible/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"addresses": [' });
    expect(malformed.status).toBe(400);
    const preflight = await fetch(`${server.url}/v1/onramp/quote`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${server.url}/v1/supported-chains`)).headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${server.url}/no/such/path`)).status).toBe(404);
    expect((await fetch(`${server.url}/v1/supported-chains`, { method: 'DELETE' })).status).toBe(405);
  });
});
