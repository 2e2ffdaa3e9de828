import { ValidationError } from '../errors/ValidationError.js';

/** A schema rejected its input: `message` is 'Required' or 'Invalid input', `path` leads to the first bad value. */
export class SchemaValidationError extends ValidationError {
  override name = 'SchemaValidationError';
  /** Keys from the root of the input to the offending value; empty when the root itself was rejected. */
  readonly path: readonly PropertyKey[];

  constructor(message: 'Required' | 'Invalid input', path: readonly PropertyKey[], input?: unknown) {
    super(message, input);
    this.path = path;
  }
}
