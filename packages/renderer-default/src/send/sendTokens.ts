import { parseAmount } from '@connect-modal/headless';
import type { UseTokenBalancesReturnType } from '@connect-modal/headless/react';
import type { SendTokenOption } from './sendDraft.js';

/** A balance as the blockchain API lists it. */
type TokenBalance = NonNullable<UseTokenBalancesReturnType['data']>[number];

/** The contract of a CAIP-10 token id (`eip155:1:0xabc…` → `0xabc…`, `solana:5eyk…:EPjF…` → the mint), or the id as given. */
function contractOf(address: string): string {
  const parts = address.split(':');
  return parts.length >= 3 ? parts.slice(2).join(':') : address;
}

/**
 * The tokens an account can send on a network, from its balances: the native currency first, then the tokens in
 * the order listed. Balances are read exactly in each token's decimals; a balance that cannot be read is left out.
 */
export function sendTokenOptions(balances: readonly TokenBalance[], caipNetworkId: string | undefined): SendTokenOption[] {
  const options: SendTokenOption[] = [];
  for (const balance of balances) {
    if (balance.chainId !== caipNetworkId) continue;
    const decimals = Number(balance.quantity.decimals);
    let units: bigint;
    try {
      units = parseAmount(balance.quantity.numeric, decimals);
    } catch {
      continue;
    }
    options.push({
      symbol: balance.symbol,
      name: balance.name,
      decimals,
      balance: units,
      caipNetworkId: balance.chainId,
      ...(balance.address ? { address: contractOf(balance.address) } : {}),
      ...(balance.iconUrl ? { iconUrl: balance.iconUrl } : {}),
    });
  }
  return options.sort((a, b) => Number(a.address !== undefined) - Number(b.address !== undefined));
}

/**
 * Whether two options are the same token: the native currency, or the same contract (an EVM address in any case;
 * a Solana mint exactly, as base58 tells letters of either case apart).
 */
export function sameToken(a: SendTokenOption | undefined, b: SendTokenOption | undefined): boolean {
  if (!a || !b) return false;
  if (a.caipNetworkId !== b.caipNetworkId) return false;
  if (!a.caipNetworkId.startsWith('eip155:')) return (a.address ?? '') === (b.address ?? '');
  return (a.address ?? '').toLowerCase() === (b.address ?? '').toLowerCase();
}
