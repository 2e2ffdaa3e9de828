import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { base, createConnectConfig, mainnet } from '../core/index.js';
import type { NftsPageResult } from '../queries/index.js';
import { nftsQueryOptions } from '../queries/index.js';
import type { AccountNft } from '../services/index.js';
import { useNfts } from './index.js';
import type { UseNftsParameters, UseNftsReturnType } from './index.js';

const config = createConnectConfig({ projectId: 'p', networks: [mainnet, base] });

describe('useNfts', () => {
  it('returns the TanStack infinite-query result of NFT pages, with the NFTs flattened', () => {
    const result = useNfts({ config });
    expectTypeOf(result).toExtend<UseInfiniteQueryResult<InfiniteData<NftsPageResult, string | undefined>, Error>>();
    expectTypeOf(result.nfts).toEqualTypeOf<readonly AccountNft[]>();
    expectTypeOf(result.nfts[0]!.nft_info.token_id).toEqualTypeOf<string>();
    expectTypeOf(result.nfts[0]!.nft_info.flags).toEqualTypeOf<{ is_spam: boolean } | null | undefined>();
    expectTypeOf(result.fetchNextPage).toBeFunction();
    expectTypeOf(result.refetch).toBeFunction();
    expectTypeOf<UseNftsReturnType>().toEqualTypeOf(result);
  });

  it('takes an address, a network and the query options it passes through, nothing else', () => {
    useNfts({ config, address: '0x0000000000000000000000000000000000000001', network: base, query: { enabled: false, staleTime: 1 } });
    // @ts-expect-error a network must be a network object, not an id
    useNfts({ config, network: 8453 });
    // @ts-expect-error the key and the fetcher stay the product's
    useNfts({ config, query: { queryFn: () => undefined } });
    expectTypeOf<UseNftsParameters>().toHaveProperty('address');
  });

  it('exposes its query options for any framework', () => {
    const options = nftsQueryOptions(config, { address: undefined, network: mainnet });
    expectTypeOf(options.queryKey).toEqualTypeOf<readonly ['connect-modal', 'nfts', string | null, string | null]>();
    expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<NftsPageResult>();
  });
});
