import { ErrorMessages } from '../core/index.js';
import type { ConnectConfig } from '../core/index.js';
import { getDataServices } from '../services/getDataServices.js';
import type { SwapToken } from '../services/blockchainApiSchemas.js';
import { SwapError, toSwapError } from './swapErrors.js';
import { evmReadNetwork } from './transactions/evmAccount.js';

/** Parameters of {@link getSwapTokens}. */
export interface GetSwapTokensParameters {
  /** An EVM network of the config; by default the active EVM network. */
  readonly chainId?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** The tokens of a swap network; `address` is a CAIP-10 id (the native currency's ends in `0xeeee…eeee`). */
export type GetSwapTokensReturnType = readonly SwapToken[];

/**
 * The tokens that can be swapped on a network. Throws 'Network not supported for Swaps' (a `SwapError` of code
 * `SWAP_UNSUPPORTED_NETWORK`) off the swap networks: the specification's twelve, plus the config's own networks
 * when it names its own blockchain API.
 */
export async function getSwapTokens(config: ConnectConfig, parameters: GetSwapTokensParameters = {}): Promise<GetSwapTokensReturnType> {
  const network = evmReadNetwork(config, parameters.chainId);
  let tokens: readonly SwapToken[];
  try {
    ({ tokens } = await getDataServices(config).api.fetchSwapTokens({ chainId: network.caipNetworkId, signal: parameters.signal }));
  } catch (error) {
    throw toSwapError(error);
  }
  // Off the swap networks the client answers the specification's empty list without asking.
  if (tokens.length === 0) throw new SwapError('SWAP_UNSUPPORTED_NETWORK', ErrorMessages.NETWORK_NOT_SUPPORTED_FOR_SWAPS);
  return tokens;
}
