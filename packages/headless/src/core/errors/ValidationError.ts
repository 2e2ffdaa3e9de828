import { ConnectError } from './ConnectError.js';

/** An input broke one of the validation rules; `message` is the rule's exact text. */
export class ValidationError extends ConnectError {
  override name = 'ValidationError';
  /** The rejected input, kept for diagnostics (never shown as HTML). */
  readonly input: unknown;

  constructor(message: string, input?: unknown) {
    super('VALIDATION_ERROR', message);
    this.input = input;
  }
}
