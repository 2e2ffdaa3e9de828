import type { ApiClientOptions, Cancellable } from './ApiClientOptions.js';
import { namespaceOf } from './apiNetworkSupport.js';
import { createApiRequester } from './createApiRequester.js';
import { encodePathSegment } from './encodePathSegment.js';
import { accountNftsPageSchema } from './nftSchemas.js';
import type { AccountNftsPage } from './nftSchemas.js';
import type { ChainNamespace } from '../core/validation/index.js';

/** Namespaces whose NFTs the blockchain API lists: the EVM ones, like activity. */
export const NFT_NAMESPACES: readonly ChainNamespace[] = ['eip155'];

/** Options of {@link createNftClient}. */
export interface NftClientOptions extends ApiClientOptions {
  /** Namespaces the service lists NFTs for (default {@link NFT_NAMESPACES}). */
  readonly namespaces?: readonly ChainNamespace[];
}

/** The NFT endpoint of the blockchain API. */
export interface NftClient {
  /** `GET /v1/account/{account}/nfts` (cursor paging); an empty page on networks without NFTs. */
  fetchNfts(params: { account: string; chainId: string; cursor?: string | null } & Cancellable): Promise<AccountNftsPage>;
}

/** Creates the NFT client of the blockchain API; nothing is sent until a method is called. */
export function createNftClient(options: NftClientOptions): NftClient {
  const api = createApiRequester(options);
  const namespaces = options.namespaces ?? NFT_NAMESPACES;
  return {
    async fetchNfts({ account, chainId, cursor, signal }) {
      const namespace = namespaceOf(chainId);
      if (namespace === undefined || !namespaces.includes(namespace)) return { data: [], next: null };
      return api.request({
        method: 'GET',
        path: `/v1/account/${encodePathSegment(account)}/nfts`,
        query: { chainId, cursor },
        idempotent: true,
        ...(signal ? { signal } : {}),
        schema: accountNftsPageSchema,
      });
    },
  };
}
