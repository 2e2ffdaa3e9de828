import { toWellFormed } from './toWellFormed.js';

/**
 * `encodeURIComponent` for one path segment taken from outside data, total: where `encodeURIComponent` throws
 * 'URI malformed' on a lone surrogate, the surrogate is sent as U+FFFD. Bidi controls and every other
 * character come out percent-encoded, so a segment can neither add path levels nor reorder the URL's text.
 */
export function encodePathSegment(value: string): string {
  return encodeURIComponent(toWellFormed(value));
}
