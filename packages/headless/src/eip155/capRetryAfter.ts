import { parseRetryAfter } from '../services/parseRetryAfter.js';

/**
 * Longest wait an RPC URL's Retry-After is honoured for. viem waits as long as the header says before each of its
 * retries, so a rate limit with `Retry-After: 3600` would hold a balance read for hours; cut to 5 s, a request
 * tried 4 times (3 retries) ends within 4 × the 10 s request limit + 3 × 5 s, whatever the URL answers.
 */
export const RPC_MAX_RETRY_AFTER_MS = 5_000;

/**
 * A fetch for JSON-RPC over HTTP whose failed answers carry a Retry-After the transport can honour: delay seconds or
 * an HTTP date become whole seconds of at most {@link RPC_MAX_RETRY_AFTER_MS}; an unreadable value is dropped (the
 * transport's own backoff applies). Successful answers pass through untouched.
 */
export function capRetryAfter(fetchFn: typeof fetch, now: () => number = Date.now): typeof fetch {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    const header = response.headers.get('retry-after');
    if (response.ok || header === null) return response;
    const waitMs = parseRetryAfter(header, now());
    const seconds = waitMs === undefined ? undefined : String(Math.ceil(Math.min(waitMs, RPC_MAX_RETRY_AFTER_MS) / 1000));
    if (seconds === header.trim()) return response;
    const headers = new Headers(response.headers);
    if (seconds === undefined) headers.delete('retry-after');
    else headers.set('retry-after', seconds);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
