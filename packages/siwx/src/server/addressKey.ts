const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BECH32_ADDRESS = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]+$/i;

/**
 * The form under which sessions of an address are indexed: EVM hex and bech32 addresses are case-insensitive, so
 * they are lower-cased; base58 addresses (Solana, legacy Bitcoin) are case-sensitive and kept as written.
 */
export function addressKey(address: string): string {
  return EVM_ADDRESS.test(address) || BECH32_ADDRESS.test(address) ? address.toLowerCase() : address;
}
