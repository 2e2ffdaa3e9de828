import { address as bitcoinAddress, networks as bitcoinNetworks } from 'bitcoinjs-lib';
import type { Network as BitcoinNetwork } from 'bitcoinjs-lib';
import type { WalletAccount } from '@wallet-standard/base';
import type { AccountType, CaipNetwork } from '../core/index.js';
import { toBitcoinWalletChain } from '../walletStandard/index.js';

/** A wallet's address with the type the app gives it. */
export interface TypedAccount {
  readonly account: WalletAccount;
  readonly address: string;
  readonly type: AccountType;
}

/** bitcoinjs-lib's parameters of a Bitcoin network. */
export function toBitcoinJsNetwork(network: CaipNetwork): BitcoinNetwork {
  const chain = toBitcoinWalletChain(network);
  return chain === 'bitcoin:mainnet' ? bitcoinNetworks.bitcoin : chain === 'bitcoin:regtest' ? bitcoinNetworks.regtest : bitcoinNetworks.testnet;
}

/** The type of a Bitcoin address on `network`: taproot addresses hold ordinals, the others pay; undefined if invalid. */
export function bitcoinAddressType(address: unknown, network: BitcoinNetwork): AccountType | undefined {
  if (typeof address !== 'string' || address.length < 14 || address.length > 90) return undefined;
  try {
    if (address.toLowerCase().startsWith(`${network.bech32}1`)) {
      // Decoded without the secp256k1 library bitcoinjs-lib wants for taproot outputs: the adapter never needs keys.
      const { version, prefix, data } = bitcoinAddress.fromBech32(address);
      if (prefix !== network.bech32) return undefined;
      if (version === 0 && (data.length === 20 || data.length === 32)) return 'payment';
      return version === 1 && data.length === 32 ? 'ordinal' : undefined;
    }
    bitcoinAddress.toOutputScript(address, network);
    return 'payment';
  } catch {
    return undefined;
  }
}

/**
 * Accounts a wallet reported that are valid addresses of `network`, typed payment or ordinal. A key, when the
 * wallet gives one, is 33 bytes (or 32, x-only); a wallet that knows only addresses (WalletConnect's) gives none.
 */
export function validBitcoinAccounts(accounts: unknown, network: BitcoinNetwork): TypedAccount[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.flatMap((account: unknown): TypedAccount[] => {
    if (typeof account !== 'object' || account === null) return [];
    const { address, publicKey } = account as { address?: unknown; publicKey?: unknown };
    if (!(publicKey instanceof Uint8Array) || ![0, 32, 33].includes(publicKey.length)) return [];
    const type = bitcoinAddressType(address, network);
    return type ? [{ account: account as WalletAccount, address: address as string, type }] : [];
  });
}

/** The preferred type's address first, payment by default. */
export function orderByPreference(accounts: readonly TypedAccount[], preferred: AccountType | undefined): TypedAccount[] {
  const want = preferred === 'ordinal' ? 'ordinal' : 'payment';
  return [...accounts.filter((item) => item.type === want), ...accounts.filter((item) => item.type !== want)];
}
