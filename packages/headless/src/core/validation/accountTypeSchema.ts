import * as z from 'zod/mini';

/** Whether an account is an externally owned account or a smart-contract account. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount']);

/** An account kind. */
export type AccountType = z.output<typeof accountTypeSchema>;
