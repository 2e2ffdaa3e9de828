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
import { getErrorCode, readField } from './rpcErrors.js';

type RpcErrorClass = new (cause: Error, options?: { message?: string }) => BaseError;

/** JSON-RPC and wallet error codes mapped to their named error classes (viem's where it has one). */
export const RpcErrorClasses: ReadonlyMap<number, RpcErrorClass> = /* @__PURE__ */ new Map<number, RpcErrorClass>([
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
