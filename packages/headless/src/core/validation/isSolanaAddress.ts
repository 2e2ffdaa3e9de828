/** True when `value` is 32 to 44 base58 characters (no 0, O, I or l); a shape check, not an on-curve check. */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value);
}
