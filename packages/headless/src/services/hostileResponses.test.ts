import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectError } from '../core/errors/index.js';
import type { ApiClientOptions } from './ApiClientOptions.js';
import { ApiError } from './ApiError.js';
import type { ApiErrorCode } from './ApiError.js';
import { createAnalyticsClient } from './createAnalyticsClient.js';
import { createBlockchainApiClient } from './createBlockchainApiClient.js';
import { createNameServiceClient } from './createNameServiceClient.js';
import { createWalletDirectoryClient } from './createWalletDirectoryClient.js';

/** How the hostile server answers every request. */
type Mode =
  | 'valid'
  | 'missing fields'
  | 'wrong types'
  | 'extra fields'
  | '5 MB body'
  | '5 MB streamed body'
  | 'invalid JSON'
  | '429'
  | '429 with Retry-After'
  | '500'
  | 'hang'
  | 'connection reset'
  | 'reset mid-body';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const amount = (value: string) => ({ amount: value, currency: 'USD' });
const profile = { name: 'alice.reown.id', addresses: { '60': { address: ADDRESS } }, attributes: [] };

/** One client call, the valid answer of its endpoint, and which malformed answers its open shape tolerates. */
interface Case {
  readonly name: string;
  readonly path: string;
  readonly valid: unknown;
  readonly missingAccepted?: boolean;
  readonly wrongAccepted?: boolean;
  /** The specification leaves the shape open, so unknown fields are kept rather than dropped. */
  readonly open?: boolean;
  readonly call: () => Promise<unknown>;
}

let mode: Mode = 'valid';
// Built once: the server shares the event loop with the clients under test.
const FIVE_MB_BODY = Buffer.from(JSON.stringify({ padding: 'x'.repeat(5 * 1024 * 1024) }));
const STREAM_CHUNK = Buffer.alloc(64 * 1024, 'x');
let server: Server;
let cases: Case[] = [];
let quickCases: Case[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => {
  unhandled.push(reason);
};

/** Breaks the first field of an answer (of its first element, for a list). */
function mutate(valid: unknown, how: 'missing' | 'wrong'): unknown {
  if (Array.isArray(valid)) return [mutate(valid[0], how)];
  const copy = { ...(valid as Record<string, unknown>) };
  const [first] = Object.keys(copy);
  if (first === undefined) return copy;
  if (how === 'missing') delete copy[first];
  else copy[first] = typeof copy[first] === 'string' ? 42 : 'wrong';
  return copy;
}

function withExtra(valid: unknown): unknown {
  if (Array.isArray(valid)) return valid.map((item) => ({ ...(item as object), unexpected: { deep: [1, 2] } }));
  return { ...(valid as object), unexpected: { deep: [1, 2] }, another: null };
}

function answer(res: ServerResponse, valid: unknown): void {
  const send = (status: number, body: string | Buffer, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };
  switch (mode) {
    case 'valid':
      return send(200, JSON.stringify(valid));
    case 'missing fields':
      return send(200, JSON.stringify(mutate(valid, 'missing')));
    case 'wrong types':
      return send(200, JSON.stringify(mutate(valid, 'wrong')));
    case 'extra fields':
      return send(200, JSON.stringify(withExtra(valid)));
    case '5 MB body':
      return send(200, FIVE_MB_BODY);
    case '5 MB streamed body': {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"padding":"');
      let sent = 0;
      const pump = (): void => {
        while (sent < 80 && !res.destroyed) {
          sent += 1;
          if (!res.write(STREAM_CHUNK)) {
            res.once('drain', pump);
            return;
          }
        }
        if (!res.destroyed) res.end('"}');
      };
      pump();
      return;
    }
    case 'invalid JSON':
      return send(200, '{"data": [1, 2,');
    case '429':
      return send(429, '{"error":"slow down"}');
    case '429 with Retry-After':
      return send(429, '{"error":"slow down"}', { 'retry-after': '60' });
    case '500':
      return send(500, '{"error":"boom"}');
    case 'hang':
      return;
    case 'connection reset':
      res.socket?.destroy();
      return;
    case 'reset mid-body':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"data": [');
      setTimeout(() => res.socket?.destroy(), 5);
      return;
  }
}

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = createServer((req, res) => {
    req.resume();
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const known = cases.find((item) => item.path === path);
    if (!known) {
      res.writeHead(599).end();
      return;
    }
    answer(res, known.valid);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cases = buildCases(baseUrl, 2_000);
  // A hang costs a whole timeout, so it is checked with a short one.
  quickCases = buildCases(baseUrl, 300);
});

function buildCases(baseUrl: string, timeoutMs: number): Case[] {
  const options: ApiClientOptions = {
    baseUrl,
    projectId: 'pid',
    sdkType: 'connect',
    sdkVersion: '1.0.0',
    fetch: (input, init) => fetch(input, init),
    timeoutMs,
    retry: { count: 2, delayMs: 5 },
  };
  const api = createBlockchainApiClient(options);
  const directory = createWalletDirectoryClient(options);
  const quote = {
    coinbaseFee: amount('1'),
    networkFee: amount('0.5'),
    paymentSubtotal: amount('98.5'),
    paymentTotal: amount('100'),
    purchaseAmount: { amount: '0.03', currency: 'ETH' },
    quoteId: 'q1',
  };
  const historyEntry = {
    id: '0x1',
    metadata: { operationType: 'send', minedAt: '2024-01-01T00:00:00.000Z', sentFrom: ADDRESS, sentTo: ADDRESS, status: 'confirmed' },
    transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'u' } }, direction: 'out', quantity: { numeric: '1' } }],
  };
  return [
    { name: 'supported chains', path: '/v1/supported-chains', valid: { http: ['eip155:1'], ws: ['eip155:1'] }, call: () => api.getSupportedChains() },
    {
      name: 'identity',
      path: `/v1/identity/${ADDRESS}`,
      valid: { name: 'alice.eth', avatar: null },
      // Both fields may be absent: an address without an identity.
      missingAccepted: true,
      call: () => api.fetchIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' }),
    },
    {
      name: 'history',
      path: `/v1/account/${ADDRESS}/history`,
      valid: { data: [historyEntry], next: null },
      call: () => api.fetchHistory({ account: ADDRESS, chainId: 'eip155:1' }),
    },
    {
      name: 'balance',
      path: `/v1/account/${ADDRESS}/balance`,
      valid: {
        balances: [{ symbol: 'ETH', name: 'Ether', chainId: 'eip155:1', quantity: { numeric: '1', decimals: '18' }, price: 3000, value: 3000, iconUrl: 'u' }],
      },
      call: () => api.getBalances({ address: ADDRESS, chainId: 'eip155:1' }),
    },
    {
      name: 'swap quotes',
      path: '/v1/convert/quotes',
      valid: { quotes: [{ fromAmount: '1', fromAccount: ETH, toAmount: '3000', toAccount: USDC }] },
      call: () => api.fetchSwapQuote({ amount: '1', userAddress: ADDRESS, from: ETH, to: USDC, gasPrice: '1' }),
    },
    {
      name: 'swap tokens',
      path: '/v1/convert/tokens',
      valid: { tokens: [{ name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: 'u' }] },
      call: () => api.fetchSwapTokens({ chainId: 'eip155:1' }),
    },
    {
      name: 'fungible price',
      path: '/v1/fungible/price',
      valid: { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: 'u', price: 3000 }] },
      call: () => api.fetchTokenPrice({ addresses: [ETH] }),
    },
    { name: 'allowance', path: '/v1/convert/allowance', valid: { allowance: '0' }, call: () => api.fetchSwapAllowance({ tokenAddress: USDC, userAddress: ADDRESS }) },
    {
      name: 'gas price',
      path: '/v1/convert/gas-price',
      valid: { standard: '1', fast: '2', instant: '3' },
      missingAccepted: true,
      open: true,
      call: () => api.fetchGasPrice({ chainId: 'eip155:1' }),
    },
    {
      name: 'build transaction',
      path: '/v1/convert/build-transaction',
      valid: { tx: { from: ADDRESS, to: ADDRESS, data: '0x', amount: '0' } },
      missingAccepted: true,
      open: true,
      call: () => api.generateSwapCalldata({ amount: '1', from: ETH, to: USDC, userAddress: ADDRESS }),
    },
    {
      name: 'build approve',
      path: '/v1/convert/build-approve',
      valid: { tx: { from: ADDRESS, to: ADDRESS, data: '0x', value: '0' } },
      missingAccepted: true,
      open: true,
      call: () => api.generateApproveCalldata({ from: USDC, to: ETH, userAddress: ADDRESS }),
    },
    { name: 'name lookup', path: '/v1/profile/account/alice.reown.id', valid: profile, call: () => api.lookupName({ name: 'alice.reown.id' }) },
    { name: 'reverse lookup', path: `/v1/profile/reverse/${ADDRESS}`, valid: [profile], call: () => api.reverseLookupName({ address: ADDRESS }) },
    {
      name: 'name suggestions',
      path: '/v1/profile/suggestions/alice',
      valid: { suggestions: [{ name: 'alice.reown.id', registered: true }] },
      call: () => api.getNameSuggestions({ name: 'alice' }),
    },
    {
      name: 'register name',
      path: '/v1/profile/account',
      valid: { success: true },
      call: () => api.registerName({ coinType: 60, address: ADDRESS, message: '{}', signature: '0x01' }),
    },
    {
      name: 'onramp url',
      path: '/v1/generators/onrampurl',
      valid: { url: 'https://pay.example' },
      call: () => api.generateOnrampUrl({ destinationWallets: [{ address: ADDRESS }], partnerUserId: ADDRESS }),
    },
    {
      name: 'onramp options',
      path: '/v1/onramp/options',
      valid: {
        paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '7500' }] }],
        purchaseCurrencies: [{ id: 'eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] }],
      },
      call: () => api.getOnrampOptions(),
    },
    {
      name: 'onramp quote',
      path: '/v1/onramp/quote',
      valid: quote,
      call: () => api.getOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' }),
    },
    {
      name: 'sessions',
      path: `/v1/sessions/eip155:1:${ADDRESS}`,
      valid: { pcis: [] },
      missingAccepted: true,
      wrongAccepted: true,
      open: true,
      call: () => api.getSessions({ address: `eip155:1:${ADDRESS}` }),
    },
    {
      name: 'revoke session',
      path: `/v1/sessions/eip155:1:${ADDRESS}/revoke`,
      valid: { success: true },
      missingAccepted: true,
      wrongAccepted: true,
      open: true,
      call: () => api.revokeSession({ address: `eip155:1:${ADDRESS}`, pci: 'p', signature: '0x01' }),
    },
    {
      name: 'wallets',
      path: '/getWallets',
      valid: { data: [{ id: 'w1', name: 'Wallet One', image_id: 'i1', rdns: null, chains: ['eip155:1'] }], count: 1 },
      call: () => directory.getWallets({ page: 1 }),
    },
    { name: 'allowed origins', path: '/projects/v1/origins', valid: { allowedOrigins: ['https://dapp.example'] }, call: () => directory.getAllowedOrigins() },
    { name: 'analytics config', path: '/getAnalyticsConfig', valid: { isAnalyticsEnabled: true }, call: () => directory.getAnalyticsConfig() },
  ];
}

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // Give stray rejections a chance to surface before checking that there were none.
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

const failures: ReadonlyArray<readonly [Mode, ApiErrorCode, Partial<Record<'status' | 'retryAfterMs', number>>]> = [
  ['5 MB body', 'API_BAD_RESPONSE', {}],
  ['5 MB streamed body', 'API_BAD_RESPONSE', {}],
  ['invalid JSON', 'API_BAD_RESPONSE', {}],
  ['429', 'API_RATE_LIMITED', { status: 429 }],
  ['429 with Retry-After', 'API_RATE_LIMITED', { status: 429, retryAfterMs: 60_000 }],
  ['500', 'API_HTTP_ERROR', { status: 500 }],
  ['hang', 'API_TIMEOUT', {}],
  ['connection reset', 'API_NETWORK_ERROR', {}],
  ['reset mid-body', 'API_NETWORK_ERROR', {}],
];

async function runAll(current: Mode): Promise<Array<{ item: Case; result: PromiseSettledResult<unknown> }>> {
  mode = current;
  const set = current === 'hang' ? quickCases : cases;
  const results = await Promise.allSettled(set.map((item) => item.call()));
  return set.map((item, index) => ({ item, result: results[index] as PromiseSettledResult<unknown> }));
}

describe('API clients against hostile responses', () => {
  it('parse valid answers and accept extra fields', async () => {
    for (const current of ['valid', 'extra fields'] as const) {
      for (const { item, result } of await runAll(current)) {
        expect({ name: item.name, status: result.status }).toEqual({ name: item.name, status: 'fulfilled' });
        if (result.status === 'fulfilled' && !item.open) expect(JSON.stringify(result.value)).not.toContain('unexpected');
      }
    }
  });

  it.each(['missing fields', 'wrong types'] as const)('refuse %s with API_BAD_RESPONSE and the field path', async (current) => {
    for (const { item, result } of await runAll(current)) {
      const accepted = current === 'missing fields' ? item.missingAccepted : item.wrongAccepted;
      if (accepted) {
        expect({ name: item.name, status: result.status }).toEqual({ name: item.name, status: 'fulfilled' });
        continue;
      }
      expect({ name: item.name, status: result.status }).toEqual({ name: item.name, status: 'rejected' });
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(ApiError);
        expect(result.reason).toMatchObject({ code: 'API_BAD_RESPONSE' });
        expect((result.reason as ApiError).issuePath?.length).toBeGreaterThan(0);
      }
    }
  });

  it.each(failures)('turn %s into %s', async (current, code, details) => {
    for (const { item, result } of await runAll(current)) {
      expect({ name: item.name, status: result.status }).toEqual({ name: item.name, status: 'rejected' });
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(ApiError);
        expect({ name: item.name, code: (result.reason as ApiError).code }).toEqual({ name: item.name, code });
        expect(result.reason).toMatchObject(details);
      }
    }
  });

  it('keep the name service texts and never let analytics throw', async () => {
    const base = {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      projectId: 'pid',
      sdkType: 'connect',
      sdkVersion: '1.0.0',
      fetch: (input: string, init?: RequestInit) => fetch(input, init),
      timeoutMs: 300,
      retry: { count: 0, delayMs: 0 },
    };
    const names = createNameServiceClient(base);
    const analytics = createAnalyticsClient(base);
    for (const current of ['wrong types', '5 MB body', 'invalid JSON', '500', 'hang', 'connection reset'] as const) {
      mode = current;
      const error = await names.resolveName('alice.reown.id').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConnectError);
      expect((error as Error).message).toBe('Error resolving name');
      await expect(analytics.sendEvent({ type: 'error', event: 'X' })).resolves.toBeUndefined();
    }
  });
});
