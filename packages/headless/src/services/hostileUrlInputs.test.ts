// Every URL the service clients build from outside data (directory image ids, wallet addresses, names) is total:
// lone surrogates, bidi overrides and 100 KB strings give a URL, never a throw, and never leave their segment.
import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './ApiClientOptions.js';
import { createApiRequester } from './createApiRequester.js';
import { createBlockchainApiClient } from './createBlockchainApiClient.js';
import { createWalletDirectoryClient } from './createWalletDirectoryClient.js';

const HOSTILE: Readonly<Record<string, string>> = {
  'a lone high surrogate': '\ud800',
  'a lone low surrogate': 'ab\udc00cd',
  'a high surrogate at the end': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8\ud83d',
  'a bidi override': 'evil\u202egnp.exe',
  'bidi isolates and marks': '\u2067\u200f\u2069\u061c',
  '100 KB of text': 'x'.repeat(100 * 1024),
  '100 KB with lone surrogates and overrides': '\udc00a\u202e\ud800'.repeat(25_600),
};

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The URL parses, carries no raw lone surrogate or bidi control, and its path has exactly the expected levels. */
function expectSafeUrl(url: string, pathPrefix: string, levels: number) {
  expect(LONE_SURROGATE.test(url)).toBe(false);
  expect(BIDI_CONTROL.test(url)).toBe(false);
  const parsed = new URL(url);
  expect(parsed.pathname.startsWith(pathPrefix)).toBe(true);
  expect(parsed.pathname.split('/')).toHaveLength(levels + 1);
}

const options = { baseUrl: 'https://api.example', projectId: 'p', sdkType: 's', sdkVersion: 'v' };

describe.each(Object.entries(HOSTILE))('URLs built from %s', (_name, value) => {
  it('directory image URLs', () => {
    const fetch = vi.fn<FetchLike>();
    const directory = createWalletDirectoryClient({ ...options, fetch });
    expectSafeUrl(directory.walletImageUrl(value), '/getWalletImage/', 2);
    expectSafeUrl(directory.assetImageUrl(value), '/public/getAssetImage/', 3);
    expectSafeUrl(directory.currencyImageUrl(value), '/public/getCurrencyImage/', 3);
    expectSafeUrl(directory.tokenImageUrl(value), '/public/getTokenImage/', 3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('blockchain API paths of addresses and names: each call is sent, none throws', async () => {
    const urls: string[] = [];
    const fetch = vi.fn<FetchLike>(async (input) => {
      urls.push(input);
      return new Response('{}', { status: 404 });
    });
    const api = createBlockchainApiClient({ ...options, fetch, retry: { count: 0, delayMs: 0 } });
    const calls: Array<[string, number, () => Promise<unknown>]> = [
      ['/v1/identity/', 3, () => api.fetchIdentity({ address: value, caipNetworkId: 'eip155:1' })],
      ['/v1/account/', 4, () => api.fetchHistory({ account: value, chainId: 'eip155:1' })],
      ['/v1/account/', 4, () => api.getBalances({ address: value, chainId: 'eip155:1' })],
      ['/v1/profile/account/', 4, () => api.lookupName({ name: value })],
      ['/v1/profile/reverse/', 4, () => api.reverseLookupName({ address: value })],
      ['/v1/profile/suggestions/', 4, () => api.getNameSuggestions({ name: value })],
      ['/v1/sessions/', 3, () => api.getSessions({ address: value })],
      ['/v1/sessions/', 4, () => api.revokeSession({ address: value, pci: 'pci', signature: '0x' })],
    ];
    for (const [prefix, levels, call] of calls) {
      // The 404 proves the request went out: building it did not throw.
      await expect(call()).rejects.toMatchObject({ code: 'API_HTTP_ERROR', status: 404 });
      expectSafeUrl(urls.at(-1) ?? '', prefix, levels);
    }
    expect(urls).toHaveLength(calls.length);
  });

  it('query parameters', () => {
    const requester = createApiRequester({ ...options, clientId: value, fetch: vi.fn<FetchLike>() });
    const url = requester.url('/getWallets', { search: value, include: [value, 'b'] });
    expectSafeUrl(url, '/getWallets', 1);
    expect(new URL(url).searchParams.get('include')?.endsWith(',b')).toBe(true);
  });
});
