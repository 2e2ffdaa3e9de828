import { DevWalletRpcError } from './DevWalletRpcError.js';

/** A chain id as EIP-1193 carries it. */
export const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`;

/** A chain id from request parameters; anything but a 0x-prefixed hex string is -32602, as wallets answer. */
export function parseChainId(value: unknown): number {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) {
    return Number.parseInt(value, 16);
  }
  throw new DevWalletRpcError(-32602, `Invalid chainId: expected a 0x-prefixed hex string, got ${JSON.stringify(value)}.`);
}
