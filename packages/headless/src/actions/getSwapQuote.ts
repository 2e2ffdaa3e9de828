import type { Address } from 'viem';
import { ErrorMessages } from '../core/index.js';
import type { ConnectConfig } from '../core/index.js';
import { AmountError, parseAmount } from '../core/send/amounts.js';
import { SWAP_SLIPPAGE_TOLERANCE } from '../services/createBlockchainApiClient.js';
import { getDataServices } from '../services/getDataServices.js';
import type { SwapToken } from '../services/blockchainApiSchemas.js';
import { getRecentSwapTokens } from './getSwapTokens.js';
import { SwapError, toSwapError } from './swapErrors.js';
import { requireEvmAccount } from './transactions/evmAccount.js';

/** How long a quote may be submitted after it was fetched: 30 s; `swap` refuses it afterwards. */
export const SWAP_QUOTE_LIFETIME_MS = 30_000;

/** How often `useSwapQuote` fetches the quote again: every 10 s, well inside its lifetime. */
export const SWAP_QUOTE_REFRESH_MS = 10_000;

/** Largest slippage tolerance accepted, in percent. */
export const MAX_SWAP_SLIPPAGE = 50;

/** Parameters of {@link getSwapQuote}. */
export interface GetSwapQuoteParameters {
  /** CAIP-10 id of the token sold (from `getSwapTokens`). */
  readonly from: string;
  /** CAIP-10 id of the token bought, on the same network. */
  readonly to: string;
  /** Amount sold, a decimal string in the sold token's units (`'1.5'`), parsed exactly. */
  readonly amount: string;
  /** Slippage tolerance in percent, 0 to 50 with at most two decimals; default 1 (the specification's). */
  readonly slippage?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** A swap quote: exact base-unit amounts, good until `expiresAt`. */
export interface SwapQuote {
  /** CAIP-2 id of the network. */
  readonly caipNetworkId: string;
  readonly chainId: number;
  /** The account the quote is for (the connected EVM account when it was fetched). */
  readonly userAddress: Address;
  readonly from: SwapToken;
  readonly to: SwapToken;
  /** Amount sold, in the sold token's base units. */
  readonly fromAmount: bigint;
  /** Amount bought at the quoted price, in the bought token's base units. */
  readonly toAmount: bigint;
  /** Least amount bought that the swap accepts: `toAmount` less `slippage` percent, rounded down. */
  readonly toAmountMin: bigint;
  /** Slippage tolerance in percent. */
  readonly slippage: number;
  /** CAIP-10 ids of the route's tokens, first to last, when the service tells. */
  readonly path: readonly string[];
  /** The network's standard gas price (wei) the quote was asked with. */
  readonly gasPrice: bigint;
  /** When the quote was fetched and when it expires, in the config clock's milliseconds. */
  readonly quotedAt: number;
  readonly expiresAt: number;
}

/** Checks a slippage tolerance and returns it in basis points. */
export function swapSlippageBasisPoints(slippage: number): bigint {
  const basisPoints = slippage * 100;
  if (!Number.isFinite(slippage) || slippage < 0 || slippage > MAX_SWAP_SLIPPAGE || Math.abs(basisPoints - Math.round(basisPoints)) > 1e-9) {
    throw new SwapError('SWAP_INVALID_PARAMETER', `Slippage must be 0 to ${MAX_SWAP_SLIPPAGE} percent with at most two decimals`);
  }
  return BigInt(Math.round(basisPoints));
}

function findToken(tokens: readonly SwapToken[], id: string, role: 'from' | 'to'): SwapToken {
  const token = tokens.find((item) => item.address.toLowerCase() === id.toLowerCase());
  if (!token) throw new SwapError('SWAP_UNKNOWN_TOKEN', `Unknown token to swap ${role}: ${id}`);
  return token;
}

function baseUnits(value: string | undefined, what: string): bigint {
  if (value === undefined || !/^\d+$/.test(value)) throw new SwapError('SWAP_SERVICE_ERROR', `The swap service answered an invalid ${what}`);
  return BigInt(value);
}

/**
 * Fetches a quote for selling `amount` of `from` for `to` as the connected EVM account. Off the swap networks it
 * throws 'Network not supported for Swaps'; the service's refusals (no route, insufficient liquidity, an amount
 * too small) are `SwapError`s with their own codes and messages.
 */
export async function getSwapQuote(config: ConnectConfig, parameters: GetSwapQuoteParameters): Promise<SwapQuote> {
  const { from, to, amount, signal } = parameters;
  const slippage = parameters.slippage ?? SWAP_SLIPPAGE_TOLERANCE;
  const slippageBasisPoints = swapSlippageBasisPoints(slippage);
  const userAddress = requireEvmAccount(config);
  const match = /^eip155:(\d+):/.exec(from);
  if (!match || !to.startsWith(`eip155:${match[1]}:`)) {
    throw new SwapError('SWAP_INVALID_PARAMETER', '"from" and "to" must be CAIP-10 tokens of one EVM network');
  }
  const chainId = Number(match[1]);
  const caipNetworkId = `eip155:${chainId}`;
  if (!config.options.networks.some((network) => network.caipNetworkId === caipNetworkId)) {
    throw new SwapError('SWAP_UNSUPPORTED_NETWORK', ErrorMessages.NETWORK_NOT_SUPPORTED_FOR_SWAPS);
  }
  const { api } = getDataServices(config);
  // The token list (kept for a while) and the gas price are asked for together; the quote needs both.
  const gasAnswer = api.fetchGasPrice({ chainId: caipNetworkId, signal });
  gasAnswer.catch(() => undefined);
  const tokens = await getRecentSwapTokens(config, chainId);
  const fromToken = findToken(tokens, from, 'from');
  const toToken = findToken(tokens, to, 'to');
  if (fromToken.address.toLowerCase() === toToken.address.toLowerCase()) throw new SwapError('SWAP_INVALID_PARAMETER', 'Pick two different tokens');
  let fromAmount: bigint;
  try {
    fromAmount = parseAmount(amount, fromToken.decimals);
  } catch (error) {
    throw new SwapError('SWAP_INVALID_PARAMETER', error instanceof AmountError ? error.message : 'Invalid amount', { cause: error });
  }
  if (fromAmount <= 0n) throw new SwapError('SWAP_INVALID_PARAMETER', 'The amount must be above 0');
  try {
    const gas = await gasAnswer;
    const gasPrice = baseUnits(gas.standard, 'gas price');
    const { quotes } = await api.fetchSwapQuote({
      amount: fromAmount.toString(),
      userAddress,
      from: fromToken.address,
      to: toToken.address,
      gasPrice: gasPrice.toString(),
      signal,
    });
    const quote = quotes[0];
    if (!quote) throw new SwapError('SWAP_NO_ROUTE', `No route from ${fromToken.symbol} to ${toToken.symbol}`);
    const toAmount = baseUnits(quote.toAmount, 'amount');
    const quotedAt = config.clock.now();
    return {
      caipNetworkId,
      chainId,
      userAddress,
      from: fromToken,
      to: toToken,
      fromAmount: baseUnits(quote.fromAmount, 'amount'),
      toAmount,
      toAmountMin: (toAmount * (10_000n - slippageBasisPoints)) / 10_000n,
      slippage,
      path: quote.path ?? [fromToken.address, toToken.address],
      gasPrice,
      quotedAt,
      expiresAt: quotedAt + SWAP_QUOTE_LIFETIME_MS,
    };
  } catch (error) {
    throw toSwapError(error);
  }
}

/** Whether a quote is past its lifetime by the config's clock. */
export function isSwapQuoteExpired(config: ConnectConfig, quote: Pick<SwapQuote, 'expiresAt'>): boolean {
  return config.clock.now() >= quote.expiresAt;
}
