import { encodeFunctionData } from 'viem';
import type { Address, Hex } from 'viem';
import { uniswapV2Router02Abi } from '../chain/uniswapArtifacts.generated.js';

/** Seconds a built swap stays valid, counted from the latest block's time. */
export const SWAP_DEADLINE_SECONDS = 20 * 60;

/** Default slippage tolerance, in percent (specification section 9: 'Swap slippage tolerance 1'). */
export const DEFAULT_SLIPPAGE_PERCENT = 1;

/** Highest slippage tolerance accepted, in percent. */
export const MAX_SLIPPAGE_PERCENT = 50;

/** One hundredth of a percent, the unit slippage is computed in. */
const BASIS_POINTS = 10_000n;

/**
 * The least a swap may buy: `amountOut` less `slippageBasisPoints` hundredths of a percent, rounded down.
 * Throws on a tolerance outside 0 to {@link MAX_SLIPPAGE_PERCENT} percent.
 */
export function minimumAmountOut(amountOut: bigint, slippageBasisPoints: bigint): bigint {
  if (slippageBasisPoints < 0n || slippageBasisPoints > BigInt(MAX_SLIPPAGE_PERCENT) * 100n) {
    throw new RangeError(`slippage must be between 0 and ${MAX_SLIPPAGE_PERCENT} percent`);
  }
  return (amountOut * (BASIS_POINTS - slippageBasisPoints)) / BASIS_POINTS;
}

/** What {@link buildSwapCalldata} needs. */
export interface SwapCalldataInput {
  readonly router: Address;
  /** Whether the sold or the bought token is the native currency (at most one of them is). */
  readonly fromNative: boolean;
  readonly toNative: boolean;
  /** Router path of pool tokens, WETH standing for the native currency. */
  readonly path: readonly Address[];
  readonly amountIn: bigint;
  readonly amountOutMin: bigint;
  /** Who receives the bought tokens. */
  readonly recipient: Address;
  /** Unix time, in seconds, after which the router refuses the swap. */
  readonly deadline: bigint;
}

/** A router call: its target, calldata and the native value it sends. */
export interface SwapCall {
  readonly to: Address;
  readonly data: Hex;
  readonly value: bigint;
}

/**
 * The UniswapV2Router02 call of an exact-input swap: `swapExactETHForTokens` when selling the native currency,
 * `swapExactTokensForETH` when buying it, `swapExactTokensForTokens` otherwise.
 */
export function buildSwapCalldata(input: SwapCalldataInput): SwapCall {
  const { router, path, amountIn, amountOutMin, recipient, deadline } = input;
  if (input.fromNative && input.toNative) throw new Error('a swap cannot both sell and buy the native currency');
  if (input.fromNative) {
    return {
      to: router,
      value: amountIn,
      data: encodeFunctionData({ abi: uniswapV2Router02Abi, functionName: 'swapExactETHForTokens', args: [amountOutMin, path, recipient, deadline] }),
    };
  }
  const functionName = input.toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens';
  return {
    to: router,
    value: 0n,
    data: encodeFunctionData({ abi: uniswapV2Router02Abi, functionName, args: [amountIn, amountOutMin, path, recipient, deadline] }),
  };
}
