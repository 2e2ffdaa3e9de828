/** An error the frame answers with `<TYPE>_ERROR { message, code }`. */
export class FrameRequestError extends Error {
  /** EIP-1193 / JSON-RPC number, or the secure site's string code (e.g. 'INVALID_OTP'). */
  readonly code: string | number | undefined;

  constructor(message: string, code?: string | number) {
    super(message);
    this.name = 'FrameRequestError';
    this.code = code;
  }
}

/** EIP-1193 4001: the visitor rejected the request on the approval card. */
export const USER_REJECTED_CODE = 4001;
/** Text of a rejection on the approval card (EIP-1193). */
export const USER_REJECTED_MESSAGE = 'User rejected the request.';
/** JSON-RPC -32602: the request's params cannot be read. */
export const INVALID_PARAMS_CODE = -32602;

/** The rejection answered when the visitor rejects (or the page cancels) a request waiting for approval. */
export function userRejected(): FrameRequestError {
  return new FrameRequestError(USER_REJECTED_MESSAGE, USER_REJECTED_CODE);
}

/** A request whose params cannot be shown or sent: `Invalid params: <what>`. */
export function invalidParams(what: string): FrameRequestError {
  return new FrameRequestError(`Invalid params: ${what}`, INVALID_PARAMS_CODE);
}
