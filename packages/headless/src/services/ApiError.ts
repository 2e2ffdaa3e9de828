import { ConnectError } from '../core/errors/index.js';

/** Why a call to a remote API failed. */
export type ApiErrorCode =
  | 'API_HTTP_ERROR'
  | 'API_BAD_RESPONSE'
  | 'API_TIMEOUT'
  | 'API_NETWORK_ERROR'
  | 'API_RATE_LIMITED'
  | 'API_ABORTED'
  | 'API_UNSUPPORTED_NETWORK';

/** Details an {@link ApiError} may carry. */
export interface ApiErrorDetails {
  /** Request path, without the query (which carries the project id). */
  readonly path?: string;
  /** HTTP status, for API_HTTP_ERROR and API_RATE_LIMITED. */
  readonly status?: number;
  /** How long the server asked to wait, from its Retry-After header. */
  readonly retryAfterMs?: number;
  /** Where in the response body the first schema mismatch is, for API_BAD_RESPONSE. */
  readonly issuePath?: readonly PropertyKey[];
  /** The service's own code of a refusal (a 4xx `{ error, code }` body), such as `INSUFFICIENT_LIQUIDITY`. */
  readonly serviceCode?: string;
  readonly cause?: unknown;
}

/** A remote API call failed; `code` says how, so callers can fall back without parsing messages. */
export class ApiError extends ConnectError {
  override name = 'ApiError';
  declare readonly code: ApiErrorCode;
  readonly path: string | undefined;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly issuePath: readonly PropertyKey[] | undefined;
  /** The service's own code of a refusal, when its 4xx body named one (`{ error, code }`). */
  readonly serviceCode: string | undefined;

  constructor(code: ApiErrorCode, message: string, details: ApiErrorDetails = {}) {
    super(code, message, details.cause === undefined ? {} : { cause: details.cause });
    this.path = details.path;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.issuePath = details.issuePath;
    this.serviceCode = details.serviceCode;
  }
}

/** True when `error` is an {@link ApiError}, optionally of one code. */
export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
