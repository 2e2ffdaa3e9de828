import * as z from 'zod/mini';

/** One call of a batch: `to` and optional `data` start with `0x`; optional `value` is a bigint ≥ 0 or `0x` hex. */
export const callSchema = z.object({
  to: z.string().check(z.startsWith('0x')),
  data: z.optional(z.string().check(z.startsWith('0x'))),
  value: z.optional(z.union([z.bigint().check(z.nonnegative()), z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))])),
});

/** A batch of calls sent together (EIP-5792 `wallet_sendCalls`). */
export const batchCallSchema = z.array(callSchema);

/** One call of a batch after validation. */
export type BatchCall = z.output<typeof callSchema>;
