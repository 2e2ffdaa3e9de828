import { BaseError, ExecutionRevertedError, RawContractError, RpcRequestError, createPublicClient, http } from 'viem';
import type { Hex, PublicClient } from 'viem';
import { SiwxVerifyError } from './SiwxVerifyError.js';

/** Where the EVM verifier finds a chain's RPC, and the fetch it sends requests with. */
export interface EvmRpcSetup {
  readonly rpcUrl?: ((chainId: string) => string | undefined) | undefined;
  readonly fetch?: typeof fetch | undefined;
}

/** A viem public client on the RPC configured for `chainId`; throws {@link SiwxVerifyError} when there is none. */
export function evmRpcClient(chainId: string, setup: EvmRpcSetup): PublicClient {
  const url = setup.rpcUrl?.(chainId);
  if (!url) {
    throw new SiwxVerifyError(
      'NO_RPC_URL',
      `No RPC URL is configured for ${chainId}: smart-account signatures (ERC-1271, ERC-6492) are checked on the chain`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SiwxVerifyError('INVALID_RPC_URL', `The RPC URL configured for ${chainId} is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new SiwxVerifyError('INVALID_RPC_URL', `The RPC URL configured for ${chainId} is not an http(s) URL`);
  }
  return createPublicClient({ transport: http(url, { retryCount: 1, ...(setup.fetch ? { fetchFn: setup.fetch } : {}) }) });
}

/** Whether a failed call failed because the contract reverted (an answer), not because the RPC did (no answer). */
function isRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  const revert = error.walk(
    (cause) =>
      cause instanceof ExecutionRevertedError ||
      cause instanceof RawContractError ||
      (cause instanceof RpcRequestError && (cause.code === 3 || /revert/i.test(cause.details))),
  );
  return revert !== null && revert !== undefined;
}

/**
 * Runs an `eth_call` (`to` a contract, or deployless when `to` is omitted) on the latest block. Resolves to the
 * returned data (`0x` when there is none) or `'reverted'`; throws {@link SiwxVerifyError} `RPC_UNAVAILABLE`
 * when the RPC gives no answer.
 */
export async function ethCall(client: PublicClient, chainId: string, request: { to?: Hex; data: Hex }): Promise<Hex | 'reverted'> {
  try {
    const { data } = await client.call({ ...request, blockTag: 'latest' } as Parameters<PublicClient['call']>[0]);
    return data ?? '0x';
  } catch (error) {
    if (isRevert(error)) return 'reverted';
    throw new SiwxVerifyError('RPC_UNAVAILABLE', `The RPC of ${chainId} could not check the signature`, { cause: error });
  }
}
