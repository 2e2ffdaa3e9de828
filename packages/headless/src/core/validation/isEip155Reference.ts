/** True when `reference` is a positive decimal integer with no sign and no leading zeros. */
export function isEip155Reference(reference: string): boolean {
  // No leading zeros so that one chain has exactly one spelling (ids are compared as strings). The 2^31 bound of
  // parseEvmChainId is not applied: CAIP-2 itself allows larger ids, and some chains use them.
  return /^[1-9][0-9]*$/.test(reference);
}
