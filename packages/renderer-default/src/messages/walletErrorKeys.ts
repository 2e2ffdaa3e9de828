import { ConnectError, ErrorMessages, INTERNAL_SDK_ERROR, TransactionRevertedError, isUserRejection } from '@connect-modal/headless';
import type { ErrorKey } from './errorKey.js';
import { keyOfText } from './errorKey.js';
import type { MessageId } from './en.js';

/** The product's errors about wallets, networks and transactions, by code: the text read is one of these. */
export const CONNECT_ERROR_TEXTS: Readonly<Record<string, readonly MessageId[]>> = {
  [INTERNAL_SDK_ERROR]: ['error.disconnectFailed'],
  UNSUPPORTED_CHAIN: ['error.unsupportedChain'],
  CAIP_NETWORK_UNDEFINED: ['error.noActiveNetwork', 'error.unsupportedChain'],
  NETWORK_NOT_FOUND: ['error.networkNotFound', 'error.chainNotConfigured'],
  CHAIN_NOT_SUPPORTED: ['error.chainNotSupported'],
  EVM_WALLET_NOT_CONNECTED: ['error.noEvmWallet'],
  SOLANA_WALLET_NOT_CONNECTED: ['error.noSolanaWallet'],
  INVALID_TRANSACTION_HASH: ['error.invalidHash'],
  INVALID_SIGNATURE: ['error.invalidSignature'],
  INVALID_WALLET_RESPONSE: ['error.invalidSolanaSignature'],
  BALANCE_UNKNOWN: ['error.balanceUnknown'],
  SIGN_IN_INIT_FAILED: ['error.signInInitFailed'],
};

/**
 * Errors of the wallet, the node and the transport (viem's, by class name), whose short message the modal showed
 * in English: the text read is one of these, with its values.
 */
export const LIBRARY_ERROR_TEXTS: Readonly<Record<string, readonly MessageId[]>> = {
  InsufficientFundsError: ['error.insufficientFunds'],
  ContractFunctionRevertedError: ['error.contractReverted', 'error.contractRevertedReason'],
  ExecutionRevertedError: ['error.executionReverted', 'error.executionRevertedReason'],
  ChainMismatchError: ['error.chainMismatch'],
  TimeoutError: ['error.timeout'],
  HttpRequestError: ['error.httpFailed'],
  WaitForTransactionReceiptTimeoutError: ['error.receiptTimeout'],
  UnauthorizedProviderError: ['error.rpc.unauthorized'],
  ProviderDisconnectedError: ['error.rpc.disconnected'],
  ChainDisconnectedError: ['error.rpc.chainDisconnected'],
  InternalRpcError: ['error.rpc.internal'],
  TransactionRejectedRpcError: ['error.rpc.transactionRejected'],
  ResourceUnavailableRpcError: ['error.rpc.unavailable'],
  UnknownRpcError: ['error.rpc.unknown'],
};

/**
 * Texts the product keeps as plain strings in its state (a sign-in's error), by the headless constant they are:
 * they have no code of their own, the constant is their key.
 */
export const STATE_TEXTS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [ErrorMessages.SIGN_DECLINED, 'error.signatureDeclined'],
  [ErrorMessages.SIGN_DECLINED_SMART_ACCOUNT, 'error.smartAccountDeclined'],
  [ErrorMessages.SIGN_IN_INIT_FAILED, 'error.signInInitFailed'],
]);

/**
 * The key of a wallet, network or transaction error: a decline in the wallet ('Transaction declined'), a reverted
 * transaction with its hash and reason, a product error by code and text, a library error by class name and text.
 */
export function walletErrorKey(error: Error, shown: string): ErrorKey | undefined {
  if (error.name === 'UserRejectedRequestError' || isUserRejection(error)) return { id: 'transaction.declined' };
  if (error instanceof TransactionRevertedError) {
    const hash = error.receipt.transactionHash;
    return error.reason ? { id: 'error.transactionRevertedReason', values: { hash, reason: error.reason } } : { id: 'error.transactionReverted', values: { hash } };
  }
  if (error instanceof ConnectError) return keyOfText(CONNECT_ERROR_TEXTS[error.code], shown);
  return keyOfText(LIBRARY_ERROR_TEXTS[error.name], shown);
}
