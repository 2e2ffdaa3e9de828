import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './ApiClientOptions.js';
import { createWalletDirectoryClient } from './createWalletDirectoryClient.js';

const wallet = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: 'eebe4a7f-7166-402f-92e0-1f64ca2aa800',
  rdns: 'io.metamask',
  chains: ['eip155:1'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  homepage: 'https://metamask.io',
  extra: { nested: true },
};

describe('createWalletDirectoryClient', () => {
  it('asks for a wallet page with the specified parameters and parses it', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response(JSON.stringify({ data: [wallet], count: 1 })));
    const directory = createWalletDirectoryClient({ baseUrl: 'https://dir.example', projectId: 'pid', sdkType: 'connect', sdkVersion: '1', fetch });
    const page = await directory.getWallets({ page: 2, search: 'meta', badgeType: 'certified', include: ['a', 'b'], exclude: ['c'], chains: ['eip155:1', 'eip155:10'] });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/getWallets');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      st: 'connect',
      sv: '1',
      projectId: 'pid',
      page: '2',
      entries: '40',
      search: 'meta',
      badge_type: 'certified',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,eip155:10',
    });
    expect(page.count).toBe(1);
    expect(page.data[0]).toMatchObject({ id: wallet.id, rdns: 'io.metamask', desktop_link: null, webapp_link: null, injected: [] });
    expect(page.data[0]).not.toHaveProperty('extra');
  });

  it('builds image URLs and reads the project settings', async () => {
    const answers: Record<string, unknown> = {
      '/projects/v1/origins': { allowedOrigins: ['https://dapp.example'] },
      '/getAnalyticsConfig': { isAnalyticsEnabled: false },
    };
    const fetch = vi.fn<FetchLike>(async (input) => new Response(JSON.stringify(answers[new URL(input).pathname])));
    const directory = createWalletDirectoryClient({ baseUrl: 'https://dir.example/', projectId: 'p', sdkType: 's', sdkVersion: 'v', fetch });
    expect(directory.walletImageUrl('img 1')).toBe('https://dir.example/getWalletImage/img%201?st=s&sv=v&projectId=p');
    expect(directory.assetImageUrl('a')).toBe('https://dir.example/public/getAssetImage/a?st=s&sv=v&projectId=p');
    expect(directory.currencyImageUrl('USD')).toBe('https://dir.example/public/getCurrencyImage/USD?st=s&sv=v&projectId=p');
    expect(directory.tokenImageUrl('ETH')).toBe('https://dir.example/public/getTokenImage/ETH?st=s&sv=v&projectId=p');
    expect(await directory.getAllowedOrigins()).toEqual({ allowedOrigins: ['https://dapp.example'] });
    expect(await directory.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false });
  });
});
