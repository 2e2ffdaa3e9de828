import { AmountError, OnrampError, SendValidationError, SwapError } from '@connect-modal/headless';
import type { AmountErrorCode, OnrampErrorCode, SendProblemCode, SwapErrorCode } from '@connect-modal/headless';
import type { ErrorKey } from './errorKey.js';
import { keyOfText } from './errorKey.js';
import type { MessageId } from './en.js';

/** The amount refusals of `parseAmount`, by code (their values come with them). */
export const AMOUNT_IDS: Readonly<Record<AmountErrorCode, MessageId>> = {
  AMOUNT_REQUIRED: 'error.amount.required',
  AMOUNT_NEGATIVE: 'error.amount.negative',
  AMOUNT_MALFORMED: 'error.amount.malformed',
  AMOUNT_NO_DECIMALS: 'error.amount.noDecimals',
  AMOUNT_TOO_MANY_DECIMALS: 'error.amount.tooManyDecimals',
};

/** The checks of a send, by the problem's code (their values come with them). */
export const SEND_PROBLEM_IDS: Readonly<Record<SendProblemCode, MessageId>> = {
  ...AMOUNT_IDS,
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'error.send.required',
  SEND_TOKEN_REQUIRED: 'error.send.tokenRequired',
  SEND_UNSUPPORTED_CHAIN: 'error.unsupportedChain',
  SEND_INVALID_EVM_ADDRESS: 'error.send.invalidEvmAddress',
  SEND_INVALID_SOLANA_ADDRESS: 'error.send.invalidSolanaAddress',
  SEND_ZERO_ADDRESS: 'error.send.zeroAddress',
  SEND_TOKEN_CONTRACT: 'error.send.tokenContract',
  SEND_NAMES_UNRESOLVABLE: 'error.send.namesUnresolvable',
  SEND_NAME_NOT_REGISTERED: 'error.send.nameNotRegistered',
  SEND_ZERO_AMOUNT: 'error.send.zeroAmount',
  SEND_INSUFFICIENT_BALANCE: 'error.send.notEnough',
  SEND_INVALID_TOKEN_DECIMALS: 'error.send.tokenDecimals',
};

/** Swap refusals the modal words itself whatever the service said: the code alone says what happened. */
export const SWAP_WORDED: Readonly<Partial<Record<SwapErrorCode, MessageId>>> = {
  SWAP_QUOTE_EXPIRED: 'swap.expired',
  SWAP_INSUFFICIENT_LIQUIDITY: 'error.swap.insufficientLiquidity',
  SWAP_APPROVAL_DECLINED: 'error.swap.approvalDeclined',
};

/** Swap refusals with the product's own texts, by code: the text read is one of these, with its values. */
export const SWAP_TEXTS: Readonly<Partial<Record<SwapErrorCode, readonly MessageId[]>>> = {
  SWAP_UNSUPPORTED_NETWORK: ['error.swap.unsupportedNetwork'],
  SWAP_INSUFFICIENT_BALANCE: ['swap.insufficientBalance'],
  SWAP_NO_ROUTE: ['error.swap.noRoute'],
  SWAP_ACCOUNT_CHANGED: ['error.swap.accountChanged'],
  SWAP_SLIPPAGE_EXCEEDED: ['error.swap.slippageExceeded'],
  SWAP_INVALID_PARAMETER: ['error.swap.sameToken', 'error.swap.amountZero', 'swap.slippageInvalid'],
};

/** Onramp refusals with the product's own texts, by code. */
export const ONRAMP_TEXTS: Readonly<Partial<Record<OnrampErrorCode, readonly MessageId[]>>> = {
  ONRAMP_NOT_CONNECTED: ['error.onramp.notConnected'],
  ONRAMP_UNSUPPORTED_NAMESPACE: ['error.onramp.namespace'],
  ONRAMP_UNSUPPORTED_NETWORK: ['onramp.unsold', 'error.onramp.noNetwork', 'error.onramp.notAppNetwork'],
  ONRAMP_UNKNOWN_CURRENCY: ['error.onramp.unsoldCurrency'],
  ONRAMP_INVALID_AMOUNT: ['error.amount.required', 'error.onramp.amountFormat'],
  ONRAMP_AMOUNT_BELOW_MINIMUM: ['error.onramp.minimum'],
  ONRAMP_AMOUNT_ABOVE_MAXIMUM: ['error.onramp.maximum'],
  ONRAMP_SERVICE_ERROR: ['error.onramp.badAmount', 'error.onramp.badUrl'],
};

/**
 * The key of a refusal of the send, swap and onramp actions: a send's problem and an amount's refusal by code
 * with their values; a swap's or onramp's by code, and by which of the code's texts `shown` is (values read from
 * it). Undefined for any other error, and for a service's own text under a known code.
 */
export function productErrorKey(error: Error, shown: string): ErrorKey | undefined {
  if (error instanceof SendValidationError) {
    const { code, values } = error.problem;
    const id = SEND_PROBLEM_IDS[code];
    return id ? { id, ...(values ? { values } : {}) } : undefined;
  }
  if (error instanceof AmountError) {
    const id = AMOUNT_IDS[error.code];
    return id ? { id, values: error.values } : undefined;
  }
  if (error instanceof SwapError) {
    const worded = SWAP_WORDED[error.code];
    return worded ? { id: worded } : keyOfText(SWAP_TEXTS[error.code], shown);
  }
  if (error instanceof OnrampError) return keyOfText(ONRAMP_TEXTS[error.code], shown);
  return undefined;
}
