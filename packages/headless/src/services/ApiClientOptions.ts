import type { Clock } from '../core/clock/index.js';

/** The part of `fetch` the API clients use, so tests and hosts can inject their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Lets a read be cancelled, as TanStack Query does when a query is dropped. */
export interface Cancellable {
  readonly signal?: AbortSignal;
}

/** Retry policy of read requests. */
export interface RetryOptions {
  /** Retries after the first attempt. */
  readonly count: number;
  /** Delay before the first retry; each later retry waits twice as long. */
  readonly delayMs: number;
}

/** Options shared by every API client. */
export interface ApiClientOptions {
  /** Service root, such as `https://rpc.walletconnect.org` or a devnet URL. */
  readonly baseUrl: string;
  readonly projectId: string;
  readonly fetch: FetchLike;
  /** Timers for timeouts and retry delays; the system clock unless given. */
  readonly clock?: Clock;
  /** SDK type, sent as `st`. */
  readonly sdkType: string;
  /** SDK version, sent as `sv`. */
  readonly sdkVersion: string;
  /** Relay client id, sent as `clientId` when known; a function is read on every request. */
  readonly clientId?: string | (() => string | null | undefined);
  /** Per-request time limit in milliseconds (default 10 s). */
  readonly timeoutMs?: number;
  /** Retry policy of reads (default 3 retries, 150 ms doubling). */
  readonly retry?: RetryOptions;
  /** Largest response body accepted, in bytes (default 2 MB). */
  readonly maxResponseBytes?: number;
}

/** Default time limit of one request: the RPC default of the specification. */
export const DEFAULT_API_TIMEOUT_MS = 10_000;

/** Default retry policy of reads: 3 retries, 150 ms doubling. */
export const DEFAULT_API_RETRY: RetryOptions = { count: 3, delayMs: 150 };

/** Responses larger than this are refused rather than parsed. */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
