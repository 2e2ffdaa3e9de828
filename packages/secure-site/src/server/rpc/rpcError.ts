/** An EIP-1193 / JSON-RPC error answered as `{ error: { code, message } }`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** A method outside the embedded wallet's allow-list. */
export const notAllowed = () => new RpcError(4200, 'Requested RPC call is not allowed', 403);
/** An address in the params that is not the user's. */
export const notAuthorized = () => new RpcError(4100, 'The requested account is not authorized', 403);
/** Malformed params. */
export const invalidParams = (detail: string) => new RpcError(-32602, `Invalid params: ${detail}`);
/** A chain the secure site has no RPC URL for. */
export const chainNotConfigured = (chainId: string) => new RpcError(4901, `The chain ${chainId} is not configured on the secure site`);

/** Turns what a node or library threw into an RpcError with a short message. */
export function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  const err = error as { shortMessage?: unknown; message?: unknown; code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = typeof err?.code === 'number' ? err.code : typeof err?.cause?.code === 'number' ? err.cause.code : -32603;
  const message = typeof err?.shortMessage === 'string' ? err.shortMessage : typeof err?.message === 'string' ? err.message.split('\n')[0] : 'Internal error';
  return new RpcError(code, message ?? 'Internal error');
}
