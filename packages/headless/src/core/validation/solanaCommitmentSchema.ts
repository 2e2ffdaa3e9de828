import * as z from 'zod/mini';

/** Solana commitment levels, including the deprecated ones some RPC nodes still accept. */
export const solanaCommitmentSchema = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]);

/** A Solana commitment level. */
export type SolanaCommitment = z.output<typeof solanaCommitmentSchema>;
