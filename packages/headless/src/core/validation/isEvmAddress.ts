/** True when `value` is 40 hex digits in any case, optionally after `0x`; the EIP-55 checksum is not required. */
export function isEvmAddress(value: unknown): boolean {
  // Only a lowercase `0x` counts as a prefix, as in viem's isAddress(x, { strict: false }).
  return typeof value === 'string' && /^(?:0x)?[0-9a-fA-F]{40}$/.test(value);
}
