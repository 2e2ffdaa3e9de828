import { zeroAddress } from 'viem';
import type { Address, PublicClient } from 'viem';
import type { DevUniswapContracts } from '../chain/swapContracts.js';
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2Router02Abi } from '../chain/uniswapArtifacts.generated.js';

/** The most tokens a route passes through, ends included (three pools). */
export const MAX_ROUTE_TOKENS = 4;

/** A priced route through the pools, exactly as the router's `getAmountsOut` prices it. */
export interface SwapRoute {
  /** Router path: pool tokens from the sold one to the bought one (WETH standing for the native currency). */
  readonly path: readonly Address[];
  /** `getAmountsOut(amountIn, path)`: the amount entering each hop, then the amount bought. */
  readonly amounts: readonly bigint[];
  readonly amountIn: bigint;
  readonly amountOut: bigint;
}

/**
 * What pricing a swap found: a route; `no-route` when no chain of pools joins the two tokens;
 * `insufficient-liquidity` when every route needs more than its pools hold (some hop's input exceeds that
 * pool's reserve of the token going in, or a pool is empty); `amount-too-small` when the best route buys nothing.
 */
export type SwapQuoteResult =
  | { readonly kind: 'route'; readonly route: SwapRoute }
  | { readonly kind: 'no-route' }
  | { readonly kind: 'insufficient-liquidity' }
  | { readonly kind: 'amount-too-small' };

interface Pool {
  readonly tokens: readonly [Address, Address];
  /** Reserves by lower-case token address. */
  readonly reserves: ReadonlyMap<string, bigint>;
}

const key = (address: Address): string => address.toLowerCase();

/** Every pair the factory has among `tokens`, with its reserves, read at `blockNumber`. */
async function readPools(client: PublicClient, uniswap: DevUniswapContracts, tokens: readonly Address[], blockNumber: bigint): Promise<Pool[]> {
  const combos: [Address, Address][] = [];
  tokens.forEach((a, index) => tokens.slice(index + 1).forEach((b) => combos.push([a, b])));
  const pairs = await Promise.all(
    combos.map(([a, b]) =>
      client.readContract({ address: uniswap.factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [a, b], blockNumber }),
    ),
  );
  const existing = combos.flatMap((tokensOfPair, index) => {
    const pair = pairs[index];
    return pair && pair !== zeroAddress ? [{ tokensOfPair, pair }] : [];
  });
  return Promise.all(
    existing.map(async ({ tokensOfPair: [a, b], pair }) => {
      const [token0, [reserve0, reserve1]] = await Promise.all([
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0', blockNumber }),
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves', blockNumber }),
      ]);
      const aIsToken0 = key(token0) === key(a);
      return {
        tokens: [a, b] as const,
        reserves: new Map([
          [key(a), aIsToken0 ? reserve0 : reserve1],
          [key(b), aIsToken0 ? reserve1 : reserve0],
        ]),
      };
    }),
  );
}

/** Every simple path of at most {@link MAX_ROUTE_TOKENS} tokens from `from` to `to` through `pools`. */
function pathsBetween(pools: readonly Pool[], from: Address, to: Address): Address[][] {
  const found: Address[][] = [];
  const walk = (path: Address[]): void => {
    const last = path[path.length - 1] as Address;
    if (key(last) === key(to)) {
      found.push(path);
      return;
    }
    if (path.length === MAX_ROUTE_TOKENS) return;
    for (const pool of pools) {
      const [a, b] = pool.tokens;
      const next = key(a) === key(last) ? b : key(b) === key(last) ? a : undefined;
      if (next !== undefined && !path.some((token) => key(token) === key(next))) walk([...path, next]);
    }
  };
  walk([from]);
  // Shorter routes first, so that of two routes buying the same amount the one with fewer hops wins.
  return found.sort((a, b) => a.length - b.length);
}

function poolOf(pools: readonly Pool[], a: Address, b: Address): Pool | undefined {
  return pools.find((pool) => pool.reserves.has(key(a)) && pool.reserves.has(key(b)));
}

/** True when no hop of the route takes in more than its pool holds of the token going in, and no pool is empty. */
function withinLiquidity(pools: readonly Pool[], path: readonly Address[], amounts: readonly bigint[]): boolean {
  return path.slice(1).every((tokenOut, hop) => {
    const tokenIn = path[hop] as Address;
    const pool = poolOf(pools, tokenIn, tokenOut);
    const reserveIn = pool?.reserves.get(key(tokenIn)) ?? 0n;
    const reserveOut = pool?.reserves.get(key(tokenOut)) ?? 0n;
    return reserveIn > 0n && reserveOut > 0n && (amounts[hop] ?? 0n) <= reserveIn;
  });
}

/**
 * Prices selling `amountIn` of pool token `from` for pool token `to` on every route through the pools among
 * `tokens` and picks the one that buys the most. Amounts come from the router's `getAmountsOut`, all reads
 * at one block.
 */
export async function quoteSwap(
  client: PublicClient,
  uniswap: DevUniswapContracts,
  tokens: readonly Address[],
  from: Address,
  to: Address,
  amountIn: bigint,
): Promise<SwapQuoteResult> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const pools = await readPools(client, uniswap, tokens, blockNumber);
  const paths = pathsBetween(pools, from, to);
  if (paths.length === 0) return { kind: 'no-route' };
  const priced = await Promise.all(
    paths.map(async (path) => {
      try {
        const amounts = await client.readContract({
          address: uniswap.router,
          abi: uniswapV2Router02Abi,
          functionName: 'getAmountsOut',
          args: [amountIn, path],
          blockNumber,
        });
        return withinLiquidity(pools, path, amounts) ? { path, amounts } : undefined;
      } catch {
        // getAmountsOut reverts (UniswapV2Library: INSUFFICIENT_LIQUIDITY) on an empty pool.
        return undefined;
      }
    }),
  );
  let best: SwapRoute | undefined;
  for (const candidate of priced) {
    if (!candidate) continue;
    const amountOut = candidate.amounts[candidate.amounts.length - 1] ?? 0n;
    if (!best || amountOut > best.amountOut) best = { path: candidate.path, amounts: candidate.amounts, amountIn, amountOut };
  }
  if (!best) return { kind: 'insufficient-liquidity' };
  if (best.amountOut === 0n) return { kind: 'amount-too-small' };
  return { kind: 'route', route: best };
}
