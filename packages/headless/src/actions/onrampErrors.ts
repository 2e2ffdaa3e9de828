import { ConnectError } from '../core/index.js';
import { isApiError } from '../services/ApiError.js';

/** Why an onramp call was refused. */
export type OnrampErrorCode =
  | 'ONRAMP_DISABLED'
  | 'ONRAMP_NOT_CONNECTED'
  | 'ONRAMP_UNSUPPORTED_NAMESPACE'
  | 'ONRAMP_UNSUPPORTED_NETWORK'
  | 'ONRAMP_UNKNOWN_CURRENCY'
  | 'ONRAMP_UNKNOWN_PROVIDER'
  | 'ONRAMP_UNKNOWN_PAYMENT_METHOD'
  | 'ONRAMP_INVALID_AMOUNT'
  | 'ONRAMP_AMOUNT_BELOW_MINIMUM'
  | 'ONRAMP_AMOUNT_ABOVE_MAXIMUM'
  | 'ONRAMP_AMOUNT_TOO_SMALL'
  | 'ONRAMP_INVALID_DESTINATION'
  | 'ONRAMP_SERVICE_ERROR';

/** Texts of the onramp's own refusals. */
export const OnrampMessages = {
  DISABLED: 'Onramp is not enabled: turn on features.onramp',
  NOT_CONNECTED: 'Connect a wallet to buy crypto',
  UNSUPPORTED_NAMESPACE: 'Onramp is available for EVM and Solana accounts only',
} as const;

/** An onramp call refused by the product or by the onramp service; `code` tells which case it is. */
export class OnrampError extends ConnectError {
  override name = 'OnrampError';
  declare readonly code: OnrampErrorCode;

  constructor(code: OnrampErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(code, message, options);
  }
}

const SERVICE_CODES: Readonly<Record<string, OnrampErrorCode>> = {
  INVALID_AMOUNT: 'ONRAMP_INVALID_AMOUNT',
  AMOUNT_BELOW_MINIMUM: 'ONRAMP_AMOUNT_BELOW_MINIMUM',
  AMOUNT_ABOVE_MAXIMUM: 'ONRAMP_AMOUNT_ABOVE_MAXIMUM',
  AMOUNT_TOO_SMALL: 'ONRAMP_AMOUNT_TOO_SMALL',
  UNKNOWN_CURRENCY: 'ONRAMP_UNKNOWN_CURRENCY',
  UNKNOWN_NETWORK: 'ONRAMP_UNSUPPORTED_NETWORK',
  UNDELIVERABLE_NETWORK: 'ONRAMP_UNSUPPORTED_NETWORK',
  UNKNOWN_PROVIDER: 'ONRAMP_UNKNOWN_PROVIDER',
  UNKNOWN_PAYMENT_METHOD: 'ONRAMP_UNKNOWN_PAYMENT_METHOD',
  INVALID_DESTINATION: 'ONRAMP_INVALID_DESTINATION',
};

/**
 * An onramp service refusal (`400 { error, code }`) as an {@link OnrampError} with the service's message; any
 * other error (timeouts, an unreachable service) is returned as it is.
 */
export function toOnrampError(error: unknown): unknown {
  if (!isApiError(error, 'API_HTTP_ERROR') || error.serviceCode === undefined) return error;
  return new OnrampError(SERVICE_CODES[error.serviceCode] ?? 'ONRAMP_SERVICE_ERROR', error.message, { cause: error });
}
