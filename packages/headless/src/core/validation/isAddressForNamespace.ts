import { isBitcoinAddress } from './isBitcoinAddress.js';
import { isEvmAddress } from './isEvmAddress.js';
import { isSolanaAddress } from './isSolanaAddress.js';

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const BECH32_DATA = '02-9ac-hj-np-z';

// SS58 of a 32-byte account with a one- or two-byte network prefix.
const SS58 = new RegExp(`^[${BASE58}]{47,49}$`);
// Cosmos SDK bech32 of a 20- or 32-byte account (32 or 52 data characters plus a 6-character checksum).
const COSMOS_BECH32 = new RegExp(`^[a-z]{1,83}1[${BECH32_DATA}]{38,58}$`);
const BECH32_MAX_LENGTH = 90;

function isCosmosAddress(address: string): boolean {
  return address.length <= BECH32_MAX_LENGTH && COSMOS_BECH32.test(address);
}

/**
 * True when `address` is an account on `namespace`. Bitcoin addresses must pass their checksum (base58check,
 * bech32 or bech32m); polkadot and cosmos are checked for shape only.
 */
export function isAddressForNamespace(namespace: unknown, address: unknown): boolean {
  if (typeof address !== 'string') return false;
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address);
    case 'solana':
      return isSolanaAddress(address);
    case 'bip122':
      return isBitcoinAddress(address);
    case 'polkadot':
      return SS58.test(address);
    case 'cosmos':
      return isCosmosAddress(address);
    default:
      return false;
  }
}
