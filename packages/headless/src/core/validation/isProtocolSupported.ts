import { tryParseUrl } from './tryParseUrl.js';

const SUPPORTED: ReadonlySet<string | undefined> = new Set(['http:', 'https:', 'ws:', 'wss:']);

/** True when `url` parses with `new URL` and its scheme is http, https, ws or wss. */
export function isProtocolSupported(url: unknown): boolean {
  return typeof url === 'string' && SUPPORTED.has(tryParseUrl(url)?.protocol);
}
