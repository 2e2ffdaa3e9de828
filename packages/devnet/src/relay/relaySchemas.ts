import * as z from 'zod/mini';

/** Largest message (an encrypted, base64 envelope) the relay stores. */
export const MAX_RELAY_MESSAGE_LENGTH = 512 * 1024;

/** Longest time a message may be kept: the hosted relay's limit, 30 days in seconds. */
export const MAX_RELAY_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Most topics one batch call may name. */
export const MAX_BATCH_SIZE = 500;

/** A relay topic: 32 bytes, hex. */
export const topicSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/i));

const messageSchema = z.string().check(z.minLength(1), z.maxLength(MAX_RELAY_MESSAGE_LENGTH));
const ttlSchema = z.int().check(z.positive(), z.maximum(MAX_RELAY_TTL_SECONDS));
const tagSchema = z.int().check(z.nonnegative(), z.maximum(2 ** 31));
const idSchema = z.string().check(z.maxLength(128));
const attestationSchema = z.string().check(z.maxLength(8192));
const topicList = z.array(topicSchema).check(z.minLength(1), z.maxLength(MAX_BATCH_SIZE));

/** A JSON-RPC id as the clients send it. */
export const rpcIdSchema = z.union([z.number(), z.string().check(z.minLength(1), z.maxLength(64))]);

/** A JSON-RPC request envelope; params are parsed per method. */
export const relayRequestSchema = z.object({
  id: rpcIdSchema,
  jsonrpc: z.optional(z.literal('2.0')),
  method: z.string().check(z.minLength(1), z.maxLength(128)),
  params: z.optional(z.unknown()),
});

/** A client's answer to a subscription push. */
export const relayResponseSchema = z
  .object({
    id: rpcIdSchema,
    jsonrpc: z.optional(z.literal('2.0')),
    result: z.optional(z.unknown()),
    error: z.optional(z.unknown()),
  })
  .check(z.refine((response) => response.result !== undefined || response.error !== undefined));

/** `irn_publish` params; unknown fields (prompt, attestation, tvf data) are accepted and ignored. */
export const publishParamsSchema = z.looseObject({
  topic: topicSchema,
  message: messageSchema,
  ttl: ttlSchema,
  tag: z.optional(tagSchema),
  attestation: z.optional(attestationSchema),
});

/** Params of every method the relay answers. */
export const relayParamsSchemas = {
  irn_subscribe: z.looseObject({ topic: topicSchema }),
  irn_batchSubscribe: z.looseObject({ topics: topicList }),
  irn_unsubscribe: z.looseObject({ topic: topicSchema, id: z.optional(idSchema) }),
  irn_batchUnsubscribe: z.looseObject({
    subscriptions: z
      .array(z.looseObject({ topic: topicSchema, id: z.optional(idSchema) }))
      .check(z.maxLength(MAX_BATCH_SIZE)),
  }),
  irn_publish: publishParamsSchema,
  irn_batchPublish: z.looseObject({
    messages: z.array(publishParamsSchema).check(z.minLength(1), z.maxLength(MAX_BATCH_SIZE)),
  }),
  irn_batchFetchMessages: z.looseObject({ topics: topicList }),
  wc_proposeSession: z.looseObject({
    pairingTopic: topicSchema,
    sessionProposal: messageSchema,
    ttl: z.optional(ttlSchema),
    tag: z.optional(tagSchema),
    attestation: z.optional(attestationSchema),
  }),
  wc_approveSession: z.looseObject({
    pairingTopic: topicSchema,
    sessionTopic: topicSchema,
    sessionProposalResponse: messageSchema,
    sessionSettlementRequest: messageSchema,
    ttl: z.optional(ttlSchema),
  }),
} as const;

/** A method the relay answers. */
export type RelayMethod = keyof typeof relayParamsSchemas;

/** The claims of the client's auth JWT that the relay reads (the signature is not checked locally). */
export const relayJwtClaimsSchema = z.looseObject({ iss: z.string().check(z.minLength(8), z.maxLength(256)) });
