/** Base error of the product: a stable `code` for programs, a message for people. */
export class ConnectError extends Error {
  override name = 'ConnectError';
  readonly code: string;
  override readonly cause?: unknown;

  constructor(code: string, message: string, options: { cause?: unknown } = {}) {
    super(message);
    this.code = code;
    if (options.cause !== undefined) this.cause = options.cause;
    settleStack(this);
    if (options.cause instanceof Error) settleStack(options.cause);
  }
}

/**
 * Turns an error's captured stack into text now. Until its stack is read, an engine keeps the functions of the
 * captured frames (async ones included) alive with everything they close over, such as the state of a query whose
 * previous error holds the frames of the fetch before it: an error kept in a cache would then keep every earlier
 * failure alive. The header follows the error's name and message when read later, as a lazily formatted one does.
 */
function settleStack(error: Error): void {
  let formatted: unknown;
  try {
    formatted = error.stack;
  } catch {
    return;
  }
  if (typeof formatted !== 'string') return;
  const start = formatted.indexOf('\n    at ');
  const frames = start === -1 ? '' : formatted.slice(start);
  Object.defineProperty(error, 'stack', {
    configurable: true,
    enumerable: false,
    get(this: Error) {
      return `${this.name}: ${this.message}${frames}`;
    },
    set(this: Error, value: unknown) {
      Object.defineProperty(this, 'stack', { configurable: true, enumerable: false, writable: true, value });
    },
  });
}
