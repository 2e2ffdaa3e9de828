/** An error answered as `{ error: { code, message } }` with an HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The answer when the parent origin is not allowed for the project. */
export const originNotAllowed = () => new HttpError(403, 'ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed');
/** The answer to a missing, expired or revoked session token. */
export const sessionExpired = () => new HttpError(401, 'JWT_TOKEN_NOT_VALID', 'Session Expired');
/** The answer over the per-email or per-IP code limits. */
export const rateLimited = () => new HttpError(429, 'RATE_LIMITED', 'Too many requests; try again later');
