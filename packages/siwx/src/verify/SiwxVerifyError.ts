/**
 * Why a signature could not be checked at all (never why a signature is wrong: a wrong signature is `false`):
 * - `INVALID_INPUT`: the call itself is malformed (a chain id that is not CAIP-2, a message or signature that
 *   is not a string).
 * - `UNSUPPORTED_NAMESPACE`: the chain's namespace is none of `eip155`, `solana`, `bip122`.
 * - `NO_RPC_URL`: an EVM signature needs the chain (ERC-1271 / ERC-6492) and no RPC URL is configured for it.
 * - `INVALID_RPC_URL`: the RPC URL configured for the chain is not an http(s) URL.
 * - `RPC_UNAVAILABLE`: the chain's RPC did not answer, or answered with an error that is not a contract revert.
 */
export type SiwxVerifyErrorReason = 'INVALID_INPUT' | 'UNSUPPORTED_NAMESPACE' | 'NO_RPC_URL' | 'INVALID_RPC_URL' | 'RPC_UNAVAILABLE';

/** A setup problem that keeps a sign-in signature from being checked; `reason` says which. */
export class SiwxVerifyError extends Error {
  override readonly name = 'SiwxVerifyError';
  readonly reason: SiwxVerifyErrorReason;

  constructor(reason: SiwxVerifyErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}
