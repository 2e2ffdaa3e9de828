/** What a wallet RPC result turned out to be. */
export type RpcResponseClassification =
  | { kind: 'transaction'; hash: `0x${string}` }
  | { kind: 'signature'; signature: `0x${string}` }
  | { kind: 'object'; value: unknown };

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/;

/** Sorts an RPC result: `0x` + 64 hex is a hash, `0x` + 62 or more (not 64) hex a signature, the rest an object. */
export function classifyRpcResponse(value: unknown): RpcResponseClassification {
  if (typeof value === 'string') {
    if (TRANSACTION_HASH.test(value)) return { kind: 'transaction', hash: value as `0x${string}` };
    if (SIGNATURE.test(value)) return { kind: 'signature', signature: value as `0x${string}` };
  }
  return { kind: 'object', value };
}
