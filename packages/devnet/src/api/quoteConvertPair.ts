import { formatUnits } from 'viem';
import { convertError } from './convertParams.js';
import type { SwapPairParams } from './convertParams.js';
import { quoteSwap } from '../swap/quoteSwap.js';
import type { SwapRoute } from '../swap/quoteSwap.js';
import { swapTokensOf } from '../swap/swapTokens.js';

/**
 * The best route selling `amount` of `pair.from` for `pair.to` on the chain's Uniswap V2 pools; undefined when
 * no pools join them. Too little liquidity (some hop's input over its pool's reserve) and an amount that
 * buys nothing are 400s, with the codes INSUFFICIENT_LIQUIDITY and AMOUNT_TOO_SMALL.
 */
export async function quoteConvertPair(pair: SwapPairParams, amount: bigint): Promise<SwapRoute | undefined> {
  const { contracts } = pair.chain.devChain;
  const poolTokens = swapTokensOf(contracts).map((token) => token.poolAddress);
  const result = await quoteSwap(pair.chain.client, contracts.uniswap, poolTokens, pair.from.poolAddress, pair.to.poolAddress, amount);
  const sold = `${formatUnits(amount, pair.from.decimals)} ${pair.from.symbol}`;
  switch (result.kind) {
    case 'route':
      return result.route;
    case 'no-route':
      return undefined;
    case 'insufficient-liquidity':
      throw convertError('INSUFFICIENT_LIQUIDITY', `Insufficient liquidity: the pools cannot take ${sold} for ${pair.to.symbol}`);
    case 'amount-too-small':
      throw convertError('AMOUNT_TOO_SMALL', `Amount too small: ${sold} buys no ${pair.to.symbol}`);
  }
}
