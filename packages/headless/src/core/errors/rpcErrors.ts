// Error helpers that need no error classes: kept apart from them so a page's first script does not carry them.

/** Reads a field of anything without throwing (getters, proxies). */
export function readField(value: unknown, key: string): unknown {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** The numeric `code` of a provider or JSON-RPC error, if it has one. */
export function getErrorCode(error: unknown): number | undefined {
  const code = readField(error, 'code');
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

/** True when the error means the user declined in the wallet (code 4001). */
export function isUserRejection(error: unknown): boolean {
  if (getErrorCode(error) === 4001) return true;
  const cause = readField(error, 'cause');
  return cause !== undefined && cause !== error && getErrorCode(cause) === 4001;
}

/** HTTP statuses after which a read request is retried. */
export const RETRYABLE_HTTP_STATUSES: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504]);

/** JSON-RPC codes after which a read request is retried: unknown (-1), limit exceeded, internal error. */
export const RETRYABLE_RPC_CODES: ReadonlySet<number> = new Set([-1, -32005, -32603]);

/** Whether a failed read request should be retried. Wallet writes never use this: they are never retried. */
export function shouldRetryRequest(error: unknown): boolean {
  const status = readField(error, 'status');
  if (typeof status === 'number' && RETRYABLE_HTTP_STATUSES.has(status)) return true;
  const code = getErrorCode(error);
  if (code !== undefined && RETRYABLE_RPC_CODES.has(code)) return true;
  const cause = readField(error, 'cause');
  if (cause !== undefined && cause !== error && cause !== null) {
    const causeStatus = readField(cause, 'status');
    if (typeof causeStatus === 'number' && RETRYABLE_HTTP_STATUSES.has(causeStatus)) return true;
    const causeCode = getErrorCode(cause);
    if (causeCode !== undefined && RETRYABLE_RPC_CODES.has(causeCode)) return true;
  }
  return false;
}

