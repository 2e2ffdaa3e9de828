import * as z from 'zod/mini';
import type { CaipNetworkId } from '../validation/index.js';

/** Most pending transactions kept (SPEC section 9); the oldest are dropped first. */
export const PENDING_TRANSACTIONS_LIMIT = 99;

/** Where a tracked transaction stands: sent and not yet included, included and successful, or reverted. */
export type PendingTransactionStatus = 'pending' | 'confirmed' | 'failed';

/** Which write sent a tracked transaction. */
export type PendingTransactionKind = 'sendTransaction' | 'writeContract' | 'solanaTransaction';

/** A transaction the app sent through the connected wallet, tracked until its receipt (or confirmation) arrives. */
export interface PendingTransaction {
  /** The EVM transaction hash (`0x` and 64 hex digits) or the Solana signature (base58). */
  readonly hash: string;
  /** The network it was sent on (CAIP-2). */
  readonly caipNetworkId: CaipNetworkId;
  readonly kind: PendingTransactionKind;
  readonly status: PendingTransactionStatus;
  /** The sending account. */
  readonly from: string;
  /** When the wallet returned the hash (the config's clock, milliseconds). */
  readonly submittedAt: number;
  /** When the status became confirmed or failed. */
  readonly settledAt?: number | undefined;
  /** The contract function called, for `writeContract`. */
  readonly functionName?: string | undefined;
}

const shortText = z.string().check(z.maxLength(256));

/** The stored shape of one tracked transaction: storage can hold anything, so it is parsed on the way back. */
export const pendingTransactionSchema = z.object({
  hash: z.string().check(z.regex(/^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,90})$/)),
  caipNetworkId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/)),
  kind: z.enum(['sendTransaction', 'writeContract', 'solanaTransaction']),
  status: z.enum(['pending', 'confirmed', 'failed']),
  from: shortText,
  submittedAt: z.number().check(z.nonnegative()),
  settledAt: z.optional(z.number().check(z.nonnegative())),
  functionName: z.optional(shortText),
});

/** The stored list, newest first. */
export const pendingTransactionListSchema = z.array(pendingTransactionSchema).check(z.maxLength(PENDING_TRANSACTIONS_LIMIT));
