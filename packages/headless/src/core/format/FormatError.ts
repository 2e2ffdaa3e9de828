/**
 * A value a formatter cannot write: not a decimal number, not a finite number, not a date, an unknown currency
 * code or a tag that is not a language tag. The message names the function and the value.
 */
export class FormatError extends RangeError {
  override readonly name = 'FormatError';
}

/** The value as it goes into an error message: strings quoted, and cut to 40 characters. */
export function shownValue(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : typeof value === 'bigint' ? `${value}n` : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
