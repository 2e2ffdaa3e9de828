// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. Without the `u`
// flag the pattern works on UTF-16 code units, which is where a lone surrogate lives.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The string with every lone UTF-16 surrogate replaced by U+FFFD, as `String.prototype.toWellFormed` does
 * (which Node 20 lacks). JSON may carry lone surrogates (`"\ud800"`); URLs and text encoders cannot.
 */
export function toWellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd');
}
