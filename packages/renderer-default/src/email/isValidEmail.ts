/**
 * Whether a text is an email address a login can go to: one `@`, a local part and a domain with a dot, no spaces,
 * at most 254 characters (the longest address mail can carry).
 */
export function isValidEmail(text: string): boolean {
  if (text.length > 254) return false;
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text);
}
