import * as z from 'zod/mini';

const shortText = z.string().check(z.maxLength(256));
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(1_000_000));
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

/** One namespace of a session proposal. */
export const proposalNamespaceSchema = z.looseObject({
  chains: z.optional(z.array(shortText).check(z.maxLength(256))),
  methods: z.array(shortText).check(z.maxLength(256)),
  events: z.array(shortText).check(z.maxLength(64)),
});

/** The part of a session proposal the wallet reads. */
export const proposalSchema = z.looseObject({
  id: z.number(),
  params: z.looseObject({
    requiredNamespaces: z.optional(z.record(shortText, proposalNamespaceSchema)),
    optionalNamespaces: z.optional(z.record(shortText, proposalNamespaceSchema)),
    proposer: z.looseObject({ metadata: z.looseObject({ name: shortText, url: z.string().check(z.maxLength(2048)) }) }),
  }),
});

/** A session request as the wallet receives it. */
export const sessionRequestSchema = z.looseObject({
  id: z.number(),
  topic: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  params: z.looseObject({
    chainId: shortText,
    request: z.looseObject({ method: shortText, params: z.optional(z.unknown()) }),
  }),
});

/** `personal_sign` params: the message (hex or text) and the signing address. */
export const personalSignParamsSchema = z.tuple([z.string().check(z.maxLength(1_000_000)), address]);

/** `eth_signTypedData_v4` params: the address and the typed data, as JSON text or an object. */
export const signTypedDataParamsSchema = z.tuple([address, z.union([z.string().check(z.maxLength(1_000_000)), z.record(z.string(), z.unknown())])]);

/** EIP-712 typed data as `eth_signTypedData_v4` carries it. */
export const typedDataSchema = z.looseObject({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: shortText, type: shortText }))),
  primaryType: shortText,
  message: z.record(z.string(), z.unknown()),
});

/** `eth_sendTransaction` params: one transaction from the wallet's account. */
export const sendTransactionParamsSchema = z.tuple([
  z.looseObject({
    from: address,
    to: z.optional(address),
    value: z.optional(hex),
    data: z.optional(hex),
    gas: z.optional(hex),
  }),
]);

/** `wallet_switchEthereumChain` params. */
export const switchChainParamsSchema = z.tuple([z.looseObject({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)) })]);

/** `solana_signMessage` params: the message and the signer, base58. */
export const solanaSignMessageParamsSchema = z.looseObject({
  message: z.string().check(z.minLength(1), z.maxLength(100_000)),
  pubkey: z.string().check(z.maxLength(64)),
});
