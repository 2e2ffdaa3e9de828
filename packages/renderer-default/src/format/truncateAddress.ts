/** Characters kept at the start of a truncated address, after any `0x` prefix. */
export const ADDRESS_START_CHARS = 4;
/** Characters kept at the end of a truncated address. */
export const ADDRESS_END_CHARS = 6;

/**
 * Shortens an address to 4 characters at the start and 6 at the end, joined by an ellipsis. An EVM `0x`
 * prefix is kept on top of the 4 (`0x7099…dc79C8`): the prefix carries no information, and poisoned look-alike
 * addresses differ in exactly the characters the prefix would otherwise hide. Characters are counted by code
 * point, so a cut never splits a surrogate pair of an address a wallet made up.
 */
export function truncateAddress(address: string): string {
  const prefix = /^0x/i.test(address) ? address.slice(0, 2) : '';
  const body = Array.from(address.slice(prefix.length));
  if (body.length <= ADDRESS_START_CHARS + ADDRESS_END_CHARS + 1) return address;
  return `${prefix}${body.slice(0, ADDRESS_START_CHARS).join('')}…${body.slice(-ADDRESS_END_CHARS).join('')}`;
}
