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

/** How long a network's token list is reused by quotes: it changes far more rarely than prices. */
export const SWAP_TOKENS_LIFETIME_MS = 5 * 60_000;

const tokenLists = new WeakMap<ConnectConfig, Map<number, { readonly at: number; readonly tokens: Promise<GetSwapTokensReturnType> }>>();

/**
 * The token list of a network as quotes use it: fetched once and reused for {@link SWAP_TOKENS_LIFETIME_MS} (by
 * the config's clock), so a quote refresh asks only for the gas price and the quote. A failed fetch is not kept.
 */
export function getRecentSwapTokens(config: ConnectConfig, chainId: number): Promise<GetSwapTokensReturnType> {
  let byChain = tokenLists.get(config);
  if (!byChain) {
    byChain = new Map();
    tokenLists.set(config, byChain);
  }
  const now = config.clock.now();
  const kept = byChain.get(chainId);
  if (kept && now - kept.at < SWAP_TOKENS_LIFETIME_MS) return kept.tokens;
  const tokens = getSwapTokens(config, { chainId });
  const entry = { at: now, tokens };
  byChain.set(chainId, entry);
  tokens.catch(() => {
    if (byChain.get(chainId) === entry) byChain.delete(chainId);
  });
  return tokens;
}
