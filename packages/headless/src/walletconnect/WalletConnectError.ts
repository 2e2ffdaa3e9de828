import { ConnectError } from '../core/index.js';

/** Why a WalletConnect operation failed. */
export type WalletConnectErrorCode =
  | 'WC_NOT_STARTED'
  | 'WC_NO_SESSION'
  | 'WC_INVALID_SESSION'
  | 'WC_NAMESPACE_NOT_IN_SESSION'
  | 'WC_CHAIN_NOT_IN_SESSION'
  | 'WC_METHOD_NOT_IN_SESSION'
  | 'WC_PAIRING_EXPIRED'
  | 'WC_PAIRING_FAILED'
  | 'WC_INVALID_URI'
  | 'WC_INVALID_RESPONSE';

/** A WalletConnect failure with a stable code; the message says what happened in the user's terms. */
export class WalletConnectError extends ConnectError {
  override name = 'WalletConnectError';
  declare readonly code: WalletConnectErrorCode;

  constructor(code: WalletConnectErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(code, message, options);
  }
}
