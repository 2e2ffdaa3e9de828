'use client';
import { useCallback } from 'react';
import { parseAmount } from '@connect-modal/headless';
import type { CaipNetwork } from '@connect-modal/headless';
import { useBalance, useTokenBalances } from '@connect-modal/headless/react';
import type { UseTokenBalancesReturnType } from '@connect-modal/headless/react';

/** How often the balance is read while a purchase is awaited. */
export const PURCHASE_POLL_MS = 3_000;

/** Where a purchase lands: an address, its network and the symbol bought. */
export interface PurchaseTarget {
  readonly address: string | undefined;
  readonly network: CaipNetwork | undefined;
  readonly symbol: string | undefined;
}

/** A balance read for a purchase, in base units, and a way to read it again now. */
export interface PurchaseBalance {
  readonly value: bigint | undefined;
  readonly decimals: number | undefined;
  /** Reads the balance from its source now (not from the cache); undefined when it cannot be read. */
  read(): Promise<bigint | undefined>;
}

type TokenBalances = UseTokenBalancesReturnType['data'];

function tokenUnits(balances: TokenBalances, target: PurchaseTarget): { value: bigint; decimals: number } | undefined {
  const found = balances?.find(
    (balance) => balance.address !== undefined && balance.chainId === target.network?.caipNetworkId && balance.symbol.toUpperCase() === target.symbol,
  );
  if (!found) return undefined;
  const decimals = Number(found.quantity.decimals);
  try {
    return { value: parseAmount(found.quantity.numeric, decimals), decimals };
  } catch {
    return undefined;
  }
}

/**
 * The balance a purchase lands in: the native balance when the symbol is the network's own currency (read on the
 * node), else the token's balance from the account's token balances. With `watch`, it is read every
 * {@link PURCHASE_POLL_MS} ms.
 */
export function usePurchaseBalance(target: PurchaseTarget, watch: boolean): PurchaseBalance {
  const native = target.network !== undefined && target.symbol === target.network.nativeCurrency.symbol.toUpperCase();
  const interval = watch ? PURCHASE_POLL_MS : false;
  const scope = { address: target.address, network: target.network };
  const coin = useBalance({ ...scope, query: { enabled: native, staleTime: 0, refetchInterval: interval } });
  const tokens = useTokenBalances({ ...scope, query: { enabled: !native && target.symbol !== undefined, staleTime: 0, refetchInterval: interval } });
  const { refetch: refetchCoin } = coin;
  const { refetch: refetchTokens } = tokens;
  const read = useCallback(async (): Promise<bigint | undefined> => {
    if (native) {
      const result = await refetchCoin();
      return result.isSuccess ? result.data.value : undefined;
    }
    const result = await refetchTokens();
    return result.isSuccess ? (tokenUnits(result.data, target) ?? { value: 0n }).value : undefined;
  }, [native, refetchCoin, refetchTokens, target]);
  if (native) return { value: coin.data?.value, decimals: coin.data?.decimals, read };
  const held = tokens.data ? (tokenUnits(tokens.data, target) ?? { value: 0n, decimals: undefined }) : undefined;
  return { value: held?.value, decimals: held?.decimals, read };
}
