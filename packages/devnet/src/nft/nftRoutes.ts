import type { Address } from 'viem';
import { ReplyError, errorReply, jsonReply } from '../api/ApiReply.js';
import type { DevnetApiState, DevnetChainHandle } from '../api/DevnetApiState.js';
import { parseAccountParam } from '../api/parseAccountParam.js';
import type { Route } from '../api/Route.js';
import { DEV_COLLECTIONS } from './deployDevCollectibles.js';
import type { DevCollection } from './deployDevCollectibles.js';
import { devCollectiblesAbi } from './devCollectiblesArtifact.js';
import { renderNftSvg } from './renderNftSvg.js';

/** NFTs per page of `GET /v1/account/{account}/nfts`. */
export const NFT_PAGE_SIZE = 24;

/** Path of an NFT's picture: `/public/getNftImage/{caipNetworkId}/{contract}/{tokenId}`. */
export const NFT_IMAGE_PATH = '/public/getNftImage';

/** One NFT as the devnet API lists it. */
export interface DevnetNft {
  readonly id: string;
  readonly chain: string;
  readonly nft_info: {
    readonly contract_address: Address;
    readonly token_id: string;
    readonly name: string;
    readonly interface: 'erc721';
    readonly content: { readonly preview: { readonly url: string; readonly content_type: string } };
    readonly flags: { readonly is_spam: boolean };
  };
  readonly collection_info: { readonly name: string };
  readonly quantity: { readonly numeric: string };
}

function decodeCursor(cursor: string | null): number {
  if (cursor === null || cursor === '') return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(offset) || offset < 0) throw new ReplyError(errorReply(400, 'Invalid cursor'));
  return offset;
}

/** The token ids `owner` holds in one collection, in the order the contract enumerates them. */
async function tokenIdsOf(chain: DevnetChainHandle, collection: DevCollection, owner: Address): Promise<bigint[]> {
  const contract = { address: collection.address, abi: devCollectiblesAbi } as const;
  const count = await chain.client.readContract({ ...contract, functionName: 'balanceOf', args: [owner] });
  return Promise.all(
    Array.from({ length: Number(count) }, (_, index) =>
      chain.client.readContract({ ...contract, functionName: 'tokenOfOwnerByIndex', args: [owner, BigInt(index)] }),
    ),
  );
}

async function nftsOn(chain: DevnetChainHandle, owner: Address, state: DevnetApiState): Promise<DevnetNft[]> {
  const perCollection = await Promise.all(
    DEV_COLLECTIONS.map(async (collection) =>
      (await tokenIdsOf(chain, collection, owner)).map((tokenId): DevnetNft => {
        const id = tokenId.toString();
        return {
          id: `${chain.caipNetworkId}:${collection.address}:${id}`,
          chain: chain.caipNetworkId,
          nft_info: {
            contract_address: collection.address,
            token_id: id,
            name: `${collection.name} #${id}`,
            interface: 'erc721',
            content: {
              preview: {
                url: `${state.publicBaseUrl}${NFT_IMAGE_PATH}/${chain.caipNetworkId}/${collection.address}/${id}`,
                content_type: 'image/svg+xml',
              },
            },
            // Like the hosted indexers, the devnet knows which contracts only airdrop bait.
            flags: { is_spam: collection.spam },
          },
          collection_info: { name: collection.name },
          quantity: { numeric: '1' },
        };
      }),
    ),
  );
  return perCollection.flat();
}

/** The NFTs of an account read from the devnet chains' ERC-721 collections, and their pictures. */
export const nftRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/account\/([^/]+)\/nfts$/,
    async handle({ params, query, state }) {
      const chainId = query.get('chainId');
      // Unsupported networks return empty results, whatever their addresses look like.
      if (chainId && !state.chainFor(chainId)) return jsonReply(200, { data: [], next: null });
      const { address, network } = parseAccountParam(params[0]);
      const wanted = chainId || network;
      const chains = wanted ? state.chains.filter((chain) => chain.caipNetworkId === wanted) : state.chains;
      const offset = decodeCursor(query.get('cursor'));
      const all = (await Promise.all(chains.map((chain) => nftsOn(chain, address, state)))).flat();
      const page = all.slice(offset, offset + NFT_PAGE_SIZE);
      const next = offset + NFT_PAGE_SIZE < all.length ? Buffer.from(String(offset + NFT_PAGE_SIZE)).toString('base64url') : null;
      return jsonReply(200, { data: page, next });
    },
  },
  {
    method: 'GET',
    pattern: /^\/public\/getNftImage\/([^/]+)\/([^/]+)\/([^/]+)$/,
    handle({ params }) {
      const [network = '', contract = '', tokenId = ''] = params;
      if (!/^\d{1,78}$/.test(tokenId)) return errorReply(400, 'Invalid token id');
      return {
        status: 200,
        text: renderNftSvg(`${network}:${contract.toLowerCase()}:${tokenId}`, tokenId),
        contentType: 'image/svg+xml',
        headers: { 'cache-control': 'public, max-age=3600' },
      };
    },
  },
];
