import { ConnectError } from '../core/index.js';
import { isApiError } from '../services/ApiError.js';

/** Why a swap or a quote was refused. */
export type SwapErrorCode =
  | 'SWAP_QUOTE_EXPIRED'
  | 'SWAP_INVALID_PARAMETER'
  | 'SWAP_UNSUPPORTED_NETWORK'
  | 'SWAP_UNKNOWN_TOKEN'
  | 'SWAP_NO_ROUTE'
  | 'SWAP_INSUFFICIENT_LIQUIDITY'
  | 'SWAP_AMOUNT_TOO_SMALL'
  | 'SWAP_INSUFFICIENT_BALANCE'
  | 'SWAP_INSUFFICIENT_ALLOWANCE'
  | 'SWAP_NO_APPROVAL_NEEDED'
  | 'SWAP_SIMULATION_FAILED'
  | 'SWAP_SLIPPAGE_EXCEEDED'
  | 'SWAP_ACCOUNT_CHANGED'
  | 'SWAP_APPROVAL_DECLINED'
  | 'SWAP_SERVICE_ERROR';

/** A swap or quote refused by the product or by the swap service; `code` tells which case it is. */
export class SwapError extends ConnectError {
  override name = 'SwapError';
  declare readonly code: SwapErrorCode;

  constructor(code: SwapErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(code, message, options);
  }
}

const SERVICE_CODES = new Set([
  'INVALID_PARAMETER',
  'UNSUPPORTED_NETWORK',
  'UNKNOWN_TOKEN',
  'NO_ROUTE',
  'INSUFFICIENT_LIQUIDITY',
  'AMOUNT_TOO_SMALL',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_ALLOWANCE',
  'NO_APPROVAL_NEEDED',
  'SIMULATION_FAILED',
]);

/**
 * A swap service refusal (`400 { error, code }`) as a {@link SwapError} with the service's message; any other
 * error (timeouts, unreachable service, wallet errors) is returned as it is.
 */
export function toSwapError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  if (error.code === 'API_UNSUPPORTED_NETWORK') return new SwapError('SWAP_UNSUPPORTED_NETWORK', error.message, { cause: error });
  if (error.code !== 'API_HTTP_ERROR' || error.serviceCode === undefined) return error;
  const code = SERVICE_CODES.has(error.serviceCode) ? (`SWAP_${error.serviceCode}` as SwapErrorCode) : 'SWAP_SERVICE_ERROR';
  return new SwapError(code, error.message, { cause: error });
}
