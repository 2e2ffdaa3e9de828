import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './ApiClientOptions.js';
import { ApiError } from './ApiError.js';
import { createBlockchainApiClient } from './createBlockchainApiClient.js';

interface Call {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
  readonly cache: RequestCache | undefined;
}

/** A fetch answering every path with `answer(path)` and recording what was asked. */
function recordingFetch(answer: (path: string) => unknown, status = 200) {
  const calls: Call[] = [];
  const fetch = vi.fn<FetchLike>(async (input, init) => {
    const url = new URL(input);
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      cache: init?.cache,
    });
    return new Response(JSON.stringify(answer(url.pathname)), { status });
  });
  return { fetch, calls };
}

const options = { baseUrl: 'https://rpc.example', projectId: 'pid', sdkType: 'connect', sdkVersion: '1.0.0', clientId: 'cid' };
const shared = { st: 'connect', sv: '1.0.0', projectId: 'pid', clientId: 'cid' };
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const balance = {
  symbol: 'ETH',
  name: 'Ether',
  chainId: 'eip155:1',
  quantity: { numeric: '1.5', decimals: '18' },
  price: 3000,
  value: 4500,
  iconUrl: 'https://img.example/eth.svg',
};

describe('createBlockchainApiClient', () => {
  it('asks each endpoint with the specified path and parameters', async () => {
    const answers: Record<string, unknown> = {
      '/v1/supported-chains': { http: ['eip155:1'], ws: [] },
      [`/v1/identity/${ADDRESS}`]: { name: 'alice.eth', avatar: null },
      [`/v1/account/${ADDRESS}/history`]: { data: [], next: 'c2' },
      [`/v1/account/${ADDRESS}/balance`]: { balances: [balance] },
      '/v1/convert/quotes': { quotes: [] },
      '/v1/convert/tokens': { tokens: [] },
      '/v1/fungible/price': { fungibles: [] },
      '/v1/convert/allowance': { allowance: '0' },
      '/v1/convert/gas-price': { standard: '1', fast: '2', instant: '3' },
      '/v1/convert/build-transaction': { tx: { data: '0x' } },
      '/v1/convert/build-approve': { tx: { data: '0x' } },
      '/v1/profile/account/alice.reown.id': { name: 'alice.reown.id', addresses: {}, attributes: [] },
      [`/v1/profile/reverse/${ADDRESS}`]: [],
      '/v1/profile/suggestions/alice': { suggestions: [{ name: 'alice.reown.id', registered: true }] },
      '/v1/profile/account': { success: true },
      '/v1/generators/onrampurl': { url: 'https://pay.example/buy' },
      '/v1/onramp/options': { paymentCurrencies: [], purchaseCurrencies: [] },
      '/v1/onramp/quote': {
        coinbaseFee: { amount: '1', currency: 'USD' },
        networkFee: { amount: '1', currency: 'USD' },
        paymentSubtotal: { amount: '98', currency: 'USD' },
        paymentTotal: { amount: '100', currency: 'USD' },
        purchaseAmount: { amount: '0.03', currency: 'ETH' },
        quoteId: 'q1',
      },
      '/v1/sessions/eip155:1:0xabc': { pcis: [] },
      '/v1/sessions/eip155:1:0xabc/revoke': { ok: true },
    };
    const { fetch, calls } = recordingFetch((path) => answers[decodeURIComponent(path)] ?? answers[path]);
    const api = createBlockchainApiClient({ ...options, fetch });
    const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
    const usdc = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

    expect(await api.getSupportedChains()).toEqual({ http: ['eip155:1'], ws: [] });
    expect(await api.fetchIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1', sender: ADDRESS })).toEqual({ name: 'alice.eth', avatar: null });
    expect(await api.fetchHistory({ account: ADDRESS, chainId: 'eip155:1', cursor: 'c1' })).toEqual({ data: [], next: 'c2' });
    expect((await api.getBalances({ address: ADDRESS, chainId: 'eip155:1', forceUpdate: usdc })).balances).toEqual([balance]);
    await api.fetchSwapQuote({ amount: '10', userAddress: ADDRESS, from: eth, to: usdc, gasPrice: '7' });
    await api.fetchSwapTokens({ chainId: 'eip155:1' });
    await api.fetchTokenPrice({ addresses: [eth] });
    await api.fetchSwapAllowance({ tokenAddress: usdc, userAddress: ADDRESS });
    await api.fetchGasPrice({ chainId: 'eip155:1' });
    await api.generateSwapCalldata({ amount: '10', from: eth, to: usdc, userAddress: ADDRESS, disableEstimate: true });
    await api.generateApproveCalldata({ from: usdc, to: eth, userAddress: ADDRESS });
    await api.lookupName({ name: 'alice.reown.id' });
    await api.reverseLookupName({ address: ADDRESS, sender: ADDRESS });
    await api.getNameSuggestions({ name: 'alice' });
    await api.registerName({ coinType: 60, address: ADDRESS, message: '{}', signature: '0x01' });
    await api.generateOnrampUrl({ destinationWallets: [{ address: ADDRESS }], partnerUserId: ADDRESS, presetFiatAmount: '100.00' });
    await api.getOnrampOptions();
    await api.getOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' });
    await api.getSessions({ address: 'eip155:1:0xabc' });
    await api.revokeSession({ address: 'eip155:1:0xabc', pci: 'p', signature: '0x02' });

    const summary = calls.map(({ method, path, query, body }) => {
      const { st, sv, projectId, clientId, ...rest } = query;
      expect({ st, sv, projectId, clientId }).toEqual(shared);
      return [method, decodeURIComponent(path), rest, body];
    });
    expect(summary).toEqual([
      ['GET', '/v1/supported-chains', {}, undefined],
      ['GET', `/v1/identity/${ADDRESS}`, { sender: ADDRESS }, undefined],
      ['GET', `/v1/account/${ADDRESS}/history`, { cursor: 'c1', chainId: 'eip155:1' }, undefined],
      ['GET', `/v1/account/${ADDRESS}/balance`, { currency: 'usd', chainId: 'eip155:1', forceUpdate: usdc }, undefined],
      ['GET', '/v1/convert/quotes', { amount: '10', userAddress: ADDRESS, from: eth, to: usdc, gasPrice: '7' }, undefined],
      ['GET', '/v1/convert/tokens', { chainId: 'eip155:1' }, undefined],
      ['POST', '/v1/fungible/price', {}, { currency: 'usd', addresses: [eth], projectId: 'pid' }],
      ['GET', '/v1/convert/allowance', { tokenAddress: usdc, userAddress: ADDRESS }, undefined],
      ['GET', '/v1/convert/gas-price', { chainId: 'eip155:1' }, undefined],
      [
        'POST',
        '/v1/convert/build-transaction',
        {},
        { amount: '10', eip155: { slippage: 1 }, projectId: 'pid', from: eth, to: usdc, userAddress: ADDRESS, disableEstimate: true },
      ],
      ['GET', '/v1/convert/build-approve', { userAddress: ADDRESS, from: usdc, to: eth }, undefined],
      ['GET', '/v1/profile/account/alice.reown.id', { apiVersion: '2' }, undefined],
      ['GET', `/v1/profile/reverse/${ADDRESS}`, { sender: ADDRESS, apiVersion: '2' }, undefined],
      ['GET', '/v1/profile/suggestions/alice', { zone: 'reown.id' }, undefined],
      ['POST', '/v1/profile/account', {}, { coin_type: 60, address: ADDRESS, message: '{}', signature: '0x01' }],
      [
        'POST',
        '/v1/generators/onrampurl',
        {},
        { destinationWallets: [{ address: ADDRESS }], partnerUserId: ADDRESS, defaultExperience: 'buy', presetFiatAmount: '100.00' },
      ],
      ['GET', '/v1/onramp/options', {}, undefined],
      ['POST', '/v1/onramp/quote', {}, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' }],
      ['GET', '/v1/sessions/eip155:1:0xabc', {}, undefined],
      ['POST', '/v1/sessions/eip155:1:0xabc/revoke', {}, { pci: 'p', signature: '0x02' }],
    ]);
  });

  it('asks for fresh history after an onramp purchase', async () => {
    const { fetch, calls } = recordingFetch(() => ({ data: [], next: null }));
    const api = createBlockchainApiClient({ ...options, fetch });
    await api.fetchHistory({ account: ADDRESS, chainId: 'eip155:1', onramp: 'coinbase' });
    await api.fetchHistory({ account: ADDRESS, chainId: 'eip155:1' });
    expect(calls.map((call) => [call.query.onramp, call.cache])).toEqual([['coinbase', 'no-cache'], [undefined, undefined]]);
  });

  it('answers empty, without asking, for networks the API does not serve', async () => {
    const { fetch } = recordingFetch(() => ({}));
    const api = createBlockchainApiClient({ ...options, fetch });
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93';
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    expect(await api.getBalances({ address: 'bc1q', chainId: bitcoin })).toEqual({ balances: [] });
    expect(await api.getBalances({ address: 'x', chainId: 'not a network' })).toEqual({ balances: [] });
    expect(await api.fetchHistory({ account: 'So1', chainId: solana })).toEqual({ data: [], next: null });
    expect(await api.fetchIdentity({ address: 'So1', caipNetworkId: solana })).toEqual({ name: null, avatar: null });
    expect(await api.lookupName({ name: 'alice.reown.id', caipNetworkId: solana })).toBeNull();
    expect(await api.reverseLookupName({ address: 'So1', caipNetworkId: solana })).toEqual([]);
    expect(await api.getNameSuggestions({ name: 'alice', caipNetworkId: solana })).toEqual({ suggestions: [] });
    expect(await api.fetchSwapTokens({ chainId: 'eip155:31337' })).toEqual({ tokens: [] });
    const devToken = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(await api.fetchSwapQuote({ amount: '1', userAddress: ADDRESS, from: devToken, to: devToken, gasPrice: '1' })).toEqual({ quotes: [] });
    await expect(api.fetchGasPrice({ chainId: 'eip155:31337' })).rejects.toMatchObject({
      code: 'API_UNSUPPORTED_NETWORK',
      message: 'Network not supported for Gas Price',
    });
    for (const call of [
      () => api.fetchSwapAllowance({ tokenAddress: devToken, userAddress: ADDRESS }),
      () => api.generateSwapCalldata({ amount: '1', from: devToken, to: devToken, userAddress: ADDRESS }),
      () => api.generateApproveCalldata({ from: devToken, to: devToken, userAddress: ADDRESS }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'API_UNSUPPORTED_NETWORK', message: 'Network not supported for Swaps' });
    }
    await expect(api.registerName({ coinType: 501, address: 'So1', message: '{}', signature: '0x', caipNetworkId: solana })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('serves the swap networks it is told about', async () => {
    const { fetch } = recordingFetch(() => ({ tokens: [] }));
    const api = createBlockchainApiClient({ ...options, fetch, networkSupport: { swap: ['eip155:31337'] } });
    await api.fetchSwapTokens({ chainId: 'eip155:31337' });
    expect(await api.fetchSwapTokens({ chainId: 'eip155:1' })).toEqual({ tokens: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries reads and never retries state-changing posts', async () => {
    const { fetch, calls } = recordingFetch(() => ({ error: 'busy' }), 503);
    const api = createBlockchainApiClient({ ...options, fetch, retry: { count: 2, delayMs: 1 } });
    await expect(api.fetchTokenPrice({ addresses: [] })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(3);
    for (const write of [
      () => api.registerName({ coinType: 60, address: ADDRESS, message: '{}', signature: '0x' }),
      () => api.revokeSession({ address: ADDRESS, pci: 'p', signature: '0x' }),
      () => api.generateOnrampUrl({ destinationWallets: [], partnerUserId: 'u' }),
    ]) {
      calls.length = 0;
      await expect(write()).rejects.toMatchObject({ code: 'API_HTTP_ERROR', status: 503 });
      expect(calls).toHaveLength(1);
    }
  });
});
