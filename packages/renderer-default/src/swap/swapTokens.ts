import { parseAmount } from '@connect-modal/headless';
import type { GetSwapTokensReturnType } from '@connect-modal/headless';
import type { UseTokenBalancesReturnType } from '@connect-modal/headless/react';

/** A token of the swap list. */
export type SwapListToken = GetSwapTokensReturnType[number];

type TokenBalance = NonNullable<UseTokenBalancesReturnType['data']>[number];

const NATIVE_SUFFIX = ':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** Whether a CAIP-10 swap token id is the native currency's. */
export function isNativeSwapToken(id: string): boolean {
  return id.toLowerCase().endsWith(NATIVE_SUFFIX);
}

/** The token of a CAIP-10 id in a list (any case). */
export function findSwapToken(tokens: GetSwapTokensReturnType | undefined, id: string | undefined): SwapListToken | undefined {
  if (!tokens || !id) return undefined;
  const wanted = id.toLowerCase();
  return tokens.find((token) => token.address.toLowerCase() === wanted);
}

/** The token a caller asked for by symbol (any case) or CAIP-10 id. */
export function matchSwapToken(tokens: GetSwapTokensReturnType, wanted: string | undefined): SwapListToken | undefined {
  if (!wanted) return undefined;
  const lower = wanted.toLowerCase();
  return tokens.find((token) => token.address.toLowerCase() === lower) ?? tokens.find((token) => token.symbol.toLowerCase() === lower);
}

/**
 * The account's balance of a swap token in base units, from the balances the blockchain API lists for the
 * network; undefined when the list does not name the token (its balance is then unknown here).
 */
export function swapTokenBalance(balances: readonly TokenBalance[] | undefined, token: SwapListToken | undefined, caipNetworkId: string | undefined): bigint | undefined {
  if (!balances || !token || !caipNetworkId) return undefined;
  const native = isNativeSwapToken(token.address);
  const entry = balances.find(
    (balance) =>
      balance.chainId === caipNetworkId &&
      (native ? !balance.address : (balance.address ?? '').toLowerCase() === token.address.toLowerCase()),
  );
  if (!entry) return undefined;
  try {
    return parseAmount(entry.quantity.numeric, Number(entry.quantity.decimals));
  } catch {
    return undefined;
  }
}

/** The amount typed, in the token's base units; undefined when it is not a valid amount. */
export function typedUnits(amount: string, decimals: number): bigint | undefined {
  try {
    return parseAmount(amount, decimals);
  } catch {
    return undefined;
  }
}

/** The slippage typed, as a number of percent from 0 to 50 with at most two decimals; undefined otherwise. */
export function typedSlippage(slippage: string): number | undefined {
  const text = slippage.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return undefined;
  const value = Number(text);
  return value <= 50 ? value : undefined;
}
