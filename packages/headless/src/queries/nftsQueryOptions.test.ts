import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectConfig, mainnet, memoryStorage, solana } from '../core/index.js';
import { ApiError } from '../services/ApiError.js';
import { parseWith } from '../core/validation/parseWith.js';
import { accountNftSchema } from '../services/nftSchemas.js';
import { fetchNftsPage, isSpamNft, nftsQueryKey, nftsQueryOptions } from './nftsQueryOptions.js';

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function nft(id: string, options: { spam?: boolean; chain?: string | null; name?: string } = {}) {
  return {
    id: `eip155:1:0xabc:${id}`,
    ...(options.chain === undefined ? { chain: 'eip155:1' } : { chain: options.chain }),
    nft_info: {
      contract_address: '0x00000000000000000000000000000000000000aa',
      token_id: id,
      name: options.name ?? `Thing #${id}`,
      content: { preview: { url: `https://img.example/${id}.png` } },
      flags: { is_spam: options.spam ?? false },
    },
    collection_info: { name: 'Things' },
  };
}

// A real HTTP server on 127.0.0.1 standing in for the blockchain API; it answers per cursor, and records paths.
const requests: string[] = [];
let answer: (url: URL) => { status: number; body: unknown } = () => ({ status: 200, body: { data: [], next: null } });
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const { status, body } = answer(url);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function config() {
  return createConnectConfig({ projectId: 'p'.repeat(32), networks: [mainnet, solana], endpoints: { blockchainApi: baseUrl }, storage: memoryStorage() });
}

describe('NFT pages', () => {
  it('leave out NFTs flagged as spam and NFTs of another network, and keep the cursor', async () => {
    answer = () => ({
      status: 200,
      body: {
        data: [nft('1'), nft('2', { spam: true }), nft('3', { chain: 'eip155:10' }), nft('4', { chain: null }), nft('5')],
        next: 'cursor-2',
      },
    });
    requests.length = 0;
    const page = await fetchNftsPage(config(), { address: owner, network: mainnet, cursor: undefined });
    expect(page.nfts.map((item) => item.nft_info.token_id)).toEqual(['1', '4', '5']);
    expect(page.next).toBe('cursor-2');
    expect(requests[0]).toMatch(new RegExp(`^/v1/account/${owner}/nfts\\?.*chainId=eip155%3A1`));
    expect(isSpamNft(parseWith(accountNftSchema, nft('9', { spam: true })))).toBe(true);
    expect(isSpamNft(parseWith(accountNftSchema, { ...nft('10'), nft_info: { contract_address: '0x1', token_id: '10' } }))).toBe(false);
  });

  it('ask for the next page with the cursor, and end on a null cursor', async () => {
    answer = (url) => ({ status: 200, body: { data: [nft(url.searchParams.get('cursor') === 'c2' ? '8' : '7')], next: url.searchParams.get('cursor') ? null : 'c2' } });
    const first = await fetchNftsPage(config(), { address: owner, network: mainnet, cursor: undefined });
    const second = await fetchNftsPage(config(), { address: owner, network: mainnet, cursor: first.next });
    expect([first.next, second.next]).toEqual(['c2', undefined]);
    expect(second.nfts[0]?.nft_info.token_id).toBe('8');
  });

  it('reject answers of the wrong shape or with a failure status, as ApiErrors', async () => {
    const cases = [
      { status: 200, body: { data: [{ id: 'x', nft_info: { contract_address: '0x1', token_id: 'NaN' } }], next: null } },
      { status: 200, body: { data: 'nope' } },
      { status: 200, body: 'not json' },
      { status: 404, body: { error: 'gone' } },
    ];
    for (const reply of cases) {
      answer = () => reply;
      await expect(fetchNftsPage(config(), { address: owner, network: mainnet, cursor: undefined })).rejects.toBeInstanceOf(ApiError);
    }
  });

  it('are asked for EVM accounts only, under their own key, and stale after 30 s', async () => {
    const options = nftsQueryOptions(config(), { address: owner, network: mainnet });
    expect(options.queryKey).toEqual(['connect-modal', 'nfts', 'eip155:1', owner]);
    expect(nftsQueryKey(undefined, undefined)).toEqual(['connect-modal', 'nfts', null, null]);
    expect(options.enabled).toBe(true);
    expect(options.staleTime).toBe(30_000);
    expect(nftsQueryOptions(config(), { address: 'So11111111111111111111111111111111111111112', network: solana }).enabled).toBe(false);
    expect(nftsQueryOptions(config(), { address: undefined, network: mainnet }).enabled).toBe(false);
    await expect(nftsQueryOptions(config(), { address: undefined, network: mainnet }).queryFn({ pageParam: undefined })).rejects.toThrow(
      'NFTs need an account address and a network',
    );
  });
});
