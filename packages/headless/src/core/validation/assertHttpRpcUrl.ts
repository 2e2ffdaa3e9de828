import { ValidationError } from '../errors/ValidationError.js';
import { tryParseUrl } from './tryParseUrl.js';

/** Throws ValidationError 'Provided URL is not compatible with HTTP connection' unless `url` is an http(s) URL. */
export function assertHttpRpcUrl(url: unknown): asserts url is string {
  const protocol = typeof url === 'string' ? tryParseUrl(url)?.protocol : undefined;
  if (protocol === 'http:' || protocol === 'https:') return;
  throw new ValidationError('Provided URL is not compatible with HTTP connection', url);
}
