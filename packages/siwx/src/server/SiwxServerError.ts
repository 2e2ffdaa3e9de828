/** Why the server refused a signed sign-in message, one code per check. */
export type SiwxServerErrorCode =
  | 'MALFORMED_MESSAGE'
  | 'DOMAIN_MISMATCH'
  | 'URI_MISMATCH'
  | 'CHAIN_NOT_ALLOWED'
  | 'STATEMENT_MISMATCH'
  | 'RESOURCES_MISMATCH'
  | 'ISSUED_IN_FUTURE'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'UNKNOWN_NONCE'
  | 'NONCE_USED'
  | 'INVALID_SIGNATURE';

/** A sign-in the server refused; `code` names the check that failed. */
export class SiwxServerError extends Error {
  override readonly name = 'SiwxServerError';
  readonly code: SiwxServerErrorCode;

  constructor(code: SiwxServerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** True when `error` is a {@link SiwxServerError}, also across copies of this package. */
export function isSiwxServerError(error: unknown): error is SiwxServerError {
  return error instanceof SiwxServerError || (error instanceof Error && error.name === 'SiwxServerError' && typeof (error as { code?: unknown }).code === 'string');
}
