/** True when `name` is at least 4 characters, each an ASCII letter (A-Z, a-z), an ASCII digit or a hyphen. */
export function isValidAccountName(name: unknown): boolean {
  return typeof name === 'string' && /^[A-Za-z0-9-]{4,}$/.test(name);
}
