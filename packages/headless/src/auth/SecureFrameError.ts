/**
 * Why a request to the secure iframe failed: the SPEC's load and timeout callbacks ('iframe_load_failed',
 * 'iframe_request_timeout'), a load failure of the iframe element, or the frame's own `_ERROR` answer (its code
 * kept: a string such as 'INVALID_OTP', or an EIP-1193 number such as 4001).
 */
export class SecureFrameError extends Error {
  override name = 'SecureFrameError';
  readonly code: string | number;

  constructor(code: string | number, message: string) {
    super(message);
    this.code = code;
  }
}
