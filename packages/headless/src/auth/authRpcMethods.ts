/**
 * The embedded wallet's allow-lists (SPEC sections 5 and 7). Safe methods are read-only and go to the frame as
 * they are; methods that are not safe are approved by the visitor inside the frame; any other method is refused
 * before it reaches the frame.
 */
import { EIP155_READ_METHODS } from '../core/validation/evmReadMethods.js';

/** eip155 reads the frame proxies to the chain's RPC. */
export const EIP155_SAFE_METHODS: ReadonlySet<string> = new Set([
  ...EIP155_READ_METHODS,
  'eth_sendRawTransaction',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
]);

/** eip155 methods the visitor approves in the frame. */
export const EIP155_APPROVAL_METHODS: ReadonlySet<string> = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls']);

/** Solana methods the visitor approves in the frame. */
export const SOLANA_APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]);

/** How a request is handled. */
export type RpcMethodKind = 'safe' | 'approval' | 'notAllowed';

/** How an eip155 request of `method` goes to the frame (the methods answered on the page are not asked here). */
export function eip155MethodKind(method: string): RpcMethodKind {
  if (EIP155_SAFE_METHODS.has(method)) return 'safe';
  if (EIP155_APPROVAL_METHODS.has(method)) return 'approval';
  return 'notAllowed';
}
