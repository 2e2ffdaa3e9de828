import { DevWalletRpcError } from './DevWalletRpcError.js';
import { toHexChainId } from './hexChainId.js';

/**
 * Sends a request the wallet does not answer itself to the chain's JSON-RPC endpoint (whose unlocked accounts
 * sign); an unreachable endpoint is 4901 and a JSON-RPC error keeps its code, as a real wallet passes them on.
 */
export async function forwardToChain(
  rpcUrl: string | undefined,
  chainId: number,
  request: { id: number; method: string; params: unknown },
): Promise<unknown> {
  if (!rpcUrl) {
    throw new DevWalletRpcError(4901, `The provider is not connected to chain ${chainId}.`, { chainId: toHexChainId(chainId) });
  }
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } };
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: request.id, method: request.method, params: request.params ?? [] }),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    throw new DevWalletRpcError(4901, `The provider is not connected to chain ${chainId}.`, {
      chainId: toHexChainId(chainId),
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  if (body.error) {
    const { code, message, data } = body.error;
    throw new DevWalletRpcError(
      typeof code === 'number' ? code : -32603,
      typeof message === 'string' ? message : 'Internal JSON-RPC error.',
      data,
    );
  }
  return body.result ?? null;
}
