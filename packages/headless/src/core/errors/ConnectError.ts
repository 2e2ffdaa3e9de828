/** Base class of every error the product throws on purpose; `code` is stable, `message` is user-facing. */
export class ConnectError extends Error {
  override name = 'ConnectError';
  readonly code: string;
  override readonly cause?: unknown;

  constructor(code: string, message: string, options: { cause?: unknown } = {}) {
    super(message);
    this.code = code;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}
