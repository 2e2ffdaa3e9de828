import {
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  InternalRpcError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  TipAboveFeeCapError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem';
import type { BaseError } from 'viem';

type RpcErrorClass = new (cause: Error, options?: { message?: string }) => BaseError;

/** JSON-RPC and wallet error codes mapped to their named error classes (viem's where it has one). */
export const RpcErrorClasses: ReadonlyMap<number, RpcErrorClass> = new Map<number, RpcErrorClass>([
  [-32700, ParseRpcError as RpcErrorClass],
  [-32600, InvalidRequestRpcError as RpcErrorClass],
  [-32601, MethodNotFoundRpcError as RpcErrorClass],
  [-32602, InvalidParamsRpcError as RpcErrorClass],
  [-32603, InternalRpcError as RpcErrorClass],
  [-32000, InvalidInputRpcError as RpcErrorClass],
  [-32001, ResourceNotFoundRpcError as RpcErrorClass],
  [-32002, ResourceUnavailableRpcError as RpcErrorClass],
  [-32003, TransactionRejectedRpcError as RpcErrorClass],
  [-32004, MethodNotSupportedRpcError as RpcErrorClass],
  [-32005, LimitExceededRpcError as RpcErrorClass],
  [-32006, JsonRpcVersionUnsupportedError as RpcErrorClass],
  [4001, UserRejectedRequestError as RpcErrorClass],
  [4100, UnauthorizedProviderError as RpcErrorClass],
  [4200, UnsupportedProviderMethodError as RpcErrorClass],
  [4900, ProviderDisconnectedError as RpcErrorClass],
  [4901, ChainDisconnectedError as RpcErrorClass],
  [4902, SwitchChainError as RpcErrorClass],
  [5700, UnsupportedNonOptionalCapabilityError as RpcErrorClass],
  [5710, UnsupportedChainIdError as RpcErrorClass],
  [5720, DuplicateIdError as RpcErrorClass],
  [5730, UnknownBundleIdError as RpcErrorClass],
  [5740, BundleTooLargeError as RpcErrorClass],
  [5750, AtomicReadyWalletRejectedUpgradeError as RpcErrorClass],
  [5760, AtomicityNotSupportedError as RpcErrorClass],
]);

function readField(value: unknown, key: string): unknown {
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

/** Turns any provider or JSON-RPC error into its named error class; unknown codes become UnknownRpcError. */
export function toRpcError(error: unknown): BaseError {
  const code = getErrorCode(error);
  const rawMessage = readField(error, 'message');
  const message = typeof rawMessage === 'string' && rawMessage.length > 0 ? rawMessage : undefined;
  const cause = error instanceof Error ? error : new Error(message ?? 'Unknown error');
  const ErrorClass = code === undefined ? undefined : RpcErrorClasses.get(code);
  if (ErrorClass) return new ErrorClass(cause);
  return new UnknownRpcError(cause);
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

/** Node error kinds recognised from a node's message text. */
export type NodeErrorKind = 'executionReverted' | 'nonce' | 'gasOrFee' | 'insufficientFunds' | 'unknown';

const NODE_ERROR_PATTERNS: ReadonlyArray<readonly [NodeErrorKind, RegExp]> = [
  ['executionReverted', ExecutionRevertedError.nodeMessage],
  ['insufficientFunds', InsufficientFundsError.nodeMessage],
  ['nonce', NonceTooHighError.nodeMessage],
  ['nonce', NonceTooLowError.nodeMessage],
  ['nonce', NonceMaxValueError.nodeMessage],
  ['gasOrFee', FeeCapTooHighError.nodeMessage],
  ['gasOrFee', FeeCapTooLowError.nodeMessage],
  ['gasOrFee', IntrinsicGasTooHighError.nodeMessage],
  ['gasOrFee', IntrinsicGasTooLowError.nodeMessage],
  ['gasOrFee', TipAboveFeeCapError.nodeMessage],
];

/** Recognises execution-reverted, nonce, gas/fee and insufficient-funds failures from a node's message. */
export function classifyNodeMessage(message: string): NodeErrorKind {
  for (const [kind, pattern] of NODE_ERROR_PATTERNS) {
    if (pattern.test(message)) return kind;
  }
  return 'unknown';
}
