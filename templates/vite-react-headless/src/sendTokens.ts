import { parseAmount } from '@connect-modal/headless';
import type { CaipNetwork, SendToken } from '@connect-modal/headless';
import type { UseTokenBalancesReturnType } from '@connect-modal/headless/react';

/** A balance as `useTokenBalances` lists it. */
type TokenBalance = NonNullable<UseTokenBalancesReturnType['data']>[number];

/** A token the send form offers: what a send needs, and the key its option has in the list. */
export interface SendTokenOption extends SendToken {
  /** `native`, or the token's contract address in lower case. */
  readonly key: string;
}

/** The key of the network's native currency in the list. */
export const NATIVE_KEY = 'native';

/** The contract address of a CAIP-10 token id (`eip155:1:0xabc…` → `0xabc…`), or the address as given. */
function contractOf(address: string): string {
  const parts = address.split(':');
  return parts.length >= 3 ? parts.slice(2).join(':') : address;
}

/**
 * The tokens the form offers on a network, from the account's balances: the native currency first (always, even
 * when the list has no entry for it, with `nativeBalance` as its balance then), then the tokens in the order
 * listed. Balances are read exactly in each token's decimals; one that cannot be read is left out.
 */
export function sendTokenOptions(balances: readonly TokenBalance[] | undefined, network: CaipNetwork | undefined, nativeBalance: bigint | undefined): SendTokenOption[] {
  if (!network) return [];
  let native: SendTokenOption = {
    key: NATIVE_KEY,
    symbol: network.nativeCurrency.symbol,
    decimals: network.nativeCurrency.decimals,
    ...(nativeBalance !== undefined ? { balance: nativeBalance } : {}),
  };
  const tokens: SendTokenOption[] = [];
  for (const entry of balances ?? []) {
    if (entry.chainId !== network.caipNetworkId) continue;
    const decimals = Number(entry.quantity.decimals);
    let balance: bigint;
    try {
      balance = parseAmount(entry.quantity.numeric, decimals);
    } catch {
      continue;
    }
    if (!entry.address) {
      native = { key: NATIVE_KEY, symbol: entry.symbol, decimals, balance };
      continue;
    }
    const address = contractOf(entry.address);
    tokens.push({ key: address.toLowerCase(), symbol: entry.symbol, decimals, address, balance });
  }
  return [native, ...tokens];
}

/** What a send is given of an option: the token alone, without the list's key. */
export function sendTokenOf(option: SendTokenOption): SendToken {
  const { key: _key, ...token } = option;
  return token;
}
