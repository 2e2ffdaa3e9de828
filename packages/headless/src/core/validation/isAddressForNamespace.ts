import { isEvmAddress } from './isEvmAddress.js';
import { isSolanaAddress } from './isSolanaAddress.js';

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const BECH32_DATA = '02-9ac-hj-np-z';
const BECH32_DATA_UPPER = '02-9AC-HJ-NP-Z';

// Legacy P2PKH / P2SH on mainnet (1, 3) and testnet (m, n, 2).
const BITCOIN_BASE58 = new RegExp(`^[13mn2][${BASE58}]{25,34}$`);
// Segwit / taproot; bech32 forbids mixed case, so each case has its own ASCII-only pattern.
const BITCOIN_BECH32 = new RegExp(`^(?:bc|tb|bcrt)1[${BECH32_DATA}]{8,87}$`);
const BITCOIN_BECH32_UPPER = new RegExp(`^(?:BC|TB|BCRT)1[${BECH32_DATA_UPPER}]{8,87}$`);
// SS58 of a 32-byte account with a one- or two-byte network prefix.
const SS58 = new RegExp(`^[${BASE58}]{47,49}$`);
// Cosmos SDK bech32 of a 20- or 32-byte account (32 or 52 data characters plus a 6-character checksum).
const COSMOS_BECH32 = new RegExp(`^[a-z]{1,83}1[${BECH32_DATA}]{38,58}$`);
const BECH32_MAX_LENGTH = 90;

function isBitcoinAddress(address: string): boolean {
  if (BITCOIN_BASE58.test(address)) return true;
  if (address.length > BECH32_MAX_LENGTH) return false;
  return BITCOIN_BECH32.test(address) || BITCOIN_BECH32_UPPER.test(address);
}

function isCosmosAddress(address: string): boolean {
  return address.length <= BECH32_MAX_LENGTH && COSMOS_BECH32.test(address);
}

/** True when `address` looks like an account on `namespace` (bip122, polkadot, cosmos: shape only, no checksum). */
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
