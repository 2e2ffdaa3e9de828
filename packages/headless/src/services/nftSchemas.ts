import * as z from '../core/validation/lite.js';

/**
 * Response shape of `GET /v1/account/{account}/nfts`: one page of the account's NFTs and the cursor of the next.
 * An NFT carries the `nft_info` of the specification's history transfers (name, `content.preview.url`,
 * `flags.is_spam`) with its contract and token id. Unknown fields are dropped; every field the product reads is
 * checked and bounded.
 */

const boundedString = (max: number) => z.string().check(z.maxLength(max));

/** One NFT the account holds. */
export const accountNftSchema = z.object({
  id: boundedString(512).check(z.minLength(1)),
  /** CAIP-2 network of the NFT, when the service says. */
  chain: z.optional(z.nullable(boundedString(64))),
  nft_info: z.object({
    contract_address: boundedString(128).check(z.minLength(1)),
    /** Decimal token id (up to 2^256 - 1, 78 digits). */
    token_id: z.string().check(z.regex(/^\d{1,78}$/)),
    name: z.optional(z.nullable(boundedString(512))),
    interface: z.optional(z.nullable(boundedString(32))),
    content: z.optional(
      z.nullable(
        z.object({
          preview: z.optional(z.nullable(z.object({ url: boundedString(4096), content_type: z.optional(z.nullable(boundedString(128))) }))),
        }),
      ),
    ),
    flags: z.optional(z.nullable(z.object({ is_spam: z.boolean() }))),
  }),
  collection_info: z.optional(z.nullable(z.object({ name: z.optional(z.nullable(boundedString(512))) }))),
});

/** `GET /v1/account/{account}/nfts`: one page and the cursor of the next (null on the last page). */
export const accountNftsPageSchema = z.object({
  data: z.array(accountNftSchema).check(z.maxLength(1000)),
  next: z.pipe(z.optional(z.nullable(boundedString(1024))), z.transform((value) => value ?? null)),
});

/** One parsed NFT of an account. */
export type AccountNft = z.output<typeof accountNftSchema>;
/** One parsed page of an account's NFTs. */
export type AccountNftsPage = z.output<typeof accountNftsPageSchema>;
